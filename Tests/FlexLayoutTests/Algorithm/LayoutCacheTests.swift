import Testing
@testable import FlexLayout
import Geometry

/// A 3-level tree of rows and columns with growing items.
private func makeTree() -> (root: FlexNode, leaf: FlexNode) {
    var rootStyle = FlexStyle()
    rootStyle.width = .points(300)
    rootStyle.height = .points(300)
    let root = FlexNode(style: rootStyle)
    var leafRef: FlexNode?
    for row in 0..<3 {
        var rowStyle = FlexStyle()
        rowStyle.flexDirection = .row
        rowStyle.flexGrow = 1
        let rowNode = FlexNode(style: rowStyle, name: "row\(row)")
        for column in 0..<3 {
            var leafStyle = FlexStyle()
            leafStyle.flexGrow = 1
            leafStyle.height = .points(20)
            let leaf = FlexNode(style: leafStyle, name: "leaf\(row)\(column)")
            rowNode.append(leaf)
            if row == 1 && column == 1 { leafRef = leaf }
        }
        root.append(rowNode)
    }
    return (root, leafRef ?? root)
}

@Suite struct LayoutCacheTests {
    @Test func unchangedTreeAtSameSizeDoesNoWork() {
        let (root, _) = makeTree()
        let first = root.calculateLayout()
        #expect(first.layouts == 13)
        let second = root.calculateLayout()
        #expect(second.layouts == 0)
        #expect(second.measures == 0)
        #expect(second.cachedLayouts == 1)
    }

    @Test func aStyleChangeRelaysOnlyTheDirtyPathAndWhatItAffects() {
        let (root, leaf) = makeTree()
        root.calculateLayout()
        let before = root.children[0].frame
        leaf.style.flexGrow = 2
        #expect(leaf.isDirty && root.isDirty && root.children[1].isDirty)
        #expect(!root.children[0].isDirty)
        let stats = root.calculateLayout()
        // The root, the dirty row and its three leaves; the clean rows answer from their cache.
        #expect(stats.layouts == 5)
        #expect(root.children[0].frame == before)
        #expect(leaf.frame.width == 150)
    }

    @Test func settingAnEqualStyleDoesNotDirty() {
        let (root, leaf) = makeTree()
        root.calculateLayout()
        leaf.style = leaf.style
        #expect(!root.isDirty)
    }

    @Test func measureFunctionAnswersAreReused() {
        let root = FlexNode()
        var rootStyle = FlexStyle()
        rootStyle.width = .points(100)
        root.style = rootStyle
        let leaf = FlexNode()
        nonisolated(unsafe) var calls = 0
        leaf.measure = { width, mode, _, _ in
            calls += 1
            #expect(mode == .fitContent || mode == .stretchFit)
            #expect(width <= 100)
            return Size(width: 40, height: 12)
        }
        root.append(leaf)
        let stats = root.calculateLayout()
        #expect(stats.measureCallbacks == calls)
        #expect(leaf.frame == Rect(x: 0, y: 0, width: 100, height: 12))
        root.calculateLayout(width: 500)
        #expect(stats.measureCallbacks == calls)
    }

    @Test func aCachedRelayoutKeepsTheRootsRoundedFrame() {
        var style = FlexStyle()
        style.width = .points(100.6)
        style.height = .points(50.3)
        let root = FlexNode(style: style)
        root.calculateLayout()
        #expect(root.frame == Rect(x: 0, y: 0, width: 101, height: 50))
        let again = root.calculateLayout()
        #expect(again.cachedLayouts == 1)
        #expect(root.frame == Rect(x: 0, y: 0, width: 101, height: 50))
        // Another scale rounds the measured size again, to its own grid.
        root.calculateLayout(pointScaleFactor: 2)
        #expect(root.frame == Rect(x: 0, y: 0, width: 100.5, height: 50.5))
    }

    @Test func aFormerChildLaidOutAsARootIsRoundedAsARoot() {
        var ownerStyle = FlexStyle()
        ownerStyle.width = .points(200)
        ownerStyle.height = .points(100)
        ownerStyle.padding.left = .points(0.4)
        let owner = FlexNode(style: ownerStyle)
        var style = FlexStyle()
        style.width = .points(10.3)
        style.height = .points(10)
        let node = FlexNode(style: style)
        node.calculateLayout()
        #expect(node.frame.width == 10)
        owner.append(node)
        owner.calculateLayout()
        #expect(owner.children[0].frame.width == 11)  // 0.4 to 10.7 on the grid: 0 to 11
        owner.remove(node)
        node.calculateLayout()
        #expect(node.frame.width == 10)
        #expect(node.frame.height == 10)
    }
}
