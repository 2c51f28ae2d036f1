/// How long one event took from the moment it happened to its result on screen (docs/design.md, Metrics,
/// "update latency"): for MVC, within its frame (the notification chain runs synchronously); for the
/// components pipeline, from the edit's submission to the end of mounting its changeset, which with
/// asynchronous delivery is a later frame. Which frame an update lands on depends on timing: reported,
/// never asserted.
public struct UpdateLatency: Hashable, Sendable, Codable {
    /// The frame of the event.
    public let frame: Int
    /// The event's `kind` as in the scenario file.
    public let kind: String
    /// The frame in which the result was mounted; `nil` when it was still in flight after the last frame
    /// (then `milliseconds` runs to the end-of-repetition drain).
    public let mountedFrame: Int?
    /// Milliseconds from the event to its mounted result (wall, monotonic clock).
    public let milliseconds: Double

    public init(frame: Int, kind: String, mountedFrame: Int?, milliseconds: Double) {
        self.frame = frame
        self.kind = kind
        self.mountedFrame = mountedFrame
        self.milliseconds = milliseconds
    }

    /// Frames from the event to its result (0: within the event's frame); `nil` when not mounted by the
    /// last frame.
    public var frames: Int? { mountedFrame.map { $0 - frame } }
}
