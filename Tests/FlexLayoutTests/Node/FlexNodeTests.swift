import Testing
@testable import FlexLayout
import Geometry

@Suite struct FlexNodeTests {
    @Test func appendingMovesAChildFromItsOldOwner() {
        let a = FlexNode()
        let b = FlexNode()
        let child = FlexNode()
        a.append(child)
        b.append(child)
        #expect(a.children.isEmpty)
        #expect(b.children.count == 1)
        #expect(child.owner === b)
    }

    @Test func aChildOutlivingItsOwnerHasNoOwnerAndLaysOutAsARoot() {
        var style = FlexStyle()
        style.width = .points(10)
        style.height = .points(20)
        let child = FlexNode(style: style)
        do {
            let owner = FlexNode()
            owner.append(child)
            #expect(child.owner === owner)
        }
        #expect(child.owner == nil)
        child.style.height = .points(30)  // marks dirty up the (gone) owner chain
        child.calculateLayout()
        #expect(child.frame == Rect(x: 0, y: 0, width: 10, height: 30))
    }

    @Test func displayContentsCountFollowsStyleChanges() {
        let parent = FlexNode()
        let child = FlexNode()
        parent.append(child)
        #expect(!parent.hasContentsChildren)
        child.style.display = .contents
        #expect(parent.hasContentsChildren)
        parent.remove(child)
        #expect(!parent.hasContentsChildren)
    }

    @Test func displayContentsPromotesGrandchildren() {
        var rootStyle = FlexStyle()
        rootStyle.flexDirection = .row
        rootStyle.width = .points(100)
        rootStyle.height = .points(50)
        var contents = FlexStyle()
        contents.display = .contents
        var grow = FlexStyle()
        grow.flexGrow = 1
        let first = FlexNode(style: grow)
        let second = FlexNode(style: grow)
        let wrapper = FlexNode(style: contents, children: [first, second])
        let root = FlexNode(style: rootStyle, children: [wrapper])
        root.calculateLayout()
        #expect(wrapper.frame == .zero)
        #expect(first.frame == Rect(x: 0, y: 0, width: 50, height: 50))
        #expect(second.frame == Rect(x: 50, y: 0, width: 50, height: 50))
    }

    @Test func rtlMirrorsRows() {
        var rootStyle = FlexStyle()
        rootStyle.flexDirection = .row
        rootStyle.width = .points(100)
        rootStyle.height = .points(10)
        var item = FlexStyle()
        item.width = .points(30)
        let first = FlexNode(style: item)
        let root = FlexNode(style: rootStyle, children: [first])
        root.calculateLayout(direction: .rtl)
        #expect(first.frame.minX == 70)
    }
}
