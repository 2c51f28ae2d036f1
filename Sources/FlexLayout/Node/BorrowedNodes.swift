// Iterating a node array without a reference count write per node.
//
// `for child in children` retains and releases every child: the optimizer cannot prove that the loop's
// body leaves the array alone. Those are atomic writes, about 20 cycles each, on every node of every
// visit: in a cold layout of Scenarios/layout/huge-nested.json they were the largest single cost.

extension Array where Element == FlexNode {
    /// Calls `body` with each node in order, borrowed: no retain or release.
    @inline(__always)
    func forEachBorrowed(_ body: (FlexNode) -> Void) {
        forEachBorrowed(in: startIndex..<endIndex, body)
    }

    /// Calls `body` with each node of `range` in order, borrowed: no retain or release.
    ///
    /// Sound as long as the array's buffer outlives the loop, which the callers ensure: they walk a `let`
    /// copy (`ContainerLayout.children`, a line's items), whose buffer a change to the tree cannot free
    /// (a node whose children change gets a new buffer), or a node's `children` with a body that changes
    /// no node's children (pixel rounding). `_withUnsafeGuaranteedRef` hands `body` a reference that
    /// Swift retains by itself if `body` keeps it.
    @inline(__always)
    func forEachBorrowed(in range: Range<Int>, _ body: (FlexNode) -> Void) {
        forEachBorrowedWhile(in: range) { node in
            body(node)
            return true
        }
    }

    /// `forEachBorrowed(in:_:)` that stops after the first node for which `body` returns false.
    @inline(__always)
    func forEachBorrowedWhile(in range: Range<Int>, _ body: (FlexNode) -> Bool) {
        precondition(range.lowerBound >= startIndex && range.upperBound <= endIndex, "range out of bounds")
        withUnsafeBufferPointer { nodes in
            nodes.withMemoryRebound(to: Unmanaged<FlexNode>.self) { references in
                for index in range where !references[index]._withUnsafeGuaranteedRef(body) { return }
            }
        }
    }
}
