import Allocations
import ComponentsPipeline
import Synchronization

/// Measures the components pipeline's worker jobs phase by phase (`WorkerObserver`): the build and
/// layout passes of the stories the pipeline really built and laid out (first screen, prefetch
/// window, updates), on the threads that did them.
///
/// Per phase:
/// - time: the phase's wall time on its worker thread (`ContinuousClock`, 24 ns a read here; a thread
///   CPU clock costs 0.5 µs a read, too much for a 10 µs phase), so a phase descheduled while the
///   main thread and the workers share the cores counts the time it waited for a core;
/// - bytes: the worker thread's `thread.allocated` delta;
/// - requests: the phase runs bound to the phase's own arena (`CountingArenas`), and is bound back
///   to the thread's arena after; the arena's request count, read by `take()`, is exactly the
///   requests of that phase's jobs.
///
/// Thread: `observe` runs on the workers, concurrently; `take()` on the harness's main thread after
/// the pipeline's work has drained.
final class WorkerPhaseRecorder: WorkerObserver {
    private struct Totals {
        var build = PassMeasurement()
        var layout = PassMeasurement()
        var buildRequestsMark: UInt64
        var layoutRequestsMark: UInt64
    }

    private let arenas: CountingArenas
    private let totals: Mutex<Totals>

    init(arenas: CountingArenas) {
        self.arenas = arenas
        totals = Mutex(Totals(buildRequestsMark: arenas.build.requests, layoutRequestsMark: arenas.layout.requests))
    }

    func observe<Result>(_ phase: WorkerPhase, _ body: () -> Result) -> Result {
        let previous = arenas.arena(for: phase).bindCallingThread()
        let bytesBefore = Jemalloc.threadAllocatedBytes
        let start = ContinuousClock.now
        let result = body()
        let end = ContinuousClock.now
        let bytes = Jemalloc.threadAllocatedBytes &- bytesBefore
        // Leaving the phase's arena merges the thread cache's request count into it.
        previous.bindCallingThread()
        let measurement = PassMeasurement(milliseconds: FrameClock.milliseconds(from: start, to: end),
                                          allocatedBytes: bytes, workerJobs: 1)
        totals.withLock { totals in
            switch phase {
            case .build: totals.build.add(measurement)
            case .layout: totals.layout.add(measurement)
            }
        }
        return result
    }

    /// The phases measured since the last `take()` (or since this recorder was made), with their
    /// arenas' requests; starts counting anew. Call it when no job is running.
    func take() -> (build: PassMeasurement, layout: PassMeasurement) {
        let buildRequests = arenas.build.requests
        let layoutRequests = arenas.layout.requests
        return totals.withLock { totals in
            var build = totals.build
            var layout = totals.layout
            build.allocations = buildRequests &- totals.buildRequestsMark
            layout.allocations = layoutRequests &- totals.layoutRequestsMark
            totals = Totals(buildRequestsMark: buildRequests, layoutRequestsMark: layoutRequests)
            return (build, layout)
        }
    }
}
