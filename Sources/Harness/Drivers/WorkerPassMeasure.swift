import Allocations
import ComponentsPipeline
#if canImport(Glibc)
import Glibc
#endif

/// Runs jobs on the `LayoutWorkers` and measures them as one pass: wall time is the main thread's wait
/// for all jobs; bytes are each job's `thread.allocated` delta read on its worker thread, summed;
/// allocation requests are the process-wide delta, after each job has flushed its worker's cache and
/// the main thread has flushed its own, so every request of the jobs is counted. Each job's CPU time
/// on its worker thread (`CLOCK_THREAD_CPUTIME_ID`, so time descheduled when workers outnumber cores
/// is not counted) is summed, for the speed-up against one worker.
enum WorkerPassMeasure {
    /// The jobs' outputs in input order, and the pass measurement.
    static func run<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], on workers: LayoutWorkers, _ transform: @escaping @Sendable (Input) -> Output
    ) -> (outputs: [Output], measurement: PassMeasurement) {
        let clock = FrameClock()
        let before = AllocationReading.now()
        let (jobs, milliseconds) = clock.time {
            workers.map(inputs) { input -> (Output, UInt64, Double) in
                let start = Jemalloc.threadAllocatedBytes
                let cpuStart = threadCPUMilliseconds()
                let output = transform(input)
                let jobMilliseconds = threadCPUMilliseconds() - cpuStart
                let end = Jemalloc.threadAllocatedBytes
                Jemalloc.flushThreadCache()
                return (output, end >= start ? end - start : 0, jobMilliseconds)
            }
        }
        let after = AllocationReading.now()
        let bytes = jobs.reduce(UInt64(0)) { $0 &+ $1.1 }
        let workerMilliseconds = jobs.reduce(0) { $0 + $1.2 }
        return (jobs.map(\.0), PassMeasurement(milliseconds: milliseconds, allocatedBytes: bytes,
                                               allocations: before.delta(to: after).requests,
                                               workerMilliseconds: workerMilliseconds))
    }

    /// The calling thread's CPU time in milliseconds.
    static func threadCPUMilliseconds() -> Double {
        var time = timespec()
        guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0 else { return 0 }
        return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) * 1e-6
    }
}
