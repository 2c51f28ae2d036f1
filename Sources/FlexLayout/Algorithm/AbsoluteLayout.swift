// CSS Flexbox 4.1 and CSS Positioned Layout: absolutely positioned children. They take no part in
// flex layout; their containing block is the nearest non-static ancestor's padding box, so a static
// container passes its absolute children up to that ancestor.

extension ContainerLayout {
    /// Lays out the absolute descendants this node is the containing block of.
    func layOutAbsoluteChildren(_ pass: inout LayoutPass) {
        // The root is always a containing block.
        guard node.styleRef.positionType != .static || depth == 1 else { return }
        let modeForWidth = isMainAxisRow ? sizingModeMain : sizingModeCross
        layOutAbsoluteDescendants(
            containingNode: node, currentNode: node, widthMode: modeForWidth, direction: direction,
            depth: depth, offsetLeft: 0, offsetTop: 0, &pass)
    }
}

/// Walks `currentNode`'s children: absolute ones are laid out against `containingNode`; static ones
/// are walked in turn, keeping track of their offset from the containing block.
private func layOutAbsoluteDescendants(
    containingNode: FlexNode, currentNode: FlexNode, widthMode: SizingMode, direction: Direction,
    depth: Int, offsetLeft: Double, offsetTop: Double, _ pass: inout LayoutPass
) {
    for child in currentNode.layoutChildren {
        if child.styleRef.display == .none { continue }
        if child.styleRef.positionType == .absolute {
            let containingBlockWidth = containingNode.layout.measuredDimensions.width
                - containingNode.styleRef.borderForAxis(.row)
            let containingBlockHeight = containingNode.layout.measuredDimensions.height
                - containingNode.styleRef.borderForAxis(.column)
            layOutAbsoluteChild(
                containingNode: containingNode, node: currentNode, child: child,
                containingBlockWidth: containingBlockWidth, containingBlockHeight: containingBlockHeight,
                widthMode: widthMode, direction: direction, depth: depth, &pass)

            // The child is placed on its parent's flex-start edges; with insets, relative to the
            // containing block. Convert to an offset from the parent.
            let parentMain = currentNode.styleRef.flexDirection.resolved(direction)
            let parentCross = parentMain.crossAxis(direction)
            if parentMain.isReverse {
                let insets = parentMain.isRow ? child.styleRef.horizontalInsetsDefined : child.styleRef.verticalInsetsDefined
                setChildTrailingPosition(insets ? containingNode : currentNode, child, parentMain)
            }
            if parentCross.isReverse {
                let insets = parentCross.isRow ? child.styleRef.horizontalInsetsDefined : child.styleRef.verticalInsetsDefined
                setChildTrailingPosition(insets ? containingNode : currentNode, child, parentCross)
            }
            if child.styleRef.horizontalInsetsDefined { child.layout.position.left -= offsetLeft }
            if child.styleRef.verticalInsetsDefined { child.layout.position.top -= offsetTop }
        } else if child.styleRef.positionType == .static {
            resetContentsChildren(of: child)
            layOutAbsoluteDescendants(
                containingNode: containingNode, currentNode: child, widthMode: widthMode,
                direction: child.resolveDirection(direction), depth: depth + 1,
                offsetLeft: offsetLeft + child.layout.position.left,
                offsetTop: offsetTop + child.layout.position.top, &pass)
        }
    }
}

