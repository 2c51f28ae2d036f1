/// The visible part of the feed: the rows are stacked from y = 0 in position order, and the viewport
/// shows `offset ..< offset + height` of them at `width` points.
///
/// A plain `Sendable` value.
public struct FeedViewport: Hashable, Sendable {
    /// Points; should equal the width the feed is laid out at (`StoryLayoutEnvironment.width`).
    public var width: Double
    public var height: Double
    /// The scroll offset: the feed's y coordinate at the viewport's top edge.
    public var offset: Double

    public init(width: Double, height: Double, offset: Double = 0) {
        self.width = width
        self.height = height
        self.offset = offset
    }
}
