// Per-node resolution of the style against a layout's constraints.

extension FlexNode {
    @inline(__always)
    func resolveDirection(_ ownerDirection: Direction) -> Direction {
        if styleRef.direction == .inherit {
            return ownerDirection == .inherit ? .ltr : ownerDirection
        }
        return styleRef.direction
    }

    /// The size set for a dimension; equal min and max sizes act as the size.
    @inline(__always)
    func processedDimension(_ dimension: Dimension) -> FlexValue {
        dimension == .width ? styleRef.processedWidth : styleRef.processedHeight
    }

    /// True when the size set for `dimension` resolves to a non-negative length.
    @inline(__always)
    func hasDefiniteLength(_ dimension: Dimension, _ ownerSize: Double) -> Bool {
        let value = processedDimension(dimension).resolve(ownerSize)
        return !value.isNaN && value >= 0
    }

    /// The border-box size set for a dimension, NaN when it is not definite.
    @inline(__always)
    func resolvedDimension(_ direction: Direction, _ dimension: Dimension, _ reference: Double, _ ownerWidth: Double) -> Double {
        styleRef.borderBox(processedDimension(dimension).resolve(reference), dimension, direction, ownerWidth)
    }

    /// The flex basis set in the style, as a border-box length on `axis`; NaN for auto.
    @inline(__always)
    func resolveFlexBasis(_ direction: Direction, _ axis: FlexDirection, _ reference: Double, _ ownerWidth: Double) -> Double {
        styleRef.borderBox(styleRef.flexBasis.resolve(reference), axis.dimension, direction, ownerWidth)
    }

    /// A root never flexes.
    @inline(__always) var resolvedFlexGrow: Double { hasOwner ? styleRef.flexGrow : 0 }
    @inline(__always) var resolvedFlexShrink: Double { hasOwner ? styleRef.flexShrink : 0 }

    @inline(__always)
    var isFlexible: Bool {
        styleRef.positionType != .absolute && (resolvedFlexGrow != 0 || resolvedFlexShrink != 0)
    }

    @inline(__always)
    func dimensionWithMargin(_ axis: FlexDirection, _ widthSize: Double) -> Double {
        layout.measured(axis.dimension) + styleRef.marginForAxis(axis, widthSize)
    }

    @inline(__always)
    func isLayoutDimensionDefined(_ axis: FlexDirection) -> Bool {
        let value = layout.measured(axis.dimension)
        return !value.isNaN && value >= 0
    }

    /// The offset of a relatively positioned node on an axis: the inline-start inset, else minus the
    /// inline-end inset. Static nodes ignore insets (CSS Positioned Layout, `position: static`).
    @inline(__always)
    func relativePosition(_ axis: FlexDirection, _ direction: Direction, _ axisSize: Double) -> Double {
        if styleRef.positionType == .static { return 0 }
        let start = axis.inlineStartEdge(direction)
        if styleRef.hasInset(start, direction) {
            return styleRef.insetPoints(start, direction, axisSize)
        }
        return -styleRef.insetPoints(axis.inlineEndEdge(direction), direction, axisSize)
    }

    /// Sets the initial position in the owner: margins plus the relative offset, on all four edges.
    /// Justification and alignment add to it afterwards.
    @inline(__always)
    func setInitialPosition(_ direction: Direction, _ ownerWidth: Double, _ ownerHeight: Double) {
        // A root is always laid out LTR so that its position is not negative.
        let axisDirection: Direction = hasOwner ? direction : .ltr
        let mainAxis = styleRef.flexDirection.resolved(axisDirection)
        let crossAxis = mainAxis.crossAxis(axisDirection)
        let relativeMain = relativePosition(mainAxis, axisDirection, mainAxis.isRow ? ownerWidth : ownerHeight)
        let relativeCross = relativePosition(crossAxis, axisDirection, mainAxis.isRow ? ownerHeight : ownerWidth)

        layout.position[mainAxis.inlineStartEdge(direction)] =
            styleRef.inlineStartMargin(mainAxis, direction, ownerWidth) + relativeMain
        layout.position[mainAxis.inlineEndEdge(direction)] =
            styleRef.inlineEndMargin(mainAxis, direction, ownerWidth) + relativeMain
        layout.position[crossAxis.inlineStartEdge(direction)] =
            styleRef.inlineStartMargin(crossAxis, direction, ownerWidth) + relativeCross
        layout.position[crossAxis.inlineEndEdge(direction)] =
            styleRef.inlineEndMargin(crossAxis, direction, ownerWidth) + relativeCross
    }

    /// Children as layout sees them: `display: contents` nodes are replaced by their own children.
    @inline(__always)
    var layoutChildren: [FlexNode] {
        guard hasContentsChildren else { return children }
        var result: [FlexNode] = []
        result.reserveCapacity(children.count)
        appendLayoutChildren(to: &result)
        return result
    }

    private func appendLayoutChildren(to result: inout [FlexNode]) {
        for child in children {
            if child.styleRef.display == .contents {
                child.appendLayoutChildren(to: &result)
            } else {
                result.append(child)
            }
        }
    }

    @inline(__always)
    var hasContentsChildren: Bool { contentsChildCount > 0 }
}
