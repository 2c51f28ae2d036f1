import Dispatch
import Foundation
import Synchronization

/// A serial queue of jobs: a Dispatch queue (what the pipeline runs on), or one thread of its own that
/// runs every job of the queue, for as long as the queue lives.
///
/// Why a thread of its own: a Dispatch queue's jobs run on whichever pool thread is free, and a pool thread
/// that idled 5 s exits. Thread-local state (the per-thread HarfBuzz fonts and their caches, jemalloc's
/// thread cache) is then warm or cold by timing. Counting instructions under Callgrind, where everything
/// runs some 50 times slower, that moved a pass's count by up to 0.55% between two counts of one binary;
/// on a thread of its own, every job finds the same thread in the same state.
enum JobQueue: Sendable {
    case dispatch(DispatchQueue)
    case thread(DedicatedThread)

    func async(group: DispatchGroup, execute work: @escaping @Sendable () -> Void) {
        switch self {
        case .dispatch(let queue): queue.async(group: group, execute: work)
        case .thread(let thread):
            group.enter()
            thread.enqueue {
                work()
                group.leave()
            }
        }
    }

    func async(execute work: @escaping @Sendable () -> Void) {
        switch self {
        case .dispatch(let queue): queue.async(execute: work)
        case .thread(let thread): thread.enqueue(work)
        }
    }

    /// Ends a dedicated thread once the jobs queued before are done (nothing for a Dispatch queue).
    func finish() {
        if case .thread(let thread) = self { thread.finish() }
    }
}

/// One thread that runs the jobs given to it, in order, until `finish()`.
final class DedicatedThread: Sendable {
    private struct State {
        var jobs: [@Sendable () -> Void] = []
        var finished = false
    }

    private let state = Mutex(State())
    private let available = DispatchSemaphore(value: 0)

    init(label: String) {
        let thread = Thread { [self] in run() }
        thread.name = label
        thread.start()
    }

    func enqueue(_ job: @escaping @Sendable () -> Void) {
        state.withLock { $0.jobs.append(job) }
        available.signal()
    }

    /// The thread ends after the jobs already queued.
    func finish() {
        state.withLock { $0.finished = true }
        available.signal()
    }

    private func run() {
        while true {
            available.wait()
            let next: (@Sendable () -> Void)? = state.withLock { state in
                state.jobs.isEmpty ? nil : state.jobs.removeFirst()
            }
            if let next {
                next()
            } else if state.withLock({ $0.finished && $0.jobs.isEmpty }) {
                return
            }
        }
    }
}
