// Rounding to the pixel grid. Edges are rounded in absolute coordinates, and sizes derived from the
// rounded edges, so that adjacent boxes neither overlap nor leave gaps after rounding.

/// `value` rounded to the grid of `pointScaleFactor` pixels per point: to nearest, or up/down when
/// forced. Values within float noise of a grid line snap to it.
func roundValueToPixelGrid(_ value: Double, _ pointScaleFactor: Double, forceCeil: Bool, forceFloor: Bool) -> Double {
    roundToPixels(value, pointScaleFactor, forceCeil: forceCeil, forceFloor: forceFloor) / pointScaleFactor
}

/// `roundValueToPixelGrid` in pixels: a whole number (or NaN).
func roundToPixels(_ value: Double, _ pointScaleFactor: Double, forceCeil: Bool, forceFloor: Bool) -> Double {
    var scaled = value * pointScaleFactor
    // `fraction` is such that floor(scaled) == scaled - fraction, negative values included.
    let fraction = scaled - scaled.rounded(.down)
    if inexactEquals(fraction, 0) {
        scaled -= fraction
    } else if inexactEquals(fraction, 1) {
        scaled = scaled - fraction + 1
    } else if forceCeil {
        scaled = scaled - fraction + 1
    } else if forceFloor {
        scaled -= fraction
    } else {
        scaled = scaled - fraction + (!fraction.isNaN && (fraction > 0.5 || inexactEquals(fraction, 0.5)) ? 1 : 0)
    }
    if scaled.isNaN || pointScaleFactor.isNaN { return .nan }
    return scaled
}

/// Rounds the subtree's positions and sizes (only the node's own with `recursive: false`). A
/// content-measured node (text) is never rounded smaller than its content, which would truncate it.
func roundLayoutToPixelGrid(
    _ node: FlexNode, _ pointScaleFactor: Double, absoluteLeft: Double, absoluteTop: Double, recursive: Bool = true
) {
    let left = node.layout.position.left
    let top = node.layout.position.top
    let width = node.layout.dimensions.width
    let height = node.layout.dimensions.height
    let absoluteNodeLeft = absoluteLeft + left
    let absoluteNodeTop = absoluteTop + top

    if pointScaleFactor != 0 {
        let isText = node.measure != nil
        let fractionalWidth = !inexactEquals((width * pointScaleFactor).rounded(), width * pointScaleFactor)
        let fractionalHeight = !inexactEquals((height * pointScaleFactor).rounded(), height * pointScaleFactor)
        node.layout.position.left = roundValueToPixelGrid(left, pointScaleFactor, forceCeil: false, forceFloor: isText)
        node.layout.position.top = roundValueToPixelGrid(top, pointScaleFactor, forceCeil: false, forceFloor: isText)
        // A size is its whole pixels divided once by the scale, not a difference of two divided edges: the
        // same number of pixels gives the same size wherever the box sits (27.333333333333332 for 82 pixels
        // at 3x, never 27.333333333333485), so equal boxes have equal frames, and a view's content compares
        // equal to what it drew at another position.
        node.layout.dimensions.width =
            (roundToPixels(
                absoluteNodeLeft + width, pointScaleFactor,
                forceCeil: isText && fractionalWidth, forceFloor: isText && !fractionalWidth)
            - roundToPixels(absoluteNodeLeft, pointScaleFactor, forceCeil: false, forceFloor: isText)) / pointScaleFactor
        node.layout.dimensions.height =
            (roundToPixels(
                absoluteNodeTop + height, pointScaleFactor,
                forceCeil: isText && fractionalHeight, forceFloor: isText && !fractionalHeight)
            - roundToPixels(absoluteNodeTop, pointScaleFactor, forceCeil: false, forceFloor: isText)) / pointScaleFactor
    }
    guard recursive else { return }
    node.children.forEachBorrowed { child in
        roundLayoutToPixelGrid(child, pointScaleFactor, absoluteLeft: absoluteNodeLeft, absoluteTop: absoluteNodeTop)
    }
}
