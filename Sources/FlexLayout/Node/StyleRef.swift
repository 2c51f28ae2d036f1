/// A node's style in immutable, shared storage.
///
/// The algorithm reads styles millions of times per large layout. Reading a struct stored in a class
/// variable copies the whole struct (several hundred bytes) for each method call on it; reading it
/// through a `let` in a final class borrows it in place. Setting a node's style swaps the storage.
final class StyleRef {
    // The algorithm's hot fields come first, copied out of `value`, so that a node's style costs a
    // few cache lines rather than the whole struct (about a kilobyte with the edge tables); `value`,
    // kept for reading the style back and for equality, comes last.
    let direction: Direction
    let flexDirection: FlexDirection
    let justifyContent: Justify
    let alignItems: Align
    let alignSelf: Align
    let alignContent: Align
    let flexWrap: Wrap
    let positionType: PositionType
    let display: Display
    let overflow: Overflow
    let boxSizing: BoxSizing
    /// False when no margin is set: margins then resolve to 0 without a look at the edges.
    let hasMargin: Bool
    let hasPadding: Bool
    let hasBorder: Bool
    let hasInsets: Bool
    /// False when neither padding nor border is set.
    let hasPaddingOrBorder: Bool
    let flexGrow: Double
    let flexShrink: Double
    let aspectRatio: Double?
    let flexBasis: FlexValue
    let width: FlexValue
    let height: FlexValue
    let minWidth: FlexValue
    let minHeight: FlexValue
    let maxWidth: FlexValue
    let maxHeight: FlexValue
    let gap: FlexGap
    /// The sizes layout uses: equal min and max sizes act as the size (see `processedDimension`).
    let processedWidth: FlexValue
    let processedHeight: FlexValue
    /// False when no min or max size is set on an axis: clamping is then a no-op.
    let hasWidthLimits: Bool
    let hasHeightLimits: Bool

    // Edge precedence (start > left > horizontal > all, ...) resolved once per style rather than on
    // every read; `nil` when no edge of the property is set, the common case.
    let margins: PhysicalEdgeValues?
    let paddings: PhysicalEdgeValues?
    let borders: PhysicalEdgeValues?
    let insets: PhysicalEdgeValues?

    let value: FlexStyle

    init(_ value: FlexStyle) {
        direction = value.direction
        flexDirection = value.flexDirection
        justifyContent = value.justifyContent
        alignItems = value.alignItems
        alignSelf = value.alignSelf
        alignContent = value.alignContent
        flexWrap = value.flexWrap
        positionType = value.positionType
        display = value.display
        overflow = value.overflow
        boxSizing = value.boxSizing
        flexGrow = value.flexGrow
        flexShrink = value.flexShrink
        aspectRatio = value.aspectRatio
        flexBasis = value.flexBasis
        width = value.width
        height = value.height
        minWidth = value.minWidth
        minHeight = value.minHeight
        maxWidth = value.maxWidth
        maxHeight = value.maxHeight
        gap = value.gap
        processedWidth = value.maxWidth.isDefined && value.maxWidth == value.minWidth ? value.maxWidth : value.width
        processedHeight = value.maxHeight.isDefined && value.maxHeight == value.minHeight ? value.maxHeight : value.height
        hasWidthLimits = value.minWidth.isDefined || value.maxWidth.isDefined
        hasHeightLimits = value.minHeight.isDefined || value.maxHeight.isDefined
        margins = PhysicalEdgeValues(value.margin)
        paddings = PhysicalEdgeValues(value.padding)
        borders = PhysicalEdgeValues(value.border)
        insets = PhysicalEdgeValues(value.position)
        hasMargin = margins != nil
        hasPadding = paddings != nil
        hasBorder = borders != nil
        hasInsets = insets != nil
        hasPaddingOrBorder = hasPadding || hasBorder
        self.value = value
    }

    // The style's edge sets, as the style holds them (for code that needs the shorthands).
    var margin: FlexEdges { value.margin }
    var padding: FlexEdges { value.padding }
    var border: FlexEdges { value.border }
    var position: FlexEdges { value.position }
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
