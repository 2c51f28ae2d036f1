import Allocations
import ComponentsPipeline
import Testing

@testable import Harness

/// The workers' phase recorder counts each phase's allocation requests, and nothing of the job around
/// the phases nor of other threads allocating at the same time.
@Suite(.enabled(if: Jemalloc.isAvailable, "allocation counters are unavailable in a sanitizer build (no jemalloc; Jemalloc.unavailableReason)"))
struct WorkerPhaseRecorderTests {
    /// `count` requests of 48 bytes, each written and freed.
    nonisolated static func allocate(_ count: Int) {
        for index in 0..<count {
            let block = UnsafeMutableRawPointer.allocate(byteCount: 48, alignment: 16)
            block.storeBytes(of: UInt8(truncatingIfNeeded: index), as: UInt8.self)
            block.deallocate()
        }
    }

    @Test func eachPhaseCountsItsOwnRequestsAndNotTheJobsAroundThem() throws {
        let recorder = WorkerPhaseRecorder(workers: 1)
        let workers = LayoutWorkers(count: 1, observer: recorder)
        _ = recorder.take()
        for _ in 0..<3 {
            _ = workers.map([0]) { _, worker in
                Self.allocate(11) // before the phases: not counted
                workers.phase(.build, worker: worker) { Self.allocate(7) }
                workers.phase(.layout, worker: worker) { Self.allocate(5) }
                Self.allocate(13) // after the phases: not counted
                return 0
            }
        }
        let figures = recorder.take()
        #expect(figures.build.allocations == 21)
        #expect(figures.layout.allocations == 15)
        #expect(figures.build.workerJobs == 3 && figures.layout.workerJobs == 3)
        #expect(figures.build.allocatedBytes >= 21 * 48 && figures.layout.allocatedBytes >= 15 * 48)
    }

    /// Phases on two workers at once, each allocating while the other does: each worker's phases count
    /// their own requests only.
    @Test func workersAllocatingAtOnceCountTheirOwn() {
        let recorder = WorkerPhaseRecorder(workers: 2)
        let workers = LayoutWorkers(count: 2, observer: recorder)
        _ = workers.map(Array(0..<40)) { job, worker in
            workers.phase(.build, worker: worker) { Self.allocate(job.isMultiple(of: 2) ? 100 : 1) }
            return 0
        }
        let figures = recorder.take()
        #expect(figures.build.allocations == 20 * 100 + 20 * 1)
        #expect(figures.build.workerJobs == 40)
    }
}
