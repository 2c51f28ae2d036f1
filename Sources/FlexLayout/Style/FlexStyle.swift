/// Everything a node's author sets: the input of layout. Defaults are Yoga's (column direction,
/// shrink 0, align-content flex-start, border-box), which is what the conformance cases assume.
public struct FlexStyle: Hashable, Sendable {
    public var direction: Direction = .inherit
    public var flexDirection: FlexDirection = .column
    public var justifyContent: Justify = .flexStart
    public var alignItems: Align = .stretch
    public var alignSelf: Align = .auto
    public var alignContent: Align = .flexStart
    public var flexWrap: Wrap = .noWrap
    public var positionType: PositionType = .relative
    public var display: Display = .flex
    public var overflow: Overflow = .visible
    public var boxSizing: BoxSizing = .borderBox

    public var flexGrow: Double = 0
    public var flexShrink: Double = 0
    public var flexBasis: FlexValue = .auto

    public var width: FlexValue = .auto
    public var height: FlexValue = .auto
    public var minWidth: FlexValue = .undefined
    public var minHeight: FlexValue = .undefined
    public var maxWidth: FlexValue = .undefined
    public var maxHeight: FlexValue = .undefined
    /// Width divided by height; nil when not set.
    public var aspectRatio: Double? = nil

    public var margin = FlexEdges()
    public var padding = FlexEdges()
    public var border = FlexEdges()
    /// Insets for relative and absolute positioning.
    public var position = FlexEdges()
    public var gap = FlexGap()

    public init() {}
}
