import Geometry

// CSS Flexbox 9.4 step 8 and 9.2 step 4: the container's used size, then the final positions of
// items in reversed directions.

extension ContainerLayout {
    /// The container's measured size: the imposed size, or for content-sized axes the lines' extent,
    /// clamped by min and max and never below padding and border.
    func determineContainerSize() {
        let style = node.styleRef
        node.layout.measuredDimensions = Size(
            width: boundAxis(node, .row, direction, availableWidth, ownerWidth, ownerWidth),
            height: boundAxis(node, .column, direction, availableHeight, ownerHeight, ownerWidth))

        if sizingModeMain == .maxContent || (style.overflow != .scroll && sizingModeMain == .fitContent) {
            node.layout.setMeasured(
                boundAxis(node, mainAxis, direction, maxLineMainDim, mainAxisOwnerSize, ownerWidth), mainAxis.dimension)
        } else if sizingModeMain == .fitContent && style.overflow == .scroll {
            // A scroll container takes its content's size, but no more than offered.
            let content = boundAxisWithinMinAndMax(node, direction, mainAxis, maxLineMainDim, mainAxisOwnerSize, ownerWidth)
            node.layout.setMeasured(
                maxOrDefined(minOrDefined(availableInnerMainDim + paddingAndBorderMain, content), paddingAndBorderMain),
                mainAxis.dimension)
        }

        if sizingModeCross == .maxContent || (style.overflow != .scroll && sizingModeCross == .fitContent) {
            node.layout.setMeasured(
                boundAxis(node, crossAxis, direction, totalLineCrossDim + paddingAndBorderCross, crossAxisOwnerSize, ownerWidth),
                crossAxis.dimension)
        } else if sizingModeCross == .fitContent && style.overflow == .scroll {
            let content = boundAxisWithinMinAndMax(
                node, direction, crossAxis, totalLineCrossDim + paddingAndBorderCross, crossAxisOwnerSize, ownerWidth)
            node.layout.setMeasured(
                maxOrDefined(minOrDefined(availableInnerCrossDim + paddingAndBorderCross, content), paddingAndBorderCross),
                crossAxis.dimension)
        }
    }

    /// Lines were stacked from the cross start; wrap-reverse stacks them from the cross end.
    func reverseWrappedLines() {
        guard node.styleRef.flexWrap == .wrapReverse else { return }
        let startEdge = crossAxis.flexStartEdge
        let containerCross = node.layout.measured(crossAxis.dimension)
        for child in children where child.styleRef.positionType != .absolute {
            child.layout.position[startEdge] =
                containerCross - child.layout.position[startEdge] - child.layout.measured(crossAxis.dimension)
        }
    }

    /// Positions were computed from the flex-start edge; on reversed axes that is the right or bottom
    /// edge, so the left or top offset is derived from it.
    func setTrailingPositions() {
        let needsMain = mainAxis.isReverse
        let needsCross = crossAxis.isReverse
        guard needsMain || needsCross else { return }
        for child in children where child.styleRef.display != .none && child.styleRef.positionType != .absolute {
            if needsMain { setChildTrailingPosition(node, child, mainAxis) }
            if needsCross { setChildTrailingPosition(node, child, crossAxis) }
        }
    }
}

/// The offset from the opposite edge of `containingNode` for a box at `position` from one edge.
@inline(__always)
func positionOfOppositeEdge(_ position: Double, _ axis: FlexDirection, _ containingNode: FlexNode, _ node: FlexNode) -> Double {
    containingNode.layout.measured(axis.dimension) - node.layout.measured(axis.dimension) - position
}

func setChildTrailingPosition(_ node: FlexNode, _ child: FlexNode, _ axis: FlexDirection) {
    child.layout.position[axis.flexEndEdge] =
        positionOfOppositeEdge(child.layout.position[axis.flexStartEdge], axis, node, child)
}
