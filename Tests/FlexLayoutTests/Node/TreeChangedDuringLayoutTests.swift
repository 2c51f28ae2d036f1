import Testing
@testable import FlexLayout
import Geometry

/// Layout walks a container's children without reference counting (`forEachBorrowed`), which is sound
/// only while the array it walks stays alive. A measure function is user code and may change the tree
/// while the engine runs; these cases do the worst it can (take every child away, drop the last
/// reference to nodes being walked, add nodes) and require that layout finishes, that nodes are freed
/// once nothing holds them, and that a later layout of the changed tree lays every node out.
@Suite struct TreeChangedDuringLayoutTests {
    private func leaf(_ width: Double, _ height: Double) -> FlexNode {
        var style = FlexStyle()
        style.width = .points(width)
        style.height = .points(height)
        return FlexNode(style: style)
    }

    @Test func aMeasureFunctionThatTakesEveryChildAwayDoesNotCrashTheWalk() {
        var rootStyle = FlexStyle()
        rootStyle.width = .points(100)
        var root: FlexNode? = FlexNode(style: rootStyle)
        let measured = FlexNode()
        weak var dropped: FlexNode?
        do {
            let last = leaf(10, 10)
            dropped = last
            measured.measure = { _, _, _, _ in
                // The only other references to `last` go here: the walk's own array keeps it alive.
                root?.removeAllChildren()
                return Size(width: 20, height: 20)
            }
            root?.append(leaf(10, 10))
            root?.append(measured)
            root?.append(last)
        }
        root?.calculateLayout()
        #expect(root?.children.isEmpty == true)
        #expect(measured.frame.height == 20)
        root = nil
        #expect(dropped == nil)
    }

    @Test func aMeasureFunctionThatAddsChildrenDoesNotCrashTheWalk() {
        var rootStyle = FlexStyle()
        rootStyle.width = .points(100)
        rootStyle.flexWrap = .wrap
        rootStyle.flexDirection = .row
        let root = FlexNode(style: rootStyle)
        let measured = FlexNode()
        measured.measure = { _, _, _, _ in
            if root.children.count < 40 { root.append(FlexNode()) }
            return Size(width: 30, height: 10)
        }
        for _ in 0..<5 { root.append(leaf(30, 10)) }
        root.insert(measured, at: 2)
        root.calculateLayout()
        #expect(root.children.count > 6)
        // What changed during a layout is laid out by the next one once the tree is marked changed.
        root.markDirty()
        root.calculateLayout()
        #expect(root.children.allSatisfy { !$0.frame.width.isNaN && !$0.frame.height.isNaN })
    }
}
