#if canImport(Glibc)
import Glibc
#endif

/// The time a `FramePacer` reads and waits on. Production paces on `MonotonicPacerClock`; a test gives
/// the pacer a clock it moves by hand, so what the pacer asks for is checked without reading real time.
protocol PacerClock {
    /// The time now, as a duration since the clock's own origin; never goes back.
    func now() -> Duration
    /// Returns once `now()` has reached `deadline` (at once if it has).
    func wait(until deadline: Duration)
}

/// The pacer's clock in a run: monotonic (`ContinuousClock`), so a wall-clock adjustment never moves a
/// refresh. A wait sleeps (outside every timed region) to about 0.2 ms before the deadline, then spins,
/// so frames start within microseconds of their refresh.
struct MonotonicPacerClock: PacerClock {
    private let clock = ContinuousClock()
    private let origin: ContinuousClock.Instant

    init() {
        origin = clock.now
    }

    func now() -> Duration { clock.now - origin }

    func wait(until deadline: Duration) {
        let spinFrom = deadline - .microseconds(200)
        let now = now()
        if now < spinFrom {
            let micros = (spinFrom - now) / .microseconds(1)
            usleep(useconds_t(max(0, micros)))
        }
        while self.now() < deadline {}
    }
}
