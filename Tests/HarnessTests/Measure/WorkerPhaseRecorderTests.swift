import Allocations
import ComponentsPipeline
import Testing

@testable import Harness

/// The workers' phase recorder counts each phase's allocation requests in its own arena, and nothing of
/// the job around the phases, although a job's thread stays on the build arena until its layout phase.
/// On the main actor, as a `ScenarioRun` is: the worker arenas are the process's, shared with every run,
/// and two users at once would count each other's requests.
@MainActor @Suite(.enabled(if: Jemalloc.isAvailable, "allocation counters are unavailable in a sanitizer build (no jemalloc; Jemalloc.unavailableReason)"))
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
        let recorder = try WorkerPhaseRecorder(arenas: try CountingArenas.shared(), workers: 1)
        let workers = LayoutWorkers(count: 1, observer: recorder)
        _ = recorder.take()
        for _ in 0..<3 {
            _ = workers.map([0]) { _, worker in
                Self.allocate(11) // before the phases: home arena, not counted
                workers.phase(.build, worker: worker) { Self.allocate(7) }
                workers.phase(.layout, worker: worker) { Self.allocate(5) }
                Self.allocate(13) // after the phases: home again
                return 0
            }
        }
        let figures = recorder.take()
        #expect(figures.build.allocations == 21)
        #expect(figures.layout.allocations == 15)
        #expect(figures.build.workerJobs == 3 && figures.layout.workerJobs == 3)
        #expect(figures.build.allocatedBytes >= 21 * 48 && figures.layout.allocatedBytes >= 15 * 48)
    }

    /// A phase run outside a job (no `observeJob` around it) leaves its arena when it ends.
    @Test func aPhaseOutsideAJobLeavesItsArena() throws {
        let arenas = try CountingArenas.shared()
        let recorder = try WorkerPhaseRecorder(arenas: arenas, workers: 1)
        _ = recorder.take()
        let before = Arena.current
        defer { before.bindCallingThread() }
        recorder.observe(.build, worker: 0) { Self.allocate(4) }
        #expect(Arena.current == arenas.home)
        Self.allocate(9)
        #expect(recorder.take().build.allocations == 4)
    }
}