/// Sizes an absolute child from its size, else its opposite insets, else its aspect ratio, else its
/// content; then positions it.
private func layOutAbsoluteChild(
    containingNode: FlexNode, node: FlexNode, child: FlexNode,
    containingBlockWidth: Double, containingBlockHeight: Double,
    widthMode: SizingMode, direction: Direction, depth: Int, _ pass: inout LayoutPass
) {
    let mainAxis = node.styleRef.flexDirection.resolved(direction)
    let crossAxis = mainAxis.crossAxis(direction)
    let style = child.styleRef
    var childWidth = Double.nan
    var childHeight = Double.nan
    let marginRow = style.marginForAxis(.row, containingBlockWidth)
    let marginColumn = style.marginForAxis(.column, containingBlockWidth)

    if child.hasDefiniteLength(.width, containingBlockWidth) {
        childWidth = child.resolvedDimension(direction, .width, containingBlockWidth, containingBlockWidth) + marginRow
    } else if style.hasInset(FlexDirection.row.flexStartEdge, direction) && style.hasInset(FlexDirection.row.flexEndEdge, direction) {
        childWidth = containingNode.layout.measuredDimensions.width
            - (containingNode.styleRef.border(.left, direction) + containingNode.styleRef.border(.right, direction))
            - (style.insetPoints(.left, direction, containingBlockWidth) + style.insetPoints(.right, direction, containingBlockWidth))
        childWidth = boundAxis(child, .row, direction, childWidth, containingBlockWidth, containingBlockWidth)
    }

    if child.hasDefiniteLength(.height, containingBlockHeight) {
        childHeight = child.resolvedDimension(direction, .height, containingBlockHeight, containingBlockWidth) + marginColumn
    } else if style.hasInset(.top, direction) && style.hasInset(.bottom, direction) {
        childHeight = containingNode.layout.measuredDimensions.height
            - (containingNode.styleRef.border(.top, direction) + containingNode.styleRef.border(.bottom, direction))
            - (style.insetPoints(.top, direction, containingBlockHeight) + style.insetPoints(.bottom, direction, containingBlockHeight))
        childHeight = boundAxis(child, .column, direction, childHeight, containingBlockHeight, containingBlockWidth)
    }

    // With exactly one size known, the aspect ratio gives the other.
    if childWidth.isNaN != childHeight.isNaN, let ratio = style.aspectRatio {
        if childWidth.isNaN {
            childWidth = marginRow + (childHeight - marginColumn) * ratio
        } else {
            childHeight = marginColumn + (childWidth - marginRow) / ratio
        }
    }

    // Still missing a size: measure the content, bounded by the containing block's width so that
    // text wraps as browsers wrap it.
    if childWidth.isNaN || childHeight.isNaN {
        var childWidthMode: SizingMode = childWidth.isNaN ? .maxContent : .stretchFit
        let childHeightMode: SizingMode = childHeight.isNaN ? .maxContent : .stretchFit
        if !mainAxis.isRow && childWidth.isNaN && widthMode != .maxContent
            && !containingBlockWidth.isNaN && containingBlockWidth > 0
        {
            childWidth = containingBlockWidth
            childWidthMode = .fitContent
        }
        layoutNode(
            child, availableWidth: childWidth, availableHeight: childHeight, ownerDirection: direction,
            widthMode: childWidthMode, heightMode: childHeightMode,
            ownerWidth: containingBlockWidth, ownerHeight: containingBlockHeight,
            performLayout: false, depth: depth, pass: &pass)
        childWidth = child.layout.measuredDimensions.width + style.marginForAxis(.row, containingBlockWidth)
        childHeight = child.layout.measuredDimensions.height + style.marginForAxis(.column, containingBlockWidth)
    }

    layoutNode(
        child, availableWidth: childWidth, availableHeight: childHeight, ownerDirection: direction,
        widthMode: .stretchFit, heightMode: .stretchFit,
        ownerWidth: containingBlockWidth, ownerHeight: containingBlockHeight,
        performLayout: true, depth: depth, pass: &pass)

    positionAbsoluteChild(
        containingNode, node, child, direction, mainAxis, isMainAxis: true, containingBlockWidth, containingBlockHeight)
    positionAbsoluteChild(
        containingNode, node, child, direction, crossAxis, isMainAxis: false, containingBlockWidth, containingBlockHeight)
}

