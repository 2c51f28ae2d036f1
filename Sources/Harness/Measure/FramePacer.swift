#if canImport(Glibc)
import Glibc
#endif

/// The display's refresh for a paced run: frame k may start k budgets after frame 0, not before.
///
/// A frame that overran its budget pushes nothing back: the next one starts at once if its start is
/// already past, as a display's next refresh would not wait either (the overrun is a dropped frame).
/// The wait is a sleep (outside every timed region) to about 0.2 ms before the start, then a spin, so
/// frames start within microseconds of their refresh.
///
/// Thread: the harness's main thread.
struct FramePacer {
    private let clock = ContinuousClock()
    private let budget: Duration
    private var origin: ContinuousClock.Instant?

    init(budget milliseconds: Double) {
        budget = .microseconds(Int64((milliseconds * 1_000).rounded()))
    }

    /// Waits until frame `index` may start; frame 0 starts at once and sets the origin.
    mutating func waitForFrame(_ index: Int) {
        guard let origin else {
            origin = clock.now
            return
        }
        let start = origin + budget * index
        let spinFrom = start - .microseconds(200)
        let now = clock.now
        if now < spinFrom {
            let micros = FrameClock.milliseconds(from: now, to: spinFrom) * 1_000
            usleep(useconds_t(max(0, micros)))
        }
        while clock.now < start {}
    }
}
