/// What one pass cost, summed over the measured repetitions: time and allocations.
public struct PassMeasurement: Hashable, Sendable, Codable {
    /// Milliseconds: main-thread wall time for a main-thread pass; for a pass run as worker jobs
    /// (`workerJobs` > 0: the components pipeline's build and layout), the jobs' phases' wall times on
    /// their worker threads, summed.
    public var milliseconds: Double
    /// CPU milliseconds of the thread that did the work (`CLOCK_THREAD_CPUTIME_ID`). For worker passes,
    /// each job's CPU time (read once per job, `PassTotals.workerCPUMilliseconds`) shared between its
    /// phases in proportion to their wall times.
    public var cpuMilliseconds: Double
    /// Bytes allocated: jemalloc `thread.allocated` deltas of the threads that did the work.
    public var allocatedBytes: UInt64
    /// Allocation requests (calls of `malloc`, `calloc`, `realloc`, the aligned allocations and
    /// `operator new`): deltas of the per-thread request counters of the threads that did the work
    /// (`Jemalloc.threadAllocationRequests`), so other threads' requests are never counted.
    public var allocations: UInt64
    /// Worker job phases measured (stories built or laid out on the workers); 0 for main-thread passes.
    public var workerJobs: Int
    /// Work on views during the pass's main-thread sections (deterministic).
    public var counters: ViewWorkCounters

    public init(milliseconds: Double = 0, cpuMilliseconds: Double = 0, allocatedBytes: UInt64 = 0, allocations: UInt64 = 0,
                workerJobs: Int = 0, counters: ViewWorkCounters = ViewWorkCounters()) {
        self.milliseconds = milliseconds
        self.cpuMilliseconds = cpuMilliseconds
        self.allocatedBytes = allocatedBytes
        self.allocations = allocations
        self.workerJobs = workerJobs
        self.counters = counters
    }

    /// Whether the pass ran on the workers.
    public var onWorkers: Bool { workerJobs > 0 }

    /// Adds another measurement of the same pass.
    public mutating func add(_ other: PassMeasurement) {
        milliseconds += other.milliseconds
        cpuMilliseconds += other.cpuMilliseconds
        allocatedBytes &+= other.allocatedBytes
        allocations &+= other.allocations
        workerJobs += other.workerJobs
        counters.add(other.counters)
    }
}
