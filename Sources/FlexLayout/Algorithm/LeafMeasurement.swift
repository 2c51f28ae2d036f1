import Geometry

// Sizing nodes without flex items: content-measured leaves, empty boxes, and boxes whose size is known.

/// A leaf sized by its measure function, given the space inside its padding and border.
func measureWithMeasureFunction(
    _ node: FlexNode, _ direction: Direction,
    _ availableWidth: Double, _ availableHeight: Double,
    _ widthMode: SizingMode, _ heightMode: SizingMode,
    _ ownerWidth: Double, _ ownerHeight: Double,
    _ pass: inout LayoutPass
) {
    guard let measure = node.measure else { return }
    let availableWidth = widthMode == .maxContent ? Double.nan : availableWidth
    let availableHeight = heightMode == .maxContent ? Double.nan : availableHeight
    let paddingAndBorderRow = node.layout.padding.horizontal + node.layout.border.horizontal
    let paddingAndBorderColumn = node.layout.padding.vertical + node.layout.border.vertical

    if widthMode == .stretchFit && heightMode == .stretchFit {
        // Both sizes are imposed: no need to measure the content.
        node.layout.measuredDimensions = Size(
            width: boundAxis(node, .row, direction, availableWidth, ownerWidth, ownerWidth),
            height: boundAxis(node, .column, direction, availableHeight, ownerHeight, ownerWidth))
        return
    }

    // Never ask a measure function about a negative size.
    let innerWidth = availableWidth.isNaN ? availableWidth : max(0, availableWidth - paddingAndBorderRow)
    let innerHeight = availableHeight.isNaN ? availableHeight : max(0, availableHeight - paddingAndBorderColumn)
    var measured = measure(innerWidth, widthMode, innerHeight, heightMode)
    pass.statistics.measureCallbacks += 1
    // A measure function that answers nonsense gets a zero size, not a broken layout.
    if !(measured.width >= 0) { measured.width = 0 }
    if !(measured.height >= 0) { measured.height = 0 }

    let width = widthMode == .stretchFit ? availableWidth : measured.width + paddingAndBorderRow
    let height = heightMode == .stretchFit ? availableHeight : measured.height + paddingAndBorderColumn
    node.layout.measuredDimensions = Size(
        width: boundAxis(node, .row, direction, width, ownerWidth, ownerWidth),
        height: boundAxis(node, .column, direction, height, ownerHeight, ownerWidth))
}

/// An empty box takes the imposed size, else just its padding and border.
func measureWithoutChildren(
    _ node: FlexNode, _ direction: Direction,
    _ availableWidth: Double, _ availableHeight: Double,
    _ widthMode: SizingMode, _ heightMode: SizingMode,
    _ ownerWidth: Double, _ ownerHeight: Double
) {
    let width = widthMode == .stretchFit ? availableWidth : node.layout.padding.horizontal + node.layout.border.horizontal
    let height = heightMode == .stretchFit ? availableHeight : node.layout.padding.vertical + node.layout.border.vertical
    node.layout.measuredDimensions = Size(
        width: boundAxis(node, .row, direction, width, ownerWidth, ownerWidth),
        height: boundAxis(node, .column, direction, height, ownerHeight, ownerWidth))
}

/// When both sizes are imposed (or at most zero), the size is known without measuring children.
/// Returns false when the size depends on the content.
func measureWithFixedSize(
    _ node: FlexNode, _ direction: Direction,
    _ availableWidth: Double, _ availableHeight: Double,
    _ widthMode: SizingMode, _ heightMode: SizingMode,
    _ ownerWidth: Double, _ ownerHeight: Double
) -> Bool {
    func isFixed(_ size: Double, _ mode: SizingMode) -> Bool {
        mode == .stretchFit || (!size.isNaN && mode == .fitContent && size <= 0)
    }
    guard isFixed(availableWidth, widthMode), isFixed(availableHeight, heightMode) else { return false }
    let width = availableWidth.isNaN || (widthMode == .fitContent && availableWidth < 0) ? 0 : availableWidth
    let height = availableHeight.isNaN || (heightMode == .fitContent && availableHeight < 0) ? 0 : availableHeight
    node.layout.measuredDimensions = Size(
        width: boundAxis(node, .row, direction, width, ownerWidth, ownerWidth),
        height: boundAxis(node, .column, direction, height, ownerHeight, ownerWidth))
    return true
}
