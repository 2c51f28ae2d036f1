// ThreadSanitizer's false report on a value behind Synchronization.Mutex, in a few lines:
//
//   swiftc -sanitize=thread Sanitizers/MutexFalseRace.swift -o /tmp/mutex-false-race && /tmp/mutex-false-race
//
// reports "Swift access race" inside the `withLock` body, though every access is under the lock. With
// `TSAN_OPTIONS=suppressions=Sanitizers/tsan.supp` it reports nothing. Not part of the package.
import Dispatch
import Synchronization

let list = Mutex<[Int]>([])
DispatchQueue.concurrentPerform(iterations: 8) { thread in
    for item in 0..<10_000 { list.withLock { $0.append(thread * item) } }
}
print(list.withLock { $0.count })
