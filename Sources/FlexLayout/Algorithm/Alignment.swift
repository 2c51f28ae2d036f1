/// The alignment of an item on its container's cross axis: `align-self`, else the container's
/// `align-items`. Baseline alignment only exists along rows; in a column it acts as flex-start.
@inline(__always)
func resolveChildAlignment(_ node: FlexNode, _ child: FlexNode) -> Align {
    let align = child.styleRef.alignSelf == .auto ? node.styleRef.alignItems : child.styleRef.alignSelf
    if align == .baseline && node.styleRef.flexDirection.isColumn { return .flexStart }
    return align
}

/// When distributed alignment cannot apply (negative free space), CSS Box Alignment falls back to a
/// positional alignment: flex-start for these (Yoga's choice, which Chrome matches for LTR rows).
func fallbackAlignment(_ align: Align) -> Align {
    switch align {
    case .spaceBetween, .stretch, .spaceAround, .spaceEvenly: return .flexStart
    default: return align
    }
}

func fallbackAlignment(_ justify: Justify) -> Justify {
    switch justify {
    case .spaceBetween, .spaceAround, .spaceEvenly: return .flexStart
    default: return justify
    }
}
