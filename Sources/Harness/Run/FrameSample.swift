/// One measured frame of one repetition.
public struct FrameSample: Hashable, Sendable, Codable {
    /// The frame index in the scroll script, from 0.
    public let frame: Int
    /// Main-thread milliseconds: the frame's events and its scroll step, waits included.
    public let milliseconds: Double
    /// The frame's time per pass, and the part of it spent waiting for the workers.
    public let passes: FramePassTimes
    /// Bytes allocated on the main thread during the frame. (Requests per frame come from a counting
    /// repetition: `RunResult.frameAllocations`.)
    public let allocatedBytes: UInt64
    /// Views created during the frame (deterministic).
    public let viewsCreated: Int
    /// Views in the mounted hierarchy at the end of the frame (deterministic).
    public let liveViews: Int
    /// The scroll offset at the end of the frame, in points.
    public let offset: Double

    public init(frame: Int, milliseconds: Double, passes: FramePassTimes = FramePassTimes(), allocatedBytes: UInt64,
                viewsCreated: Int, liveViews: Int = 0, offset: Double) {
        self.frame = frame
        self.milliseconds = milliseconds
        self.passes = passes
        self.allocatedBytes = allocatedBytes
        self.viewsCreated = viewsCreated
        self.liveViews = liveViews
        self.offset = offset
    }
}

/// A frame's main-thread milliseconds per pass (`Pass.perFrame`); `wait` is the part of them spent
/// waiting for the workers (inside, not beside, the passes).
public struct FramePassTimes: Hashable, Sendable, Codable {
    public var update = 0.0
    public var navigation = 0.0
    public var recycle = 0.0
    public var wait = 0.0

    public init(update: Double = 0, navigation: Double = 0, recycle: Double = 0, wait: Double = 0) {
        self.update = update
        self.navigation = navigation
        self.recycle = recycle
        self.wait = wait
    }

    /// Adds `milliseconds` to `pass` (passes outside frames are ignored).
    mutating func add(_ milliseconds: Double, to pass: Pass) {
        switch pass {
        case .update: update += milliseconds
        case .navigation: navigation += milliseconds
        case .recycle: recycle += milliseconds
        case .build, .layout, .mount: break
        }
    }
}
