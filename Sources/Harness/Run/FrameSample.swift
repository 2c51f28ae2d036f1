/// One measured frame of one repetition. Frame 0 is the launch frame (everything the main thread does to
/// show the first screen); frames 1…N follow the scroll script.
public struct FrameSample: Hashable, Sendable, Codable {
    /// The frame index: 0 the launch frame, then 1…N.
    public let frame: Int
    /// Main-thread milliseconds: the frame's timed sections (events, scroll step, waits included), wall time.
    public let milliseconds: Double
    /// Main-thread CPU milliseconds over the same sections (`CLOCK_THREAD_CPUTIME_ID`): below
    /// `milliseconds` where the thread waited (for the workers, or for a core).
    public let cpuMilliseconds: Double
    /// The frame's time per pass, and the part of it spent waiting for the workers.
    public let passes: FramePassTimes
    /// Bytes allocated on the main thread during the frame. (Requests per frame come from the counting
    /// repetition: `RunResult.frameAllocations`.)
    public let allocatedBytes: UInt64
    /// Views created during the frame.
    public let viewsCreated: Int
    /// Views in the mounted hierarchy at the end of the frame.
    public let liveViews: Int
    /// The scroll offset the frame asked for, in points (0 for the launch frame).
    public let offset: Double

    public init(frame: Int, milliseconds: Double, cpuMilliseconds: Double = 0, passes: FramePassTimes = FramePassTimes(),
                allocatedBytes: UInt64, viewsCreated: Int, liveViews: Int = 0, offset: Double) {
        self.frame = frame
        self.milliseconds = milliseconds
        self.cpuMilliseconds = cpuMilliseconds
        self.passes = passes
        self.allocatedBytes = allocatedBytes
        self.viewsCreated = viewsCreated
        self.liveViews = liveViews
        self.offset = offset
    }

    /// Whether the main thread waited for the workers in this frame (in any pass: scroll, update, open).
    public var waited: Bool { passes.wait > 0 }
}

/// A frame's main-thread milliseconds per pass; `wait` is the part of them spent waiting for the workers
/// (inside, not beside, the passes). Build, layout and mount happen in the launch frame (MVC builds
/// its controllers and lays out rows on the main thread; the components pipeline mounts there). Reads like
/// the passes it holds: `times.scroll`, `times[.scroll]`.
@dynamicMemberLookup
public struct FramePassTimes: Hashable, Sendable, Codable {
    public var passes = PerPass<Double>()
    public var wait = 0.0

    public init(build: Double = 0, layout: Double = 0, mount: Double = 0, scroll: Double = 0, update: Double = 0,
                navigation: Double = 0, display: Double = 0, wait: Double = 0) {
        passes.build = build
        passes.layout = layout
        passes.mount = mount
        passes.scroll = scroll
        passes.update = update
        passes.navigation = navigation
        passes.display = display
        self.wait = wait
    }

    public subscript<Value>(dynamicMember pass: WritableKeyPath<PerPass<Double>, Value>) -> Value {
        get { passes[keyPath: pass] }
        set { passes[keyPath: pass] = newValue }
    }

    public subscript(pass: Pass) -> Double {
        get { passes[pass] }
        set { passes[pass] = newValue }
    }

    /// Adds `milliseconds` to `pass`.
    mutating func add(_ milliseconds: Double, to pass: Pass) {
        passes[pass] += milliseconds
    }

    private enum CodingKeys: String, CodingKey {
        case wait
    }

    /// One object: the passes by name beside the wait, as the frame file has always held them.
    public init(from decoder: any Decoder) throws {
        passes = try PerPass(from: decoder)
        wait = try decoder.container(keyedBy: CodingKeys.self).decode(Double.self, forKey: .wait)
    }

    public func encode(to encoder: any Encoder) throws {
        try passes.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(wait, forKey: .wait)
    }
}
