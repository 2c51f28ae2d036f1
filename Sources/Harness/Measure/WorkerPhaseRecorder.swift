import Allocations
import ComponentsPipeline
import Synchronization

/// Measures the components pipeline's worker jobs phase by phase (`WorkerObserver`): the build and
/// layout passes of the stories the pipeline really built and laid out (first screen, prefetch
/// window, updates), on the threads that did them.
///
/// Per phase:
/// - time: the phase's wall time on its worker thread (`PhaseClock`, 20 ns a read here; a thread
///   CPU clock costs 0.5 µs a read, too much for a 10 µs phase), so a phase descheduled while the
///   main thread and the workers share the cores counts the time it waited for a core; beside it, the
///   whole job's thread CPU time, read once per job (`observeJob`), which leaves that waiting out, and
///   shared between the job's phases in proportion to their wall times (each pass's `cpuMilliseconds`);
/// - bytes: the worker thread's `thread.allocated` delta;
/// - requests: the worker thread's allocation-request delta (`Jemalloc.threadAllocationRequests`, a
///   thread-local counter), so a phase's count is exactly its own requests while other threads allocate.
///   Not jemalloc's per-arena counts: those need the thread bound to an arena of the phase's own, and
///   the three binds a job that took (about 4,400 instructions each) were most of the observer's cost.
/// Totals are kept per worker queue (one queue runs one job at a time), so workers share nothing.
///
/// Thread: `observe` runs on the workers, concurrently; `take()` on the harness's main thread after
/// the pipeline's work has drained.
package final class WorkerPhaseRecorder: WorkerObserver {
    /// One pass's phases on one queue, summed in the units they are read in (converted in `take()`).
    private struct PhaseTotals {
        var nanoseconds: UInt64 = 0
        var cpuMilliseconds = 0.0
        var bytes: UInt64 = 0
        var requests: UInt64 = 0
        var phases = 0

        @inline(__always)
        mutating func add(nanoseconds: UInt64, bytes: UInt64, requests: UInt64) {
            self.nanoseconds &+= nanoseconds
            self.bytes &+= bytes
            self.requests &+= requests
            phases += 1
        }

        var measurement: PassMeasurement {
            PassMeasurement(milliseconds: Double(nanoseconds) * 1e-6, cpuMilliseconds: cpuMilliseconds,
                            allocatedBytes: bytes, allocations: requests, workerJobs: phases)
        }
    }

    private struct Totals {
        var build = PhaseTotals()
        var layout = PhaseTotals()
        var display = PhaseTotals()
        /// While set, every phase is also kept as a trace slice, timed from this instant (`PhaseClock`
        /// nanoseconds; a copy per queue, so a phase reads it under the lock it already takes).
        var traceStart: UInt64?
        /// Phases kept for the trace while `traceStart` is set.
        var slices: [TraceRecord.Slice] = []
        /// Where the running job's phases begin in `slices`: they learn their job and request when it ends.
        var jobFirstSlice = 0
        /// The jobs' thread CPU time, read once per job.
        var cpuMilliseconds = 0.0
        /// The running job's phases' wall times, which its CPU time is shared by when it ends.
        var jobBuildNanoseconds: UInt64 = 0
        var jobLayoutNanoseconds: UInt64 = 0
        var jobDisplayNanoseconds: UInt64 = 0
    }

    /// One worker queue's totals, behind its own lock (taken by that queue's jobs and by `take()`).
    private final class Slot: Sendable {
        let totals = Mutex(Totals())
    }

    private let slots: [Slot]
    /// Whether phases are kept for the trace: read by every phase, written only between runs, so a
    /// plain load (a lock here was a write to one line shared by every worker, twice a phase).
    private let tracing = Atomic<Bool>(false)

    /// Starts (an instant) or stops (`nil`) keeping phases for the trace; call it when no job runs.
    func trace(from start: ContinuousClock.Instant?) {
        let origin = start.map(PhaseClock.nanoseconds(of:))
        for slot in slots { slot.totals.withLock { $0.traceStart = origin } }
        tracing.store(start != nil, ordering: .releasing)
    }

    /// A regression injected on purpose into one pass (`RunOptions.injectedSlowdown`).
    private let slowdown: InjectedSlowdown?

    /// Deterministic work injected on purpose into one pass (`RunOptions.injectedWork`).
    private let work: InjectedWork?
    /// Whether phases run inside Callgrind's per-pass markers (under Valgrind only).
    private let markers = InstructionMarkers.active

    package init(workers: Int, slowdown: InjectedSlowdown? = nil, work: InjectedWork? = nil) {
        self.slowdown = slowdown
        self.work = work
        slowdown.prepare()
        slots = (0..<max(1, workers)).map { _ in Slot() }
    }

    package func observe<Result>(_ phase: WorkerPhase, worker: Int, _ body: () -> Result) -> Result {
        guard slots.indices.contains(worker) else { return body() }
        let requestsBefore = Jemalloc.threadAllocationRequests
        let bytesBefore = Jemalloc.threadAllocatedBytes
        let start = PhaseClock.nanoseconds
        let pass: Pass = switch phase {
        case .build: .build
        case .layout: .layout
        case .display: .display
        }
        let result = markers
            ? InstructionMarkers.run(pass, on: .workers) { work.apply(to: pass) { slowdown.apply(to: pass, body) } }
            : work.apply(to: pass) { slowdown.apply(to: pass, body) }
        let end = PhaseClock.nanoseconds
        let bytes = Jemalloc.threadAllocatedBytes &- bytesBefore
        let requests = Jemalloc.threadAllocationRequests &- requestsBefore
        let nanoseconds = end &- start
        let traced = tracing.load(ordering: .acquiring)
        // A trace slice (allocated below) is not the phase's: its counters were read above.
        slots[worker].totals.withLock { totals in
            switch phase {
            case .build:
                totals.build.add(nanoseconds: nanoseconds, bytes: bytes, requests: requests)
                totals.jobBuildNanoseconds &+= nanoseconds
            case .layout:
                totals.layout.add(nanoseconds: nanoseconds, bytes: bytes, requests: requests)
                totals.jobLayoutNanoseconds &+= nanoseconds
            case .display:
                totals.display.add(nanoseconds: nanoseconds, bytes: bytes, requests: requests)
                totals.jobDisplayNanoseconds &+= nanoseconds
            }
            if traced, let origin = totals.traceStart {
                totals.slices.append(TraceRecord.Slice(
                    name: phase.rawValue, track: "worker \(worker + 1)",
                    startMilliseconds: (Double(start) - Double(origin)) * 1e-6,
                    durationMilliseconds: Double(nanoseconds) * 1e-6, frame: nil,
                    counters: TraceRecord.Counters(cpuMilliseconds: nil, allocatedBytes: bytes, allocations: requests, views: nil)))
            }
        }
        return result
    }

    package func observeJob<Result>(worker: Int, job: Int, request: Int?, _ body: () -> Result) -> Result {
        guard slots.indices.contains(worker) else { return body() }
        let start = ThreadCPUClock.milliseconds
        let result = body()
        let cpu = ThreadCPUClock.milliseconds - start
        slots[worker].totals.withLock { totals in
            totals.cpuMilliseconds += cpu
            // The job's phases kept for the trace (none when not tracing) learn whose they are.
            for index in totals.slices.indices.dropFirst(totals.jobFirstSlice) {
                totals.slices[index] = totals.slices[index].inJob(job, request: request)
            }
            totals.jobFirstSlice = totals.slices.count
            // The job's CPU time shared between its phases by their wall times (summed by `observe`): one
            // CPU clock read per job instead of two per phase. A phase that waited for a core takes a larger
            // share of the job's CPU time, never more than the job used, so a pass's CPU time stays free of
            // waits.
            let (build, layout, display) = (Double(totals.jobBuildNanoseconds), Double(totals.jobLayoutNanoseconds),
                                            Double(totals.jobDisplayNanoseconds))
            let all = build + layout + display
            if all > 0 {
                totals.build.cpuMilliseconds += cpu * build / all
                totals.layout.cpuMilliseconds += cpu * layout / all
                totals.display.cpuMilliseconds += cpu * display / all
            }
            (totals.jobBuildNanoseconds, totals.jobLayoutNanoseconds, totals.jobDisplayNanoseconds) = (0, 0, 0)
        }
        return result
    }

    /// The phases measured since the last `take()` (or since this recorder was made); starts counting
    /// anew. Call it when no job is running.
    func take() -> (build: PassMeasurement, layout: PassMeasurement, display: PassMeasurement, cpuMilliseconds: Double,
                    slices: [TraceRecord.Slice]) {
        var build = PassMeasurement()
        var layout = PassMeasurement()
        var display = PassMeasurement()
        var cpu = 0.0
        var slices: [TraceRecord.Slice] = []
        for slot in slots {
            let totals = slot.totals.withLock { totals in
                defer { totals = Totals(traceStart: totals.traceStart) }
                return totals
            }
            build.add(totals.build.measurement)
            layout.add(totals.layout.measurement)
            display.add(totals.display.measurement)
            cpu += totals.cpuMilliseconds
            slices += totals.slices
        }
        return (build, layout, display, cpu, slices.sorted { $0.startMilliseconds < $1.startMilliseconds })
    }
}
