/// A node's style in immutable, shared storage.
///
/// The algorithm reads styles millions of times per large layout. Reading a struct stored in a class
/// variable copies the whole struct (several hundred bytes) for each method call on it; reading it
/// through a `let` in a final class borrows it in place. Setting a node's style swaps the storage.
final class StyleRef {
    // Declared first so that the flags the hot paths test share a cache line with the object header.
    /// False when no margin is set: margins then resolve to 0 without a look at the edges.
    let hasMargin: Bool
    /// False when neither padding nor border is set.
    let hasPaddingOrBorder: Bool

    let value: FlexStyle

    // Edge precedence (start > left > horizontal > all, ...) resolved once per style rather than on
    // every read; `nil` when no edge of the property is set, the common case.
    let margins: PhysicalEdgeValues?
    let paddings: PhysicalEdgeValues?
    let borders: PhysicalEdgeValues?
    let insets: PhysicalEdgeValues?

    init(_ value: FlexStyle) {
        self.value = value
        margins = PhysicalEdgeValues(value.margin)
        paddings = PhysicalEdgeValues(value.padding)
        borders = PhysicalEdgeValues(value.border)
        insets = PhysicalEdgeValues(value.position)
        hasMargin = margins != nil
        hasPaddingOrBorder = paddings != nil || borders != nil
    }

    // Field access, forwarded so that the algorithm reads `node.styleRef.flexGrow` in place.
    @inline(__always) var direction: Direction { value.direction }
    @inline(__always) var flexDirection: FlexDirection { value.flexDirection }
    @inline(__always) var justifyContent: Justify { value.justifyContent }
    @inline(__always) var alignItems: Align { value.alignItems }
    @inline(__always) var alignSelf: Align { value.alignSelf }
    @inline(__always) var alignContent: Align { value.alignContent }
    @inline(__always) var flexWrap: Wrap { value.flexWrap }
    @inline(__always) var positionType: PositionType { value.positionType }
    @inline(__always) var display: Display { value.display }
    @inline(__always) var overflow: Overflow { value.overflow }
    @inline(__always) var boxSizing: BoxSizing { value.boxSizing }
    @inline(__always) var flexGrow: Double { value.flexGrow }
    @inline(__always) var flexShrink: Double { value.flexShrink }
    @inline(__always) var flexBasis: FlexValue { value.flexBasis }
    @inline(__always) var width: FlexValue { value.width }
    @inline(__always) var height: FlexValue { value.height }
    @inline(__always) var minWidth: FlexValue { value.minWidth }
    @inline(__always) var minHeight: FlexValue { value.minHeight }
    @inline(__always) var maxWidth: FlexValue { value.maxWidth }
    @inline(__always) var maxHeight: FlexValue { value.maxHeight }
    @inline(__always) var aspectRatio: Double? { value.aspectRatio }
    @inline(__always) var margin: FlexEdges { value.margin }
    @inline(__always) var padding: FlexEdges { value.padding }
    @inline(__always) var border: FlexEdges { value.border }
    @inline(__always) var position: FlexEdges { value.position }
    @inline(__always) var gap: FlexGap { value.gap }
}

/// The values that apply to the physical edges of a box, in each writing direction.
struct PhysicalEdgeValues {
    let ltr: (left: FlexValue, top: FlexValue, right: FlexValue, bottom: FlexValue)
    let rtlLeft: FlexValue
    let rtlRight: FlexValue

    init?(_ edges: FlexEdges) {
        guard edges != FlexEdges() else { return nil }
        ltr = (edges.value(for: .left, direction: .ltr), edges.value(for: .top, direction: .ltr),
               edges.value(for: .right, direction: .ltr), edges.value(for: .bottom, direction: .ltr))
        rtlLeft = edges.value(for: .left, direction: .rtl)
        rtlRight = edges.value(for: .right, direction: .rtl)
    }

    @inline(__always)
    func value(_ edge: PhysicalEdge, _ direction: Direction) -> FlexValue {
        switch edge {
        case .left: return direction == .rtl ? rtlLeft : ltr.left
        case .right: return direction == .rtl ? rtlRight : ltr.right
        case .top: return ltr.top
        case .bottom: return ltr.bottom
        }
    }
}

extension Optional where Wrapped == PhysicalEdgeValues {
    /// The value on an edge, `undefined` when the property sets no edge.
    @inline(__always)
    func value(_ edge: PhysicalEdge, _ direction: Direction) -> FlexValue {
        switch self {
        case .some(let values): return values.value(edge, direction)
        case .none: return .undefined
        }
    }
}