/// Places an absolute child on one axis: by its inline-start inset, else its inline-end inset, else
/// by the parent's justify-content (main axis) or align-items/align-self (cross axis).
private func positionAbsoluteChild(
    _ containingNode: FlexNode, _ parent: FlexNode, _ child: FlexNode, _ direction: Direction,
    _ axis: FlexDirection, isMainAxis: Bool, _ containingBlockWidth: Double, _ containingBlockHeight: Double
) {
    let style = child.styleRef
    let containingBlockSize = axis.isRow ? containingBlockWidth : containingBlockHeight
    let inlineStart = axis.inlineStartEdge(direction)
    let inlineEnd = axis.inlineEndEdge(direction)
    // Insets are given from inline edges; the algorithm positions from the flex-start edge.
    let startsFromOppositeEdge = inlineStart != axis.flexStartEdge

    if style.hasInset(inlineStart, direction) {
        let fromInlineStart = style.insetPoints(inlineStart, direction, containingBlockSize)
            + containingNode.styleRef.border(inlineStart, direction)
            + style.margin(inlineStart, direction, containingBlockSize)
        child.layout.position[axis.flexStartEdge] = startsFromOppositeEdge
            ? positionOfOppositeEdge(fromInlineStart, axis, containingNode, child) : fromInlineStart
    } else if style.hasInset(inlineEnd, direction) {
        let fromInlineStart = containingNode.layout.measured(axis.dimension) - child.layout.measured(axis.dimension)
            - containingNode.styleRef.border(inlineEnd, direction)
            - style.margin(inlineEnd, direction, containingBlockSize)
            - style.insetPoints(inlineEnd, direction, containingBlockSize)
        child.layout.position[axis.flexStartEdge] = startsFromOppositeEdge
            ? positionOfOppositeEdge(fromInlineStart, axis, containingNode, child) : fromInlineStart
    } else if isMainAxis {
        switch parent.styleRef.justifyContent {
        case .flexStart, .spaceBetween: placeAtFlexStart(parent, child, direction, axis, containingBlockWidth)
        case .flexEnd: placeAtFlexEnd(parent, child, direction, axis, containingBlockWidth)
        case .center, .spaceAround, .spaceEvenly: placeAtCenter(parent, child, direction, axis, containingBlockWidth)
        }
    } else {
        var alignment = resolveChildAlignment(parent, child)
        if parent.styleRef.flexWrap == .wrapReverse {
            if alignment == .flexEnd {
                alignment = .flexStart
            } else if alignment != .center {
                alignment = .flexEnd
            }
        }
        switch alignment {
        case .flexEnd: placeAtFlexEnd(parent, child, direction, axis, containingBlockWidth)
        case .center: placeAtCenter(parent, child, direction, axis, containingBlockWidth)
        default: placeAtFlexStart(parent, child, direction, axis, containingBlockWidth)
        }
    }
}

// Without insets, an absolute child sits in its parent's padding box as if it were its only item.

private func placeAtFlexStart(
    _ parent: FlexNode, _ child: FlexNode, _ direction: Direction, _ axis: FlexDirection, _ containingBlockWidth: Double
) {
    let edge = axis.flexStartEdge
    child.layout.position[edge] = child.styleRef.flexStartMargin(axis, direction, containingBlockWidth)
        + parent.layout.border[edge] + parent.layout.padding[edge]
}

private func placeAtFlexEnd(
    _ parent: FlexNode, _ child: FlexNode, _ direction: Direction, _ axis: FlexDirection, _ containingBlockWidth: Double
) {
    let endEdge = axis.flexEndEdge
    let fromEnd = parent.layout.border[endEdge] + parent.layout.padding[endEdge]
        + child.styleRef.flexEndMargin(axis, direction, containingBlockWidth)
    child.layout.position[axis.flexStartEdge] = positionOfOppositeEdge(fromEnd, axis, parent, child)
}

private func placeAtCenter(
    _ parent: FlexNode, _ child: FlexNode, _ direction: Direction, _ axis: FlexDirection, _ containingBlockWidth: Double
) {
    let startEdge = axis.flexStartEdge
    let endEdge = axis.flexEndEdge
    let contentBox = parent.layout.measured(axis.dimension)
        - parent.layout.border[startEdge] - parent.layout.border[endEdge]
        - parent.layout.padding[startEdge] - parent.layout.padding[endEdge]
    let childOuter = child.layout.measured(axis.dimension) + child.styleRef.marginForAxis(axis, containingBlockWidth)
    child.layout.position[startEdge] = (contentBox - childOuter) / 2
        + parent.layout.border[startEdge] + parent.layout.padding[startEdge]
        + child.styleRef.flexStartMargin(axis, direction, containingBlockWidth)
}
