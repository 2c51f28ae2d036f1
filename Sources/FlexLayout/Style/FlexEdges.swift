/// Per-edge values of a box property (margin, padding, border, position) as the style sets them,
/// with the shorthands. Resolving a physical edge follows CSS/Yoga precedence; for LTR:
/// left: start > left > horizontal > all; right: end > right > horizontal > all;
/// top: top > vertical > all; bottom: bottom > vertical > all. RTL swaps start and end.
public struct FlexEdges: Hashable, Sendable {
    public var left: FlexValue = .undefined
    public var top: FlexValue = .undefined
    public var right: FlexValue = .undefined
    public var bottom: FlexValue = .undefined
    public var start: FlexValue = .undefined
    public var end: FlexValue = .undefined
    public var horizontal: FlexValue = .undefined
    public var vertical: FlexValue = .undefined
    public var all: FlexValue = .undefined

    public init() {}

    public init(all: FlexValue) {
        self.all = all
    }

    /// The value that applies to a physical edge in a direction (`undefined` if none is set).
    @inlinable
    public func value(for edge: PhysicalEdge, direction: Direction) -> FlexValue {
        switch edge {
        case .left:
            let logical = direction == .rtl ? end : start
            if logical.isDefined { return logical }
            if left.isDefined { return left }
            return horizontal.isDefined ? horizontal : all
        case .right:
            let logical = direction == .rtl ? start : end
            if logical.isDefined { return logical }
            if right.isDefined { return right }
            return horizontal.isDefined ? horizontal : all
        case .top:
            if top.isDefined { return top }
            return vertical.isDefined ? vertical : all
        case .bottom:
            if bottom.isDefined { return bottom }
            return vertical.isDefined ? vertical : all
        }
    }
}

/// Gaps between items (CSS `column-gap`, `row-gap`, `gap`).
public struct FlexGap: Hashable, Sendable {
    /// Between columns: along a row main axis.
    public var column: FlexValue = .undefined
    /// Between rows: along a column main axis.
    public var row: FlexValue = .undefined
    public var all: FlexValue = .undefined

    public init() {}

    public init(all: FlexValue) {
        self.all = all
    }
}
