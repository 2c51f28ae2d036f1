// Clamping sizes to min and max (CSS Flexbox 9.7 "clamp by min and max main size", CSS Sizing 5.2).

/// `value` clamped to the node's min and max on `axis`; max wins over min only when it is
/// smaller, as min is applied last. Limits that are negative or undefined do not apply.
@inline(__always)
func boundAxisWithinMinAndMax(
    _ node: FlexNode, _ direction: Direction, _ axis: FlexDirection,
    _ value: Double, _ axisSize: Double, _ widthSize: Double
) -> Double {
    let dimension = axis.dimension
    if !node.styleRef.hasLimits(dimension) { return value }
    let minValue = node.styleRef.resolvedMinDimension(direction, dimension, axisSize, widthSize)
    let maxValue = node.styleRef.resolvedMaxDimension(direction, dimension, axisSize, widthSize)
    if maxValue >= 0, value > maxValue { return maxValue }
    if minValue >= 0, value < minValue { return minValue }
    return value
}

/// Like `boundAxisWithinMinAndMax`, and never below the node's padding and border.
@inline(__always)
func boundAxis(
    _ node: FlexNode, _ axis: FlexDirection, _ direction: Direction,
    _ value: Double, _ axisSize: Double, _ widthSize: Double
) -> Double {
    maxOrDefined(
        boundAxisWithinMinAndMax(node, direction, axis, value, axisSize, widthSize),
        node.styleRef.paddingAndBorderForAxis(axis, direction, widthSize))
}

/// Caps a size handed to a child by its max size: an exact or at-most size shrinks to the max; an
/// unconstrained one becomes "at most max".
@inline(__always)
func constrainMaxSizeForMode(
    _ node: FlexNode, _ direction: Direction, _ axis: FlexDirection,
    _ ownerAxisSize: Double, _ ownerWidth: Double,
    _ mode: inout SizingMode, _ size: inout Double
) {
    if !node.styleRef.hasLimits(axis.dimension) { return }
    let maxSize = node.styleRef.resolvedMaxDimension(direction, axis.dimension, ownerAxisSize, ownerWidth)
        + node.styleRef.marginForAxis(axis, ownerWidth)
    switch mode {
    case .stretchFit, .fitContent:
        if !maxSize.isNaN, !(size < maxSize) { size = maxSize }
    case .maxContent:
        if !maxSize.isNaN {
            mode = .fitContent
            size = maxSize
        }
    }
}

/// The space inside a node's padding and border, clamped by its own min and max.
@inline(__always)
func availableInnerDimension(
    _ node: FlexNode, _ direction: Direction, _ dimension: Dimension,
    _ availableDim: Double, _ paddingAndBorder: Double, _ ownerDim: Double, _ ownerWidth: Double
) -> Double {
    var inner = availableDim - paddingAndBorder
    if !inner.isNaN && !node.styleRef.hasLimits(dimension) {
        inner = maxOrDefined(minOrDefined(inner, Double.greatestFiniteMagnitude), 0)  // as below, with no limits
    } else if !inner.isNaN {
        let minDim = node.styleRef.resolvedMinDimension(direction, dimension, ownerDim, ownerWidth)
        let maxDim = node.styleRef.resolvedMaxDimension(direction, dimension, ownerDim, ownerWidth)
        let minInner = minDim.isNaN ? 0 : minDim - paddingAndBorder
        let maxInner = maxDim.isNaN ? Double.greatestFiniteMagnitude : maxDim - paddingAndBorder
        inner = maxOrDefined(minOrDefined(inner, maxInner), minInner)
    }
    return inner
}
