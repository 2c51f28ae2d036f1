/// What one pass cost, summed over the measured repetitions: wall time and allocations.
public struct PassMeasurement: Hashable, Sendable, Codable {
    /// Wall-clock milliseconds (for work on the workers: the main thread's wait for it).
    public var milliseconds: Double
    /// Bytes allocated: jemalloc `thread.allocated` deltas of the main thread, plus, for the passes run
    /// as instrumented worker jobs (components build and layout), each job's delta on its worker.
    /// Worker allocations inside a components `update` (the pipeline's own jobs) are not included.
    public var allocatedBytes: UInt64
    /// Allocation requests: jemalloc's process-wide request count delta, read after flushing the main
    /// thread's cache (and, for instrumented worker jobs, each worker's). Requests left in other threads'
    /// caches are not included.
    public var allocations: UInt64

    /// For passes run as jobs on the workers: the jobs' CPU times summed (each read on its worker
    /// thread); 0 for main-thread passes. About the time one worker would need, less queueing.
    public var workerMilliseconds: Double

    public init(milliseconds: Double = 0, allocatedBytes: UInt64 = 0, allocations: UInt64 = 0,
                workerMilliseconds: Double = 0) {
        self.milliseconds = milliseconds
        self.allocatedBytes = allocatedBytes
        self.allocations = allocations
        self.workerMilliseconds = workerMilliseconds
    }

    /// Adds another measurement of the same pass.
    public mutating func add(_ other: PassMeasurement) {
        milliseconds += other.milliseconds
        allocatedBytes &+= other.allocatedBytes
        allocations &+= other.allocations
        workerMilliseconds += other.workerMilliseconds
    }
}
