/// One flex line: the in-flow items it holds and the running totals of its layout.
struct FlexLine {
    /// The in-flow items of the line, in order: a view of the container's children (no copy, so a
    /// line costs no allocation).
    var items: LineItems
    /// The number of in-flow items.
    var itemCount = 0
    /// Sum of the items' clamped flex bases, margins and gaps.
    var sizeConsumed: Double = 0
    /// Index in the container's layout children just past the line.
    var endIndex = 0
    var numberOfAutoMargins = 0
    var totalFlexGrowFactors: Double = 0
    /// Sum of shrink factors scaled by flex basis, negated (CSS Flexbox 9.7 step 4c).
    var totalFlexShrinkScaledFactors: Double = 0
    var remainingFreeSpace: Double = 0
    /// The line's extent on the main axis once justified, padding and border included.
    var mainDim: Double = 0
    /// The line's cross size.
    var crossDim: Double = 0
}

extension ContainerLayout {
    /// CSS Flexbox 9.3 step 5: collects items into a line starting at `start` until the next item
    /// would overflow the main size (single-line containers take every item).
    func collectFlexLine(from start: Int, lineIndex: Int) -> FlexLine {
        var line = FlexLine(items: LineItems(children: children, range: start..<start))
        var sizeConsumedIncludingMinConstraint: Double = 0
        let gap = node.styleRef.gap(for: mainAxis, availableInnerMainDim)
        var index = start
        children.forEachBorrowedWhile(in: start..<children.count) { child in
            if child.styleRef.display == .none || child.styleRef.positionType == .absolute {
                index += 1
                return true
            }
            if child.styleRef.flexStartMarginIsAuto(mainAxis, ownerDirection) { line.numberOfAutoMargins += 1 }
            if child.styleRef.flexEndMarginIsAuto(mainAxis, ownerDirection) { line.numberOfAutoMargins += 1 }

            child.layout.lineIndex = lineIndex
            let marginMain = child.styleRef.marginForAxis(mainAxis, availableInnerWidth)
            let leadingGap = line.itemCount == 0 ? 0 : gap
            let clampedBasis = boundAxisWithinMinAndMax(
                child, direction, mainAxis, child.layout.computedFlexBasis, mainAxisOwnerSize, ownerWidth)
            let outerSize = clampedBasis + marginMain + leadingGap

            if isWrap && line.itemCount != 0 && sizeConsumedIncludingMinConstraint + outerSize > availableInnerMainDim {
                return false
            }
            sizeConsumedIncludingMinConstraint += outerSize
            line.sizeConsumed += outerSize
            if child.isFlexible {
                line.totalFlexGrowFactors += child.resolvedFlexGrow
                line.totalFlexShrinkScaledFactors += -child.resolvedFlexShrink * child.layout.computedFlexBasis
            }
            line.itemCount += 1
            index += 1
            return true
        }
        line.endIndex = index
        line.items = LineItems(children: children, range: start..<index)
        // Factors that sum to less than 1 distribute only part of the free space in CSS; Yoga floors
        // the totals at 1 to the same effect.
        if line.totalFlexGrowFactors > 0 && line.totalFlexGrowFactors < 1 { line.totalFlexGrowFactors = 1 }
        if line.totalFlexShrinkScaledFactors > 0 && line.totalFlexShrinkScaledFactors < 1 {
            line.totalFlexShrinkScaledFactors = 1
        }
        return line
    }

    /// Lays out each line in turn: collect, resolve flexible lengths, justify, align on the cross axis.
    mutating func layOutLines(_ pass: inout LayoutPass) {
        let crossAxisGap = node.styleRef.gap(for: crossAxis, availableInnerCrossDim)
        var start = 0
        lineCount = 0
        while start < children.count {
            var line = collectFlexLine(from: start, lineIndex: lineCount)
            start = line.endIndex
            // A measurement with an exact cross size needs no flexing to know the container's size.
            let canSkipFlex = !performLayout && sizingModeCross == .stretchFit

            determineFreeSpace(&line)
            if !canSkipFlex {
                resolveFlexibleLengths(&line, &pass)
            }
            node.layout.hadOverflow = node.layout.hadOverflow || line.remainingFreeSpace < 0

            justifyMainAxis(&line)
            alignItemsOnCrossAxis(&line, &pass)

            totalLineCrossDim += line.crossDim + (lineCount != 0 ? crossAxisGap : 0)
            maxLineMainDim = maxOrDefined(maxLineMainDim, line.mainDim)
            lineCount += 1
        }
    }

    /// CSS Flexbox 9.7 step 1 and 9.2: the free space of a line. A container sized by its content
    /// uses the space its items take (within its min and max), so there is nothing to distribute.
    mutating func determineFreeSpace(_ line: inout FlexLine) {
        var sizeBasedOnContent = false
        if sizingModeMain != .stretchFit {
            let style = node.styleRef
            let minInnerMain = isMainAxisRow
                ? style.resolvedMinDimension(direction, .width, ownerWidth, ownerWidth) - paddingAndBorderRow
                : style.resolvedMinDimension(direction, .height, ownerHeight, ownerWidth) - paddingAndBorderColumn
            let maxInnerMain = isMainAxisRow
                ? style.resolvedMaxDimension(direction, .width, ownerWidth, ownerWidth) - paddingAndBorderRow
                : style.resolvedMaxDimension(direction, .height, ownerHeight, ownerWidth) - paddingAndBorderColumn

            if !minInnerMain.isNaN && line.sizeConsumed < minInnerMain {
                availableInnerMainDim = minInnerMain
            } else if !maxInnerMain.isNaN && line.sizeConsumed > maxInnerMain {
                availableInnerMainDim = maxInnerMain
            } else {
                if line.totalFlexGrowFactors == 0 || node.resolvedFlexGrow == 0 {
                    // Nothing can grow, or the node itself cannot: the content's size is all it needs.
                    availableInnerMainDim = line.sizeConsumed
                }
                sizeBasedOnContent = true
            }
        }
        if !sizeBasedOnContent && !availableInnerMainDim.isNaN {
            line.remainingFreeSpace = availableInnerMainDim - line.sizeConsumed
        } else if line.sizeConsumed < 0 {
            // Negative margins make the content smaller than nothing: the node allocates 0.
            line.remainingFreeSpace = -line.sizeConsumed
        }
    }
}

/// The in-flow items among a range of children: `display: none` and absolutely positioned children
/// are skipped.
struct LineItems: Sequence {
    let children: [FlexNode]
    let range: Range<Int>

    struct Iterator: IteratorProtocol {
        let children: [FlexNode]
        var index: Int
        let end: Int

        @inline(__always)
        mutating func next() -> FlexNode? {
            while index < end {
                let child = children[index]
                index += 1
                if child.styleRef.display != .none && child.styleRef.positionType != .absolute { return child }
            }
            return nil
        }
    }

    @inline(__always)
    func makeIterator() -> Iterator {
        Iterator(children: children, index: range.lowerBound, end: range.upperBound)
    }

    /// Calls `body` with each in-flow item in order, borrowed (see `Array.forEachBorrowed`): the loops
    /// of layout use this rather than the iterator, which hands out each item retained.
    @inline(__always)
    func forEachBorrowed(_ body: (FlexNode) -> Void) {
        children.forEachBorrowed(in: range) { child in
            if child.styleRef.display != .none && child.styleRef.positionType != .absolute { body(child) }
        }
    }
}
