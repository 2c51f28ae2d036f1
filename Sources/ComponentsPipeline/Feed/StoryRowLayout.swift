import Components

/// One top-level story laid out: its layout and the key it was computed for.
///
/// Immutable and `Sendable`: computed by a worker, handed to the main actor, mounted there.
public struct StoryRowLayout: Hashable, Sendable {
    public let key: StoryLayoutKey
    public let layout: ComponentLayout

    public init(key: StoryLayoutKey, layout: ComponentLayout) {
        self.key = key
        self.layout = layout
    }

    /// The row's height in points.
    public var height: Double { layout.size.height }
}
