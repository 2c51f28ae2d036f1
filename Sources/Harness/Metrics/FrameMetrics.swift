/// The frame metrics of docs/design.md, Metrics, over a sequence of frame times, pooled (the measured
/// repetitions' frames after warm-up, concatenated).
///
/// - frame time: main-thread milliseconds of one frame, waits included (the input).
/// - over budget: a frame whose time is strictly greater than the budget.
/// - dropped frames: ceil(time / budget) - 1 per frame, 0 for a frame within budget.
/// - hitch time ratio: the milliseconds over budget summed over all frames, divided by the run's
///   duration in seconds (frames x budget / 1000), in ms/s.
/// - hangs: frames over `hangMilliseconds` (250 ms); frozen frames: over `frozenMilliseconds` (700 ms).
///   A frozen frame is also a hang.
///
/// Deterministic: a pure function of its inputs.
public struct FrameMetrics: Hashable, Sendable, Codable {
    /// The budget in milliseconds.
    public let budget: Double
    /// The frames measured.
    public let frames: Int
    public let framesOverBudget: Int
    public let droppedFrames: Int
    /// Frames over `hangMilliseconds`.
    public let hangs: Int
    /// Frames over `frozenMilliseconds`.
    public let frozenFrames: Int
    /// The sum over frames of max(0, time - budget), in milliseconds.
    public let millisecondsOverBudget: Double
    /// `millisecondsOverBudget` per second of scrolling (ms/s); 0 for no frames.
    public let hitchTimeRatio: Double
    public let hitchBand: HitchBand
    public let percentiles: FramePercentiles
    /// The sum of all frame times, in milliseconds.
    public let totalMilliseconds: Double

    /// - Parameters:
    ///   - frameTimes: milliseconds per frame.
    ///   - budget: the frame budget in milliseconds; must be positive.
    /// - Complexity: O(n).
    public init(frameTimes: [Double], budget: Double) {
        precondition(budget > 0, "the frame budget must be positive")
        self.budget = budget
        frames = frameTimes.count
        var over = 0
        var dropped = 0
        var overTime = 0.0
        var hangs = 0
        var frozen = 0
        for time in frameTimes where time > budget {
            over += 1
            // Saturates: a frame time read from a run folder can be any finite number.
            let (sum, overflow) = dropped.addingReportingOverflow(Self.droppedFrames(time: time, budget: budget))
            dropped = overflow ? Int.max : sum
            overTime += time - budget
            if time > Self.hangMilliseconds { hangs += 1 }
            if time > Self.frozenMilliseconds { frozen += 1 }
        }
        framesOverBudget = over
        droppedFrames = dropped
        self.hangs = hangs
        frozenFrames = frozen
        millisecondsOverBudget = overTime
        let seconds = Double(frameTimes.count) * budget / 1_000
        hitchTimeRatio = seconds > 0 ? overTime / seconds : 0
        hitchBand = HitchBand(ratio: hitchTimeRatio)
        percentiles = FramePercentiles(milliseconds: frameTimes)
        totalMilliseconds = frameTimes.reduce(0, +)
    }

    /// A frame over this many milliseconds is a hang.
    public static let hangMilliseconds = 250.0
    /// A frame over this many milliseconds is frozen.
    public static let frozenMilliseconds = 700.0
    /// The thresholds as reports write them ("250 ms", "700 ms").
    public static let hangThreshold = "\(Int(hangMilliseconds)) ms"
    public static let frozenThreshold = "\(Int(frozenMilliseconds)) ms"

    /// ceil(time / budget) - 1, and 0 for a frame within budget; `Int.max` where that does not fit an `Int`
    /// (a time read from a file can be any finite number, and a trap there would end the report).
    public static func droppedFrames(time: Double, budget: Double) -> Int {
        guard time > budget, time.isFinite else { return 0 }
        let dropped = (time / budget).rounded(.up) - 1
        // Double(Int.max) is 2^63, one past Int.max: only values below it convert.
        return dropped < Double(Int.max) ? Int(dropped) : Int.max
    }
}
