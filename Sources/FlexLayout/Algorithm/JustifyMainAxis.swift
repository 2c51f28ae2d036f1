// CSS Flexbox 9.5: main-axis alignment (auto margins, then justify-content), which also gives the
// line's main and cross extents.

extension ContainerLayout {
    mutating func justifyMainAxis(_ line: inout FlexLine) {
        let style = node.styleRef
        let leadingPaddingAndBorderMain = style.flexStartPaddingAndBorder(mainAxis, direction, ownerWidth)
        let trailingPaddingAndBorderMain = style.flexEndPaddingAndBorder(mainAxis, direction, ownerWidth)
        let gap = style.gap(for: mainAxis, availableInnerMainDim)

        // A container sized "at most" by its content has no free space to distribute, unless its min
        // size leaves some.
        if sizingModeMain == .fitContent && line.remainingFreeSpace > 0 {
            let minMain = style.resolvedMinDimension(direction, mainAxis.dimension, mainAxisOwnerSize, ownerWidth)
            if style.minDimension(mainAxis.dimension).isDefined && !minMain.isNaN {
                let minAvailableMainDim = minMain - leadingPaddingAndBorderMain - trailingPaddingAndBorderMain
                let occupied = availableInnerMainDim - line.remainingFreeSpace
                line.remainingFreeSpace = maxOrDefined(0, minAvailableMainDim - occupied)
            } else {
                line.remainingFreeSpace = 0
            }
        }

        var leadingMainDim: Double = 0
        var betweenMainDim = gap
        let justify = line.remainingFreeSpace >= 0 ? style.justifyContent : fallbackAlignment(style.justifyContent)
        let itemCount = Double(line.itemCount)
        if line.numberOfAutoMargins == 0 {
            switch justify {
            case .center: leadingMainDim = line.remainingFreeSpace / 2
            case .flexEnd: leadingMainDim = line.remainingFreeSpace
            case .spaceBetween:
                if line.itemCount > 1 { betweenMainDim += line.remainingFreeSpace / (itemCount - 1) }
            case .spaceEvenly:
                leadingMainDim = line.remainingFreeSpace / (itemCount + 1)
                betweenMainDim += leadingMainDim
            case .spaceAround:
                leadingMainDim = 0.5 * line.remainingFreeSpace / itemCount
                betweenMainDim += leadingMainDim * 2
            case .flexStart: break
            }
        }

        line.mainDim = leadingPaddingAndBorderMain + leadingMainDim
        line.crossDim = 0
        var maxAscent: Double = 0
        var maxDescent: Double = 0
        let autoMarginShare = line.remainingFreeSpace > 0 && line.numberOfAutoMargins > 0
            ? line.remainingFreeSpace / Double(line.numberOfAutoMargins) : 0
        let canSkipFlex = !performLayout && sizingModeCross == .stretchFit
        let startEdge = mainAxis.flexStartEdge

        var index = 0
        line.items.forEachBorrowed { child in
            defer { index += 1 }
            if child.styleRef.flexStartMarginIsAuto(mainAxis, direction) { line.mainDim += autoMarginShare }
            if performLayout {
                child.layout.position[startEdge] += line.mainDim
            }
            if index != line.itemCount - 1 { line.mainDim += betweenMainDim }
            if child.styleRef.flexEndMarginIsAuto(mainAxis, direction) { line.mainDim += autoMarginShare }

            if canSkipFlex {
                // Without flexing, measured sizes are stale; the flex basis stands in for them.
                line.mainDim += child.styleRef.marginForAxis(mainAxis, availableInnerWidth) + child.layout.computedFlexBasis
                line.crossDim = availableInnerCrossDim
            } else {
                line.mainDim += child.dimensionWithMargin(mainAxis, availableInnerWidth)
                if isBaselineLayout {
                    // Baseline-aligned lines are as tall as the deepest ascent plus the deepest descent.
                    let ascent = calculateBaseline(child) + child.styleRef.flexStartMargin(.column, direction, availableInnerWidth)
                    let descent = child.layout.measuredDimensions.height
                        + child.styleRef.marginForAxis(.column, availableInnerWidth) - ascent
                    maxAscent = maxOrDefined(maxAscent, ascent)
                    maxDescent = maxOrDefined(maxDescent, descent)
                } else {
                    line.crossDim = maxOrDefined(line.crossDim, child.dimensionWithMargin(crossAxis, availableInnerWidth))
                }
            }
        }
        line.mainDim += trailingPaddingAndBorderMain
        if isBaselineLayout {
            line.crossDim = maxAscent + maxDescent
        }
    }
}
