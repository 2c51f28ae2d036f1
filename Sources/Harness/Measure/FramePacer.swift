/// The display's refresh for a paced run: frame k may start k budgets after frame 0, not before.
///
/// A frame that overran its budget pushes nothing back: the next one starts at once if its start is
/// already past, as a display's next refresh would not wait either (the overrun is a dropped frame).
/// The waiting itself is the clock's (`MonotonicPacerClock` in a run).
///
/// Thread: the harness's main thread.
struct FramePacer {
    private let clock: any PacerClock
    private let budget: Duration
    private var origin: Duration?

    init(budget milliseconds: Double, clock: any PacerClock = MonotonicPacerClock()) {
        budget = .microseconds(Int64((milliseconds * 1_000).rounded()))
        self.clock = clock
    }

    /// Waits until frame `index` may start; frame 0 starts at once and sets the origin.
    mutating func waitForFrame(_ index: Int) {
        guard let origin else {
            origin = clock.now()
            return
        }
        clock.wait(until: origin + budget * index)
    }
}
