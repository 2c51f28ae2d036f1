// CSS Flexbox 9.4 steps 8–11 and 9.6 steps 13–14: the line's cross size, stretched items, auto
// margins and align-self within the line.

extension ContainerLayout {
    mutating func alignItemsOnCrossAxis(_ line: inout FlexLine, _ pass: inout LayoutPass) {
        var containerCrossAxis = availableInnerCrossDim
        if sizingModeCross == .maxContent || sizingModeCross == .fitContent {
            // The container's cross size comes from its items.
            containerCrossAxis = boundAxis(
                node, crossAxis, direction, line.crossDim + paddingAndBorderCross, crossAxisOwnerSize, ownerWidth)
                - paddingAndBorderCross
        }
        // A single-line container's line is as large as the container.
        if !isWrap && sizingModeCross == .stretchFit {
            line.crossDim = availableInnerCrossDim
        }
        // 9.4 step 15 note: a single line's cross size is clamped by the container's min and max.
        if !isWrap {
            line.crossDim = boundAxis(
                node, crossAxis, direction, line.crossDim + paddingAndBorderCross, crossAxisOwnerSize, ownerWidth)
                - paddingAndBorderCross
        }
        guard performLayout else { return }

        let startEdge = crossAxis.flexStartEdge
        line.items.forEachBorrowed { child in
            var leadingCrossDim = leadingPaddingAndBorderCross
            let alignment = resolveChildAlignment(node, child)
            let startAuto = child.styleRef.flexStartMarginIsAuto(crossAxis, direction)
            let endAuto = child.styleRef.flexEndMarginIsAuto(crossAxis, direction)

            if alignment == .stretch && !startAuto && !endAuto {
                if !child.hasDefiniteLength(crossAxis.dimension, availableInnerCrossDim) {
                    stretch(child, to: line.crossDim, &pass)
                }
            } else {
                let remainingCrossDim = containerCrossAxis - child.dimensionWithMargin(crossAxis, availableInnerWidth)
                if startAuto && endAuto {
                    leadingCrossDim += maxOrDefined(0, remainingCrossDim / 2)
                } else if endAuto {
                    // Already at the start.
                } else if startAuto {
                    leadingCrossDim += maxOrDefined(0, remainingCrossDim)
                } else if alignment == .flexStart {
                    // Already at the start.
                } else if alignment == .center {
                    leadingCrossDim += remainingCrossDim / 2
                } else {
                    leadingCrossDim += remainingCrossDim
                }
            }
            child.layout.position[startEdge] += totalLineCrossDim + leadingCrossDim
        }
    }

    /// Lays a stretched item out again with the line's cross size as its exact cross size.
    private func stretch(_ child: FlexNode, to lineCrossDim: Double, _ pass: inout LayoutPass) {
        var childMainSize = child.layout.measured(mainAxis.dimension)
        var childCrossSize: Double
        if let ratio = child.styleRef.aspectRatio {
            childCrossSize = child.styleRef.marginForAxis(crossAxis, availableInnerWidth)
                + (isMainAxisRow ? childMainSize / ratio : childMainSize * ratio)
        } else {
            childCrossSize = lineCrossDim
        }
        childMainSize += child.styleRef.marginForAxis(mainAxis, availableInnerWidth)

        var childMainMode = SizingMode.stretchFit
        var childCrossMode = SizingMode.stretchFit
        constrainMaxSizeForMode(
            child, direction, mainAxis, availableInnerMainDim, availableInnerWidth, &childMainMode, &childMainSize)
        constrainMaxSizeForMode(
            child, direction, crossAxis, availableInnerCrossDim, availableInnerWidth, &childCrossMode, &childCrossSize)

        let childWidth = isMainAxisRow ? childMainSize : childCrossSize
        let childHeight = isMainAxisRow ? childCrossSize : childMainSize
        // In a multi-line container that does not stretch its lines, the line may still shrink to
        // its content: measure the cross size rather than impose it.
        let crossAxisDoesNotGrow = node.styleRef.alignContent != .stretch && isWrap
        let widthMode: SizingMode = childWidth.isNaN || (!isMainAxisRow && crossAxisDoesNotGrow) ? .maxContent : .stretchFit
        let heightMode: SizingMode = childHeight.isNaN || (isMainAxisRow && crossAxisDoesNotGrow) ? .maxContent : .stretchFit

        layoutNode(
            child, availableWidth: childWidth, availableHeight: childHeight, ownerDirection: direction,
            widthMode: widthMode, heightMode: heightMode,
            ownerWidth: availableInnerWidth, ownerHeight: availableInnerHeight,
            performLayout: true, depth: depth, pass: &pass)
    }
}
