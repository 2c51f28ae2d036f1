// CSS Flexbox 9.7: resolving flexible lengths.
//
// The spec loops until no item violates its min or max. Like Yoga, this does two passes: the first
// freezes the items whose min/max trigger and takes their sizes out of the free space; the second
// sizes every item, the frozen ones hitting their limits again. It handles the common cases and does
// a known, bounded amount of work.

extension ContainerLayout {
    mutating func resolveFlexibleLengths(_ line: inout FlexLine, _ pass: inout LayoutPass) {
        let originalFreeSpace = line.remainingFreeSpace
        freezeClampedItems(&line)
        let distributed = sizeFlexItems(&line, &pass)
        line.remainingFreeSpace = originalFreeSpace - distributed
    }

    /// The item's flex basis clamped by its min and max main size. Percentages of the limits resolve
    /// against the container's owner here, as when lines were collected; the flexed size below is
    /// clamped against the container's inner size. Chrome's layouts agree with this pairing (see the
    /// case percentage_flex_basis_main_min_width).
    private func clampedFlexBasis(_ child: FlexNode) -> Double {
        boundAxisWithinMinAndMax(
            child, direction, mainAxis, child.layout.computedFlexBasis, mainAxisOwnerSize, ownerWidth)
    }

    /// First pass: items whose share of the free space violates their min or max keep the clamped size;
    /// their size leaves the free space and their factor leaves the totals.
    private func freezeClampedItems(_ line: inout FlexLine) {
        var deltaFreeSpace: Double = 0
        line.items.forEachBorrowed { child in
            let basis = clampedFlexBasis(child)
            if line.remainingFreeSpace < 0 {
                let scaledShrink = -child.resolvedFlexShrink * basis
                if !scaledShrink.isNaN && scaledShrink != 0 {
                    let base = basis + line.remainingFreeSpace / line.totalFlexShrinkScaledFactors * scaledShrink
                    let bound = boundAxis(child, mainAxis, direction, base, availableInnerMainDim, availableInnerWidth)
                    if !base.isNaN && !bound.isNaN && base != bound {
                        deltaFreeSpace += bound - basis
                        line.totalFlexShrinkScaledFactors -= -child.resolvedFlexShrink * child.layout.computedFlexBasis
                    }
                }
            } else if !line.remainingFreeSpace.isNaN && line.remainingFreeSpace > 0 {
                let grow = child.resolvedFlexGrow
                if !grow.isNaN && grow != 0 {
                    let base = basis + line.remainingFreeSpace / line.totalFlexGrowFactors * grow
                    let bound = boundAxis(child, mainAxis, direction, base, availableInnerMainDim, availableInnerWidth)
                    if !base.isNaN && !bound.isNaN && base != bound {
                        deltaFreeSpace += bound - basis
                        line.totalFlexGrowFactors -= grow
                    }
                }
            }
        }
        line.remainingFreeSpace -= deltaFreeSpace
    }

    /// Second pass: gives each item its main size and lays it out (or measures it when a stretch
    /// layout on the cross axis will follow). Returns the space distributed.
    private mutating func sizeFlexItems(_ line: inout FlexLine, _ pass: inout LayoutPass) -> Double {
        var deltaFreeSpace: Double = 0
        line.items.forEachBorrowed { child in
            // Not `clampedFlexBasis(child)`: a non-mutating call from this mutating loop copied the whole
            // container (216 bytes) for every item.
            let basis = boundAxisWithinMinAndMax(
                child, direction, mainAxis, child.layout.computedFlexBasis, mainAxisOwnerSize, ownerWidth)
            var mainSize = basis
            if !line.remainingFreeSpace.isNaN && line.remainingFreeSpace < 0 {
                let scaledShrink = -child.resolvedFlexShrink * basis
                if scaledShrink != 0 {
                    let size: Double
                    if !line.totalFlexShrinkScaledFactors.isNaN && line.totalFlexShrinkScaledFactors == 0 {
                        size = basis + scaledShrink
                    } else {
                        size = basis + (line.remainingFreeSpace / line.totalFlexShrinkScaledFactors) * scaledShrink
                    }
                    mainSize = boundAxis(child, mainAxis, direction, size, availableInnerMainDim, availableInnerWidth)
                }
            } else if !line.remainingFreeSpace.isNaN && line.remainingFreeSpace > 0 {
                let grow = child.resolvedFlexGrow
                if !grow.isNaN && grow != 0 {
                    mainSize = boundAxis(
                        child, mainAxis, direction,
                        basis + line.remainingFreeSpace / line.totalFlexGrowFactors * grow,
                        availableInnerMainDim, availableInnerWidth)
                }
            }
            deltaFreeSpace += mainSize - basis
            layOutFlexedItem(child, mainSize: mainSize, &pass)
            node.layout.hadOverflow = node.layout.hadOverflow || child.layout.hadOverflow
        }
        return deltaFreeSpace
    }

