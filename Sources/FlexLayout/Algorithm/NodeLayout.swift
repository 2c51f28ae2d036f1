/// Lays out or measures one node (no cache check; see `layoutNode`). Sets the node's direction,
/// resolved margins, borders and paddings and its measured size; with `performLayout`, also the
/// positions of its children, recursively.
///
/// When an available size is NaN its mode must be `.maxContent`.
func layoutNodeImpl(
    _ node: FlexNode,
    availableWidth: Double, availableHeight: Double,
    ownerDirection: Direction,
    widthMode: SizingMode, heightMode: SizingMode,
    ownerWidth: Double, ownerHeight: Double,
    performLayout: Bool,
    depth: Int,
    pass: inout LayoutPass
) {
    assert(!availableWidth.isNaN || widthMode == .maxContent, "an undefined width must be measured as max-content")
    assert(!availableHeight.isNaN || heightMode == .maxContent, "an undefined height must be measured as max-content")
    if performLayout { pass.statistics.layouts += 1 } else { pass.statistics.measures += 1 }

    let direction = node.resolveDirection(ownerDirection)
    node.layout.direction = direction
    resolveBoxEdges(node, direction, ownerWidth)

    let marginAxisRow = node.layout.margin.horizontal
    let marginAxisColumn = node.layout.margin.vertical
    let width = availableWidth - marginAxisRow
    let height = availableHeight - marginAxisColumn

    if node.measure != nil {
        measureWithMeasureFunction(node, direction, width, height, widthMode, heightMode, ownerWidth, ownerHeight, &pass)
        resetContentsChildren(of: node)
        return
    }
    let children = node.layoutChildren
    if children.isEmpty {
        measureWithoutChildren(node, direction, width, height, widthMode, heightMode, ownerWidth, ownerHeight)
        resetContentsChildren(of: node)
        return
    }
    // A measurement of a node whose size is already known needs no look at its children.
    if !performLayout,
        measureWithFixedSize(node, direction, width, height, widthMode, heightMode, ownerWidth, ownerHeight)
    {
        resetContentsChildren(of: node)
        return
    }

    node.layout.hadOverflow = false
    resetContentsChildren(of: node)

    var container = ContainerLayout(
        node: node, children: children, direction: direction, ownerDirection: ownerDirection,
        availableWidth: width, availableHeight: height,
        widthMode: widthMode, heightMode: heightMode,
        ownerWidth: ownerWidth, ownerHeight: ownerHeight,
        performLayout: performLayout, depth: depth)
    container.run(&pass)
}

/// Resolves margins, borders and paddings into the node's layout; percentages take the owner's width.
private func resolveBoxEdges(_ node: FlexNode, _ direction: Direction, _ ownerWidth: Double) {
    let style = node.styleRef
    let row = FlexDirection.row.resolved(direction)
    let column = FlexDirection.column.resolved(direction)
    let startEdge: PhysicalEdge = direction == .ltr ? .left : .right
    let endEdge: PhysicalEdge = direction == .ltr ? .right : .left

    node.layout.margin[startEdge] = style.inlineStartMargin(row, direction, ownerWidth)
    node.layout.margin[endEdge] = style.inlineEndMargin(row, direction, ownerWidth)
    node.layout.margin.top = style.inlineStartMargin(column, direction, ownerWidth)
    node.layout.margin.bottom = style.inlineEndMargin(column, direction, ownerWidth)

    node.layout.border[startEdge] = style.border(row.inlineStartEdge(direction), direction)
    node.layout.border[endEdge] = style.border(row.inlineEndEdge(direction), direction)
    node.layout.border.top = style.border(.top, direction)
    node.layout.border.bottom = style.border(.bottom, direction)

    node.layout.padding[startEdge] = style.padding(row.inlineStartEdge(direction), direction, ownerWidth)
    node.layout.padding[endEdge] = style.padding(row.inlineEndEdge(direction), direction, ownerWidth)
    node.layout.padding.top = style.padding(.top, direction, ownerWidth)
    node.layout.padding.bottom = style.padding(.bottom, direction, ownerWidth)
}

/// `display: contents` nodes are not laid out themselves: they get an empty layout, recursively.
func resetContentsChildren(of node: FlexNode) {
    guard node.hasContentsChildren else { return }
    for child in node.children where child.styleRef.display == .contents {
        child.layout.resetToZero()
        child.isDirty = false
        resetContentsChildren(of: child)
    }
}

/// `display: none` subtrees get an empty layout.
func zeroOutLayoutRecursively(_ node: FlexNode) {
    node.layout.resetToZero()
    for child in node.children { zeroOutLayoutRecursively(child) }
}

extension LayoutResults {
    mutating func resetToZero() {
        self = LayoutResults()
        dimensions = .zero
    }
}
