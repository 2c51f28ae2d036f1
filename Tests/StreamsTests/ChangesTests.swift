import Dispatch
import Synchronization
import Testing
@testable import Streams

@Suite struct ChangesTests {
    @Test func observersRunInTheOrderTheyWereAdded() {
        let (inlet, changes) = Changes<Int>.pipe()
        let log = Log<String>()
        for name in ["a", "b", "c"] {
            changes.observe(with: log) { log, value in log.append("\(name)\(value)") }
        }
        inlet.announce(1)
        inlet.announce(2)
        #expect(log.entries == ["a1", "b1", "c1", "a2", "b2", "c2"])
    }

    @Test func announcementsBeforeObservingAreNotReplayed() {
        let (inlet, changes) = Changes<Int>.pipe()
        let log = Log<Int>()
        inlet.announce(1)
        changes.observe(with: log) { log, value in log.append(value) }
        inlet.announce(2)
        #expect(log.entries == [2])
    }

    @Test func reentrantAnnouncementIsDeliveredAfterTheCurrentOneToEveryObserver() {
        let (inlet, changes) = Changes<Int>.pipe()
        let log = Log<String>()
        changes.observe(with: log) { log, value in
            log.append("a\(value)")
            if value == 1 {
                inlet.announce(2)
                inlet.announce(3)
                log.append("a returned")
            }
        }
        changes.observe(with: log) { log, value in log.append("b\(value)") }
        inlet.announce(1)
        // The outer announce returns only after the nested values were delivered.
        #expect(log.entries == ["a1", "a returned", "b1", "a2", "b2", "a3", "b3"])
    }

    @Test func manyQueuedValuesKeepTheirOrder() {
        // 0 queues 1...100; each of those queues v + 1000 while the queue is being drained and compacted.
        let (inlet, changes) = Changes<Int>.pipe()
        let log = Log<Int>()
        changes.observe(with: log) { log, value in
            log.append(value)
            if value == 0 {
                for next in 1...100 {
                    inlet.announce(next)
                }
            } else if value <= 100 {
                inlet.announce(value + 1_000)
            }
        }
        inlet.announce(0)
        #expect(log.entries == [0] + Array(1...100) + Array(1_001...1_100))
    }

    @Test func observerAddedDuringDeliveryStartsWithTheNextValue() {
        let (inlet, changes) = Changes<Int>.pipe()
        let late = Log<Int>()
        let early = Log<Int>()
        changes.observe(with: early) { early, value in
            early.append(value)
            if value == 1 {
                changes.observe(with: late) { late, value in late.append(value) }
            }
        }
        inlet.announce(1)
        inlet.announce(2)
        #expect(early.entries == [1, 2])
        #expect(late.entries == [2])
    }

    @Test func observerCancelledDuringDeliveryIsSkipped() {
        let (inlet, changes) = Changes<Int>.pipe()
        let log = Log<String>()
        let second = Mutex<Observation?>(nil)
        changes.observe(with: log) { log, value in
            log.append("a\(value)")
            second.withLock { $0?.cancel() }
        }
        second.withLock { $0 = changes.observe(with: log) { log, value in log.append("b\(value)") } }
        inlet.announce(1)
        #expect(log.entries == ["a1"])
        #expect(changes.broadcaster.observerCount == 1)
    }

    @Test func announcementsFromManyThreadsAreEachDeliveredOnceInOneOrder() {
        let threads = 8
        let perThread = 2_000
        let (inlet, changes) = Changes<Int>.pipe()
        let first = Log<Int>()
        let second = Log<Int>()
        let running = Atomic<Int>(0)
        let overlaps = Atomic<Int>(0)
        for log in [first, second] {
            changes.observe(with: log) { log, value in
                if running.wrappingAdd(1, ordering: .acquiringAndReleasing).newValue != 1 {
                    overlaps.wrappingAdd(1, ordering: .relaxed)
                }
                log.append(value)
                running.wrappingSubtract(1, ordering: .acquiringAndReleasing)
            }
        }

        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for index in 0..<perThread {
                inlet.announce(thread * perThread + index)
            }
        }

        // Every announce has returned, so every value has been delivered.
        let seen = first.entries
        #expect(seen.count == threads * perThread)
        #expect(Set(seen) == Set(0..<(threads * perThread)))
        #expect(second.entries == seen)
        #expect(overlaps.load(ordering: .relaxed) == 0)
        for thread in 0..<threads {
            let fromThread = seen.filter { $0 / perThread == thread }
            #expect(fromThread == Array(thread * perThread..<(thread + 1) * perThread))
        }
    }
}
