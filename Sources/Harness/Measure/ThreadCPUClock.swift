#if canImport(Glibc)
import Glibc
#endif

/// The calling thread's CPU time (`CLOCK_THREAD_CPUTIME_ID`): what the thread really ran, without the time
/// it waited for a core. A read is a system call (about 0.3–0.5 µs here), so it is read around a frame's
/// sections and once per worker job, never per phase.
enum ThreadCPUClock {
    /// This thread's CPU time so far, in milliseconds.
    static var milliseconds: Double {
        var time = timespec()
        guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0 else { return 0 }
        return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) * 1e-6
    }
}
