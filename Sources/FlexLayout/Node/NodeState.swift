/// The per-node state that layout reads and writes, millions of times in a large tree.
///
/// Stored properties of a class are checked for exclusive access at run time on every access the
/// optimizer cannot prove safe, which is most of them in a recursive algorithm over a tree of nodes;
/// those checks took about half the instructions of a layout. `FlexNode` keeps this struct in memory
/// it allocates itself and reaches it through the pointer's `pointee`, which is not checked at run
/// time. That is sound here because a node tree is used by one thread (`FlexNode` is not `Sendable`)
/// and the engine never holds an access to a node's state across a call that could touch the same
/// node: every `inout` on it is a single statement or a `_modify` yield over plain field updates.
struct NodeState {
    var styleRef: StyleRef
    var children: [FlexNode] = []
    var hasOwner = false
    var contentsChildCount = 0
    var isDirty = true
    var measure: MeasureFunction?
    var layout = LayoutResults()
}
