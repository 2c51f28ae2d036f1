// CSS Flexbox 8.5 / 9.4 step 8: baselines of flex items.

/// The distance from the node's top to its first baseline: its baseline function's answer, else the
/// baseline of its first item on the first line (preferring a baseline-aligned or reference item),
/// else its bottom edge.
func calculateBaseline(_ node: FlexNode) -> Double {
    if let baseline = node.baseline {
        return baseline(node.layout.measuredDimensions.width, node.layout.measuredDimensions.height)
    }
    var baselineChild: FlexNode?
    for child in node.layoutChildren {
        if child.layout.lineIndex > 0 { break }
        if child.styleRef.positionType == .absolute { continue }
        if resolveChildAlignment(node, child) == .baseline || child.isReferenceBaseline {
            baselineChild = child
            break
        }
        if baselineChild == nil { baselineChild = child }
    }
    guard let baselineChild else { return node.layout.measuredDimensions.height }
    return calculateBaseline(baselineChild) + baselineChild.layout.position.top
}

/// True when a row container aligns any item by baseline.
func isBaselineLayout(_ node: FlexNode, _ children: [FlexNode]) -> Bool {
    if node.styleRef.flexDirection.isColumn { return false }
    if node.styleRef.alignItems == .baseline { return true }
    return children.contains { $0.styleRef.positionType != .absolute && $0.styleRef.alignSelf == .baseline }
}
