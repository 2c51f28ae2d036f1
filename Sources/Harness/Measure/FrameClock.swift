/// The harness's one clock: monotonic (`ContinuousClock`), so a wall-clock adjustment never lands in
/// a frame. Values are milliseconds as `Double`. Public for the benchmark engines (`Bench`), which time
/// their phases on the same clock.
public struct FrameClock: Sendable {
    private let clock = ContinuousClock()

    public init() {}

    public var now: ContinuousClock.Instant { clock.now }

    /// Milliseconds from `start` to `end`.
    public static func milliseconds(from start: ContinuousClock.Instant, to end: ContinuousClock.Instant) -> Double {
        let duration = start.duration(to: end)
        return Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) * 1e-15
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
