// CSS Flexbox 9.4 step 15 and 9.6 step 16: distributing lines on the cross axis (align-content),
// stretching items to their line, and aligning baselines.

extension ContainerLayout {
    mutating func alignLines(_ pass: inout LayoutPass) {
        let crossDimension = crossAxis.dimension
        let unclampedCrossDim: Double
        if sizingModeCross == .stretchFit {
            unclampedCrossDim = availableInnerCrossDim + paddingAndBorderCross
        } else if node.hasDefiniteLength(crossDimension, crossAxisOwnerSize) {
            unclampedCrossDim = node.resolvedDimension(direction, crossDimension, crossAxisOwnerSize, ownerWidth)
        } else {
            unclampedCrossDim = totalLineCrossDim + paddingAndBorderCross
        }
        let innerCrossDim = boundAxis(node, crossAxis, direction, unclampedCrossDim, crossAxisOwnerSize, ownerWidth)
            - paddingAndBorderCross
        let remaining = innerCrossDim - totalLineCrossDim
        let alignContent = remaining >= 0 ? node.styleRef.alignContent : fallbackAlignment(node.styleRef.alignContent)

        var currentLead = leadingPaddingAndBorderCross
        var leadPerLine: Double = 0
        var extraSpacePerLine: Double = 0
        let lines = Double(lineCount)
        switch alignContent {
        case .flexEnd: currentLead += remaining
        case .center: currentLead += remaining / 2
        case .stretch: extraSpacePerLine = remaining / lines
        case .spaceAround:
            currentLead += remaining / (2 * lines)
            leadPerLine = remaining / lines
        case .spaceEvenly:
            currentLead += remaining / (lines + 1)
            leadPerLine = remaining / (lines + 1)
        case .spaceBetween:
            if lineCount > 1 { leadPerLine = remaining / (lines - 1) }
        case .auto, .flexStart, .baseline: break
        }

        let crossAxisGap = node.styleRef.gap(for: crossAxis, availableInnerCrossDim)
        var endIndex = 0
        for lineIndex in 0..<lineCount {
            let startIndex = endIndex
            var index = startIndex
            var lineHeight: Double = 0
            var maxAscent: Double = 0
            var maxDescent: Double = 0
            // The line's extent and its deepest ascent and descent.
            while index < children.count {
                let child = children[index]
                if child.styleRef.display == .none || child.styleRef.positionType == .absolute {
                    index += 1
                    continue
                }
                if child.layout.lineIndex != lineIndex { break }
                if child.isLayoutDimensionDefined(crossAxis) {
                    lineHeight = maxOrDefined(
                        lineHeight,
                        child.layout.measured(crossDimension) + child.styleRef.marginForAxis(crossAxis, availableInnerWidth))
                }
                if resolveChildAlignment(node, child) == .baseline {
                    let ascent = calculateBaseline(child) + child.styleRef.flexStartMargin(.column, direction, availableInnerWidth)
                    let descent = child.layout.measuredDimensions.height
                        + child.styleRef.marginForAxis(.column, availableInnerWidth) - ascent
                    maxAscent = maxOrDefined(maxAscent, ascent)
                    maxDescent = maxOrDefined(maxDescent, descent)
                    lineHeight = maxOrDefined(lineHeight, maxAscent + maxDescent)
                }
                index += 1
            }
            endIndex = index
            currentLead += lineIndex != 0 ? crossAxisGap : 0
            lineHeight += extraSpacePerLine

            for child in children[startIndex..<endIndex]
            where child.styleRef.display != .none && child.styleRef.positionType != .absolute {
                placeInLine(child, currentLead: currentLead, lineHeight: lineHeight, leadPerLine: leadPerLine,
                            maxAscent: maxAscent, &pass)
            }
            currentLead += leadPerLine + lineHeight
        }
    }

    /// Positions an item within its line on the cross axis, stretching it to the line if it stretches.
    private func placeInLine(
        _ child: FlexNode, currentLead: Double, lineHeight: Double, leadPerLine: Double, maxAscent: Double,
        _ pass: inout LayoutPass
    ) {
        let startEdge = crossAxis.flexStartEdge
        let crossDimension = crossAxis.dimension
        switch resolveChildAlignment(node, child) {
        case .flexStart:
            child.layout.position[startEdge] =
                currentLead + child.styleRef.insetPoints(startEdge, direction, availableInnerWidth)
        case .flexEnd:
            child.layout.position[startEdge] = currentLead + lineHeight
                - child.styleRef.flexEndMargin(crossAxis, direction, availableInnerWidth)
                - child.layout.measured(crossDimension)
        case .center:
            child.layout.position[startEdge] = currentLead + (lineHeight - child.layout.measured(crossDimension)) / 2
        case .stretch:
            child.layout.position[startEdge] =
                currentLead + child.styleRef.flexStartMargin(crossAxis, direction, availableInnerWidth)
            // Measured against the container so far: lay it out again at the line's size.
            if !child.hasDefiniteLength(crossDimension, availableInnerCrossDim) {
                let childWidth = isMainAxisRow
                    ? child.layout.measuredDimensions.width + child.styleRef.marginForAxis(mainAxis, availableInnerWidth)
                    : leadPerLine + lineHeight
                let childHeight = !isMainAxisRow
                    ? child.layout.measuredDimensions.height + child.styleRef.marginForAxis(crossAxis, availableInnerWidth)
                    : leadPerLine + lineHeight
                if !(inexactEquals(childWidth, child.layout.measuredDimensions.width)
                    && inexactEquals(childHeight, child.layout.measuredDimensions.height))
                {
                    layoutNode(
                        child, availableWidth: childWidth, availableHeight: childHeight, ownerDirection: direction,
                        widthMode: .stretchFit, heightMode: .stretchFit,
                        ownerWidth: availableInnerWidth, ownerHeight: availableInnerHeight,
                        performLayout: true, depth: depth, pass: &pass)
                }
            }
        case .baseline:
            child.layout.position.top = currentLead + maxAscent - calculateBaseline(child)
                + child.styleRef.insetPoints(FlexDirection.column.flexStartEdge, direction, availableInnerCrossDim)
        case .auto, .spaceBetween, .spaceAround, .spaceEvenly:
            break
        }
    }
}
