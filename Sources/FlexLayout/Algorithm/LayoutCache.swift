import Geometry

// The measure cache. A node is asked for its size many times in one pass (flex basis, flexing,
// stretching) and across passes; answers are kept per node, keyed by the constraints.

/// Lays out or measures `node` unless an answer for these constraints is cached.
/// Returns true when the node was visited (its results changed or may have).
///
/// - Parameters:
///   - availableWidth: the width the owner offers, margins included; NaN iff `widthMode` is `.maxContent`.
///   - performLayout: false to compute only the size, true to also position the subtree.
@discardableResult
func layoutNode(
    _ node: FlexNode,
    availableWidth: Double, availableHeight: Double,
    ownerDirection: Direction,
    widthMode: SizingMode, heightMode: SizingMode,
    ownerWidth: Double, ownerHeight: Double,
    performLayout: Bool,
    depth: Int,
    pass: inout LayoutPass
) -> Bool {
    let depth = depth + 1
    let needToVisitNode = (node.isDirty && node.layout.generationCount != pass.generation)
        || node.layout.lastOwnerDirection != ownerDirection

    if needToVisitNode {
        node.layout.nextCachedMeasurementsIndex = 0
        node.layout.cachedLayout = CachedMeasurement()
    }

    var cached: CachedMeasurement?
    if node.measure != nil {
        // Measure functions are the most expensive to call, so their answers are reused whenever the
        // new constraints provably give the same size.
        let marginRow = node.styleRef.marginForAxis(.row, ownerWidth)
        let marginColumn = node.styleRef.marginForAxis(.column, ownerWidth)
        if canUseCachedMeasurement(
            widthMode, availableWidth, heightMode, availableHeight, node.layout.cachedLayout,
            marginRow, marginColumn, pass.pointScaleFactor)
        {
            cached = node.layout.cachedLayout
        } else {
            for index in 0..<node.layout.nextCachedMeasurementsIndex {
                let entry = node.layout.cachedMeasurements[index]
                if canUseCachedMeasurement(
                    widthMode, availableWidth, heightMode, availableHeight, entry,
                    marginRow, marginColumn, pass.pointScaleFactor)
                {
                    cached = entry
                    break
                }
            }
        }
    } else if performLayout {
        let entry = node.layout.cachedLayout
        if entry.matches(availableWidth, availableHeight, widthMode, heightMode) { cached = entry }
    } else {
        for index in 0..<node.layout.nextCachedMeasurementsIndex {
            let entry = node.layout.cachedMeasurements[index]
            if entry.matches(availableWidth, availableHeight, widthMode, heightMode) {
                cached = entry
                break
            }
        }
    }

    if !needToVisitNode, let cached {
        node.layout.measuredDimensions = Size(width: cached.computedWidth, height: cached.computedHeight)
        if performLayout { pass.statistics.cachedLayouts += 1 } else { pass.statistics.cachedMeasures += 1 }
    } else {
        layoutNodeImpl(
            node, availableWidth: availableWidth, availableHeight: availableHeight,
            ownerDirection: ownerDirection, widthMode: widthMode, heightMode: heightMode,
            ownerWidth: ownerWidth, ownerHeight: ownerHeight,
            performLayout: performLayout, depth: depth, pass: &pass)
        node.layout.lastOwnerDirection = ownerDirection

        if cached == nil {
            let entry = CachedMeasurement(
                availableWidth: availableWidth, availableHeight: availableHeight,
                widthMode: widthMode, heightMode: heightMode,
                computedWidth: node.layout.measuredDimensions.width,
                computedHeight: node.layout.measuredDimensions.height)
            if performLayout {
                node.layout.cachedLayout = entry
            } else {
                if node.layout.nextCachedMeasurementsIndex == LayoutResults.maxCachedMeasurements {
                    node.layout.nextCachedMeasurementsIndex = 0
                }
                node.layout.cachedMeasurements[node.layout.nextCachedMeasurementsIndex] = entry
                node.layout.nextCachedMeasurementsIndex += 1
            }
        }
    }

    if performLayout {
        node.layout.dimensions = node.layout.measuredDimensions
        node.isDirty = false
    }
    node.layout.generationCount = pass.generation
    return needToVisitNode || cached == nil
}

extension CachedMeasurement {
    @inline(__always)
    func matches(_ width: Double, _ height: Double, _ widthMode: SizingMode, _ heightMode: SizingMode) -> Bool {
        inexactEquals(availableWidth, width) && inexactEquals(availableHeight, height)
            && self.widthMode == widthMode && self.heightMode == heightMode
    }
}

/// Whether a measurement made under `last` constraints answers the new ones: the same constraints
/// (compared on the pixel grid), an exact size equal to what was measured, a max-content result that
/// fits the new at-most size, or a stricter at-most size that the old result still fits.
func canUseCachedMeasurement(
    _ widthMode: SizingMode, _ availableWidth: Double,
    _ heightMode: SizingMode, _ availableHeight: Double,
    _ last: CachedMeasurement,
    _ marginRow: Double, _ marginColumn: Double,
    _ pointScaleFactor: Double
) -> Bool {
    if (!last.computedHeight.isNaN && last.computedHeight < 0) || (!last.computedWidth.isNaN && last.computedWidth < 0) {
        return false
    }
    let useRounded = pointScaleFactor != 0
    func grid(_ value: Double) -> Double {
        useRounded ? roundValueToPixelGrid(value, pointScaleFactor, forceCeil: false, forceFloor: false) : value
    }
    let sameWidth = last.widthMode == widthMode && inexactEquals(grid(last.availableWidth), grid(availableWidth))
    let sameHeight = last.heightMode == heightMode && inexactEquals(grid(last.availableHeight), grid(availableHeight))

    let widthCompatible = sameWidth
        || sizeIsExactAndMatchesOldMeasuredSize(widthMode, availableWidth - marginRow, last.computedWidth)
        || oldSizeIsMaxContentAndStillFits(widthMode, availableWidth - marginRow, last.widthMode, last.computedWidth)
        || newSizeIsStricterAndStillValid(
            widthMode, availableWidth - marginRow, last.widthMode, last.availableWidth, last.computedWidth)
    let heightCompatible = sameHeight
        || sizeIsExactAndMatchesOldMeasuredSize(heightMode, availableHeight - marginColumn, last.computedHeight)
        || oldSizeIsMaxContentAndStillFits(heightMode, availableHeight - marginColumn, last.heightMode, last.computedHeight)
        || newSizeIsStricterAndStillValid(
            heightMode, availableHeight - marginColumn, last.heightMode, last.availableHeight, last.computedHeight)
    return widthCompatible && heightCompatible
}

private func sizeIsExactAndMatchesOldMeasuredSize(_ mode: SizingMode, _ size: Double, _ lastComputed: Double) -> Bool {
    mode == .stretchFit && inexactEquals(size, lastComputed)
}

private func oldSizeIsMaxContentAndStillFits(
    _ mode: SizingMode, _ size: Double, _ lastMode: SizingMode, _ lastComputed: Double
) -> Bool {
    mode == .fitContent && lastMode == .maxContent && (size >= lastComputed || inexactEquals(size, lastComputed))
}

private func newSizeIsStricterAndStillValid(
    _ mode: SizingMode, _ size: Double, _ lastMode: SizingMode, _ lastSize: Double, _ lastComputed: Double
) -> Bool {
    lastMode == .fitContent && mode == .fitContent && !lastSize.isNaN && !size.isNaN && !lastComputed.isNaN
        && lastSize > size && (lastComputed <= size || inexactEquals(size, lastComputed))
}
