#if canImport(Glibc)
import Glibc
#endif

/// The worker phases' clock: `ContinuousClock`'s own clock (`CLOCK_BOOTTIME` on Linux) read as whole
/// nanoseconds. The phase observer reads it twice per phase of every worker job: an `Instant` and the
/// `Duration` between two of them cost some 250 instructions more per phase (a 128-bit split into
/// seconds and attoseconds, callgrind), and integer nanoseconds also sum exactly.
enum PhaseClock {
    /// Nanoseconds since boot (0 if the clock cannot be read, which Linux does not do for this clock).
    @inline(__always)
    static var nanoseconds: UInt64 {
        var time = timespec()
        guard clock_gettime(CLOCK_BOOTTIME, &time) == 0 else { return 0 }
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }

    /// `instant` on this clock: now, less the time since `instant` (within a read of each clock).
    static func nanoseconds(of instant: ContinuousClock.Instant) -> UInt64 {
        let now = nanoseconds
        let (seconds, attoseconds) = instant.duration(to: .now).components
        let elapsed = Double(seconds) * 1e9 + Double(attoseconds) * 1e-9
        return now &- UInt64(max(0, elapsed.rounded()))
    }
}
