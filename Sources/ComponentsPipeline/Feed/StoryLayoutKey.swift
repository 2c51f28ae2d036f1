import Feed

/// The identity of a story's layout: the story, the store revision at which its content (its own or a
/// nested story's) last changed, and the width it was laid out at. Two layouts with equal keys are
/// equal, so a cached layout is reused, and a mounted row left alone, while its key holds.
///
/// A plain `Sendable` value: any thread.
public struct StoryLayoutKey: Hashable, Sendable, CustomStringConvertible {
    public let storyID: StoryID
    /// `FeedStore.revision(of: storyID)` when the layout was computed.
    public let revision: Int
    /// The column width in points.
    public let width: Double

    public init(storyID: StoryID, revision: Int, width: Double) {
        self.storyID = storyID
        self.revision = revision
        self.width = width
    }

    public var description: String { "\(storyID)@\(revision)/\(width)" }
}
