/// The two dimensions of a box.
enum Dimension {
    case width, height
}

// Axis geometry. "Flex start" is where the flex direction starts (the right edge for row-reverse);
// "inline start" is where the writing direction starts (left in LTR), whatever the flex direction.
extension FlexDirection {
    @inline(__always) var isRow: Bool { self == .row || self == .rowReverse }
    @inline(__always) var isColumn: Bool { self == .column || self == .columnReverse }
    @inline(__always) var isReverse: Bool { self == .rowReverse || self == .columnReverse }

    /// The direction after the writing direction is applied: RTL swaps row and row-reverse.
    @inline(__always)
    func resolved(_ direction: Direction) -> FlexDirection {
        guard direction == .rtl else { return self }
        switch self {
        case .row: return .rowReverse
        case .rowReverse: return .row
        default: return self
        }
    }

    /// The cross axis of a main axis.
    @inline(__always)
    func crossAxis(_ direction: Direction) -> FlexDirection {
        isColumn ? FlexDirection.row.resolved(direction) : .column
    }

    @inline(__always) var dimension: Dimension { isRow ? .width : .height }

    var flexStartEdge: PhysicalEdge {
        switch self {
        case .column: return .top
        case .columnReverse: return .bottom
        case .row: return .left
        case .rowReverse: return .right
        }
    }

    var flexEndEdge: PhysicalEdge {
        switch self {
        case .column: return .bottom
        case .columnReverse: return .top
        case .row: return .right
        case .rowReverse: return .left
        }
    }

    @inline(__always)
    func inlineStartEdge(_ direction: Direction) -> PhysicalEdge {
        isRow ? (direction == .rtl ? .right : .left) : .top
    }

    @inline(__always)
    func inlineEndEdge(_ direction: Direction) -> PhysicalEdge {
        isRow ? (direction == .rtl ? .left : .right) : .bottom
    }
}
