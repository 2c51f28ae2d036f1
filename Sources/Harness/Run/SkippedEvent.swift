/// A scenario event a pipeline did not apply, and why: the harness records it rather than faking it.
public struct SkippedEvent: Hashable, Sendable, Codable {
    public let frame: Int
    /// The event's `kind` as in the scenario file.
    public let kind: String
    public let reason: String

    public init(frame: Int, kind: String, reason: String) {
        self.frame = frame
        self.kind = kind
        self.reason = reason
    }
}
