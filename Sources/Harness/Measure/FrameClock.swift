/// The harness's one clock: monotonic (`ContinuousClock`), so a wall-clock adjustment never lands in
/// a frame. Values are milliseconds as `Double`. Public for the benchmark engines (`Bench`), which time
/// their phases on the same clock.
public struct FrameClock: Sendable {
    private let clock = ContinuousClock()

    public init() {}

    public var now: ContinuousClock.Instant { clock.now }

    /// Milliseconds from `start` to `end`.
    ///
    /// - Complexity: one split of the duration into seconds and attoseconds, a 128-bit division of some 190
    ///   instructions (callgrind): read once, not once per part, since the phase observer calls this for every
    ///   phase of every worker job.
    public static func milliseconds(from start: ContinuousClock.Instant, to end: ContinuousClock.Instant) -> Double {
        let (seconds, attoseconds) = start.duration(to: end).components
        return Double(seconds) * 1e3 + Double(attoseconds) * 1e-15
    }

    /// Runs `body` and returns its result with the milliseconds it took. Nothing but `body` is inside
    /// the timed region.
    public func time<Result>(_ body: () throws -> Result) rethrows -> (result: Result, milliseconds: Double) {
        let start = clock.now
        let result = try body()
        let end = clock.now
        return (result, Self.milliseconds(from: start, to: end))
    }
}
