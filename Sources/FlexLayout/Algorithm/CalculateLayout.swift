import Geometry

extension FlexNode {
    /// Lays out the tree rooted here in the given space and stores each node's frame.
    ///
    /// - Parameters:
    ///   - width: the owner's width; NaN (the default) lets the root size to its content unless its
    ///     style sets a width or a max width. Likewise for `height`.
    ///   - direction: the writing direction the root inherits.
    ///   - pointScaleFactor: pixels per point for rounding frames; 0 disables rounding.
    /// - Returns: what the pass did. Laying out an unchanged tree again in the same space does no work.
    /// - Complexity: O(n) node visits for a fresh tree in the common cases (the measure cache bounds
    ///   re-measurement); only dirty subtrees and subtrees whose constraints changed are visited again.
    @discardableResult
    public func calculateLayout(
        width ownerWidth: Double = .nan, height ownerHeight: Double = .nan,
        direction ownerDirection: Direction = .ltr, pointScaleFactor: Double = 1
    ) -> LayoutStatistics {
        var pass = LayoutPass(pointScaleFactor: pointScaleFactor)
        let direction = resolveDirection(ownerDirection)

        let (width, widthMode) = rootConstraint(.width, direction, ownerWidth, ownerWidth)
        let (height, heightMode) = rootConstraint(.height, direction, ownerHeight, ownerWidth)

        let visited = layoutNode(
            self, availableWidth: width, availableHeight: height, ownerDirection: ownerDirection,
            widthMode: widthMode, heightMode: heightMode, ownerWidth: ownerWidth, ownerHeight: ownerHeight,
            performLayout: true, depth: 0, pass: &pass)
        if visited {
            setInitialPosition(layout.direction, ownerWidth, ownerHeight)
            roundLayoutToPixelGrid(self, pointScaleFactor, absoluteLeft: 0, absoluteTop: 0)
        } else if let last = lastRootRounding, last.answers(layout.measuredDimensions, pointScaleFactor) {
            // Answered from the root's cache, at the size this root last had rounded: its frame is
            // the one that rounding gave, as unchanged as the subtree's (and costs nothing to restore).
            layout.dimensions = last.rounded
        } else {
            // Answered from the root's cache: the subtree kept its rounded frames, but the root's size
            // was reset to its unrounded measured size, so round that again (and nothing else).
            roundLayoutToPixelGrid(self, pointScaleFactor, absoluteLeft: 0, absoluteTop: 0, recursive: false)
        }
        lastRootRounding = RootRounding(
            measured: layout.measuredDimensions, pointScaleFactor: pointScaleFactor, rounded: layout.dimensions)
        return pass.statistics
    }

    /// The root's own size if definite, else at most its max size, else the owner's size.
    private func rootConstraint(
        _ dimension: Dimension, _ direction: Direction, _ ownerSize: Double, _ ownerWidth: Double
    ) -> (Double, SizingMode) {
        let axis: FlexDirection = dimension == .width ? .row : .column
        if hasDefiniteLength(dimension, ownerSize) {
            return (resolvedDimension(direction, dimension, ownerSize, ownerWidth) + styleRef.marginForAxis(axis, ownerWidth),
                    .stretchFit)
        }
        let maxSize = styleRef.resolvedMaxDimension(direction, dimension, ownerSize, ownerWidth)
        if !maxSize.isNaN {
            return (maxSize, .fitContent)
        }
        return (ownerSize, ownerSize.isNaN ? .maxContent : .stretchFit)
    }
}

/// A root's size before and after its last rounding, so that a re-layout answered from the root's
/// cache restores the rounded size instead of rounding the measured size again.
struct RootRounding {
    var measured: Size
    var pointScaleFactor: Double
    var rounded: Size

    @inline(__always)
    func answers(_ measured: Size, _ pointScaleFactor: Double) -> Bool {
        self.measured.width == measured.width && self.measured.height == measured.height
            && self.pointScaleFactor == pointScaleFactor
    }
}