    /// Lays out an item at its resolved main size, choosing how to constrain its cross size.
    private mutating func layOutFlexedItem(_ child: FlexNode, mainSize: Double, _ pass: inout LayoutPass) {
        let marginMain = child.styleRef.marginForAxis(mainAxis, availableInnerWidth)
        let marginCross = child.styleRef.marginForAxis(crossAxis, availableInnerWidth)
        var childMainSize = mainSize + marginMain
        var childMainMode = SizingMode.stretchFit
        var childCrossSize = Double.nan
        var childCrossMode = SizingMode.maxContent
        let crossDimension = crossAxis.dimension
        let hasDefiniteCross = child.hasDefiniteLength(crossDimension, availableInnerCrossDim)
        let stretches = resolveChildAlignment(node, child) == .stretch
            && !child.styleRef.flexStartMarginIsAuto(crossAxis, direction)
            && !child.styleRef.flexEndMarginIsAuto(crossAxis, direction)

        if let ratio = child.styleRef.aspectRatio {
            childCrossSize = (isMainAxisRow ? (childMainSize - marginMain) / ratio : (childMainSize - marginMain) * ratio)
                + marginCross
            childCrossMode = .stretchFit
        } else if !availableInnerCrossDim.isNaN && !hasDefiniteCross && sizingModeCross == .stretchFit
            && !(isWrap && mainAxisOverflows) && stretches
        {
            childCrossSize = availableInnerCrossDim
            childCrossMode = .stretchFit
        } else if !hasDefiniteCross {
            childCrossSize = availableInnerCrossDim
            childCrossMode = childCrossSize.isNaN ? .maxContent : .fitContent
        } else {
            childCrossSize = child.resolvedDimension(direction, crossDimension, availableInnerCrossDim, availableInnerWidth)
                + marginCross
            let isLoosePercentage: Bool
            if case .percent = child.processedDimension(crossDimension) {
                isLoosePercentage = sizingModeCross != .stretchFit
            } else {
                isLoosePercentage = false
            }
            childCrossMode = childCrossSize.isNaN || isLoosePercentage ? .maxContent : .stretchFit
        }

        constrainMaxSizeForMode(
            child, direction, mainAxis, availableInnerMainDim, availableInnerWidth, &childMainMode, &childMainSize)
        constrainMaxSizeForMode(
            child, direction, crossAxis, availableInnerCrossDim, availableInnerWidth, &childCrossMode, &childCrossSize)

        let requiresStretchLayout = !hasDefiniteCross && stretches
        let childWidth = isMainAxisRow ? childMainSize : childCrossSize
        let childHeight = isMainAxisRow ? childCrossSize : childMainSize
        let isLayoutPass = performLayout && !requiresStretchLayout
        layoutNode(
            child, availableWidth: childWidth, availableHeight: childHeight, ownerDirection: node.layout.direction,
            widthMode: isMainAxisRow ? childMainMode : childCrossMode,
            heightMode: isMainAxisRow ? childCrossMode : childMainMode,
            ownerWidth: availableInnerWidth, ownerHeight: availableInnerHeight,
            performLayout: isLayoutPass, depth: depth, pass: &pass)
    }
}
