// Resolving the style's edges, gaps and limits to points for one layout. Percentages of margins and
// paddings resolve against the containing block's width on every edge (CSS Box Model, section 5).

extension StyleRef {
    // MARK: Margin (auto and unset resolve to 0; auto margins are handled by alignment)

    @inline(__always)
    func margin(_ edge: PhysicalEdge, _ direction: Direction, _ widthSize: Double) -> Double {
        hasMargin ? definedOr(margins.value(edge, direction).resolve(widthSize), 0) : 0
    }

    @inline(__always)
    func flexStartMargin(_ axis: FlexDirection, _ direction: Direction, _ widthSize: Double) -> Double {
        margin(axis.flexStartEdge, direction, widthSize)
    }

    @inline(__always)
    func flexEndMargin(_ axis: FlexDirection, _ direction: Direction, _ widthSize: Double) -> Double {
        margin(axis.flexEndEdge, direction, widthSize)
    }

    @inline(__always)
    func inlineStartMargin(_ axis: FlexDirection, _ direction: Direction, _ widthSize: Double) -> Double {
        margin(axis.inlineStartEdge(direction), direction, widthSize)
    }

    @inline(__always)
    func inlineEndMargin(_ axis: FlexDirection, _ direction: Direction, _ widthSize: Double) -> Double {
        margin(axis.inlineEndEdge(direction), direction, widthSize)
    }

    /// The sum of both margins on an axis; it does not depend on the writing direction.
    @inline(__always)
    func marginForAxis(_ axis: FlexDirection, _ widthSize: Double) -> Double {
        if !hasMargin { return 0 }
        if axis.isRow {
            return margin(.left, .ltr, widthSize) + margin(.right, .ltr, widthSize)
        }
        return margin(.top, .ltr, widthSize) + margin(.bottom, .ltr, widthSize)
    }

    @inline(__always)
    func flexStartMarginIsAuto(_ axis: FlexDirection, _ direction: Direction) -> Bool {
        hasMargin && margins.value(axis.flexStartEdge, direction).isAuto
    }

    @inline(__always)
    func flexEndMarginIsAuto(_ axis: FlexDirection, _ direction: Direction) -> Bool {
        hasMargin && margins.value(axis.flexEndEdge, direction).isAuto
    }

    // MARK: Padding and border (never negative)

    @inline(__always)
    func padding(_ edge: PhysicalEdge, _ direction: Direction, _ widthSize: Double) -> Double {
        hasPadding ? maxOrDefined(paddings.value(edge, direction).resolve(widthSize), 0) : 0
    }

    @inline(__always)
    func border(_ edge: PhysicalEdge, _ direction: Direction) -> Double {
        hasBorder ? maxOrDefined(borders.value(edge, direction).resolve(0), 0) : 0
    }

    @inline(__always)
    func flexStartPaddingAndBorder(_ axis: FlexDirection, _ direction: Direction, _ widthSize: Double) -> Double {
        if !hasPaddingOrBorder { return 0 }
        let edge = axis.flexStartEdge
        return padding(edge, direction, widthSize) + border(edge, direction)
    }

    @inline(__always)
    func flexEndPaddingAndBorder(_ axis: FlexDirection, _ direction: Direction, _ widthSize: Double) -> Double {
        if !hasPaddingOrBorder { return 0 }
        let edge = axis.flexEndEdge
        return padding(edge, direction, widthSize) + border(edge, direction)
    }

    /// Padding plus border on both sides of an axis.
    @inline(__always)
    func paddingAndBorderForAxis(_ axis: FlexDirection, _ direction: Direction, _ widthSize: Double) -> Double {
        if !hasPaddingOrBorder { return 0 }
        return flexStartPaddingAndBorder(axis, direction, widthSize) + flexEndPaddingAndBorder(axis, direction, widthSize)
    }

    @inline(__always)
    func paddingAndBorder(for dimension: Dimension, _ direction: Direction, _ widthSize: Double) -> Double {
        paddingAndBorderForAxis(dimension == .width ? .row : .column, direction, widthSize)
    }

    /// Border on both sides of an axis (used for the containing block of absolute children).
    @inline(__always)
    func borderForAxis(_ axis: FlexDirection) -> Double {
        if axis.isRow { return border(.left, .ltr) + border(.right, .ltr) }
        return border(.top, .ltr) + border(.bottom, .ltr)
    }

    // MARK: Position insets

    @inline(__always)
    func inset(_ edge: PhysicalEdge, _ direction: Direction) -> FlexValue {
        hasInsets ? insets.value(edge, direction) : .undefined
    }

    /// An inset in points, or 0 when it is unset, auto or a percentage of an undefined size.
    @inline(__always)
    func insetPoints(_ edge: PhysicalEdge, _ direction: Direction, _ axisSize: Double) -> Double {
        definedOr(inset(edge, direction).resolve(axisSize), 0)
    }

    /// True when an inset is set and not auto.
    @inline(__always)
    func hasInset(_ edge: PhysicalEdge, _ direction: Direction) -> Bool {
        let value = inset(edge, direction)
        return value.isDefined && !value.isAuto
    }

    @inline(__always)
    var horizontalInsetsDefined: Bool {
        position.left.isDefined || position.right.isDefined || position.all.isDefined
            || position.horizontal.isDefined || position.start.isDefined || position.end.isDefined
    }

    @inline(__always)
    var verticalInsetsDefined: Bool {
        position.top.isDefined || position.bottom.isDefined || position.all.isDefined || position.vertical.isDefined
    }

    // MARK: Gap

    /// The gap between items along an axis: column gaps separate items of a row.
    @inline(__always)
    func gap(for axis: FlexDirection, _ ownerSize: Double) -> Double {
        let value = axis.isRow
            ? (gap.column.isDefined ? gap.column : gap.all)
            : (gap.row.isDefined ? gap.row : gap.all)
        return maxOrDefined(value.resolve(ownerSize), 0)
    }

    // MARK: Size limits (content-box adds padding and border, so limits are border-box sizes)

    @inline(__always)
    func dimension(_ dimension: Dimension) -> FlexValue {
        dimension == .width ? width : height
    }

    @inline(__always)
    func minDimension(_ dimension: Dimension) -> FlexValue {
        dimension == .width ? minWidth : minHeight
    }

    @inline(__always)
    func maxDimension(_ dimension: Dimension) -> FlexValue {
        dimension == .width ? maxWidth : maxHeight
    }

    /// True when a min or max size is set for the dimension.
    @inline(__always)
    func hasLimits(_ dimension: Dimension) -> Bool {
        dimension == .width ? hasWidthLimits : hasHeightLimits
    }

    @inline(__always)
    func resolvedMinDimension(_ direction: Direction, _ dimension: Dimension, _ reference: Double, _ ownerWidth: Double) -> Double {
        borderBox(minDimension(dimension).resolve(reference), dimension, direction, ownerWidth)
    }

    @inline(__always)
    func resolvedMaxDimension(_ direction: Direction, _ dimension: Dimension, _ reference: Double, _ ownerWidth: Double) -> Double {
        borderBox(maxDimension(dimension).resolve(reference), dimension, direction, ownerWidth)
    }

    /// A resolved length as a border-box length (adds padding and border under content-box sizing).
    @inline(__always)
    func borderBox(_ value: Double, _ dimension: Dimension, _ direction: Direction, _ ownerWidth: Double) -> Double {
        if boxSizing == .borderBox || value.isNaN { return value }
        return value + paddingAndBorder(for: dimension, direction, ownerWidth)
    }
}
