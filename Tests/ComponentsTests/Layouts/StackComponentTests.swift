@testable import Components
import FlexLayout
import Geometry
import Testing
import TextLayout

/// The stack against the flexbox engine itself: the same tree built by hand as `FlexNode`s must give
/// the same frames (the engine matches Chrome on the Yoga cases).
@Suite struct StackComponentTests {
    private func childFrames(_ layout: ComponentLayout) -> [Rect] {
        layout.children.map { Rect(origin: $0.position, size: $0.layout.size) }
    }

    private func fixed(_ width: Double, _ height: Double, grow: Double = 0) -> FlexNode {
        var style = FlexStyle()
        style.width = .points(width)
        style.height = .points(height)
        style.flexGrow = grow
        return FlexNode(style: style)
    }

    @Test func rowWithGrowAndCenteredItemsMatchesTheEngine() throws {
        let context = try makeContext()
        let stack = StackComponent(direction: .row, alignItems: .center, spacing: 10,
                                   padding: EdgeInsets(all: 5), children: [
            .init(box(50, 20)), .init(box(30, 40), flexGrow: 1), .init(box(20, 10), flexGrow: 2),
        ])
        let layout = stack.layoutThatFits(.exactly(Size(width: 300, height: 100)), context: context)

        var rootStyle = FlexStyle()
        rootStyle.flexDirection = .row
        rootStyle.alignItems = .center
        rootStyle.width = .points(300)
        rootStyle.height = .points(100)
        rootStyle.gap = FlexGap(all: .points(10))
        rootStyle.padding = FlexEdges(all: .points(5))
        let root = FlexNode(style: rootStyle, children: [fixed(50, 20), fixed(30, 40, grow: 1), fixed(20, 10, grow: 2)])
        root.calculateLayout()
        #expect(layout.size == root.frame.size)
        #expect(childFrames(layout) == root.children.map(\.frame))
        // 30 + 170 / 3 = 86.67 points, on the pixel grid.
        #expect(childFrames(layout)[1] == Rect(x: 65, y: 30, width: 87, height: 40))
    }

    @Test func columnSpaceBetweenWithMarginsAndStretchMatchesTheEngine() throws {
        let context = try makeContext()
        let stretchy = ImageComponent("x", size: ComponentSize(height: .points(30)))
        let stack = StackComponent(justifyContent: .spaceBetween, children: [
            .init(box(40, 20), margin: EdgeInsets(top: 3, left: 4, bottom: 0, right: 0)),
            .init(stretchy),
            .init(box(60, 25), alignSelf: .flexEnd),
        ])
        let layout = stack.layoutThatFits(.exactly(Size(width: 200, height: 150)), context: context)

        var rootStyle = FlexStyle()
        rootStyle.justifyContent = .spaceBetween
        rootStyle.width = .points(200)
        rootStyle.height = .points(150)
        let first = fixed(40, 20)
        first.style.margin.left = .points(4)
        first.style.margin.top = .points(3)
        var stretchStyle = FlexStyle()
        stretchStyle.height = .points(30)
        let last = fixed(60, 25)
        last.style.alignSelf = .flexEnd
        let root = FlexNode(style: rootStyle, children: [first, FlexNode(style: stretchStyle), last])
        root.calculateLayout()
        #expect(childFrames(layout) == root.children.map(\.frame))
        #expect(childFrames(layout)[1].width == 200)
    }

    @Test func wrapAndPercentChildrenMatchTheEngine() throws {
        let context = try makeContext()
        let half = ImageComponent("h", size: ComponentSize(width: .percent(50), height: .points(10)))
        let stack = StackComponent(direction: .row, wrap: .wrap, padding: EdgeInsets(all: 10), children: [
            .init(half), .init(box(120, 30)), .init(box(70, 15)),
        ])
        let layout = stack.layoutThatFits(.width(220), context: context)

        var rootStyle = FlexStyle()
        rootStyle.flexDirection = .row
        rootStyle.flexWrap = .wrap
        rootStyle.width = .points(220)
        rootStyle.padding = FlexEdges(all: .points(10))
        var halfStyle = FlexStyle()
        halfStyle.width = .percent(50)
        halfStyle.height = .points(10)
        let root = FlexNode(style: rootStyle, children: [FlexNode(style: halfStyle), fixed(120, 30), fixed(70, 15)])
        root.calculateLayout(width: 220, height: .nan)
        #expect(layout.size == root.frame.size)
        #expect(childFrames(layout) == root.children.map(\.frame))
        #expect(childFrames(layout)[0].width == 100)
    }

    @Test func textChildrenWrapAtTheWidthTheEngineGivesThem() throws {
        let context = try makeContext()
        let style = TextStyle(size: 15)
        let message = "A message long enough to wrap onto a few lines in a narrow column"
        let stack = StackComponent(direction: .row, children: [
            .init(box(40, 40)), .init(TextComponent(message, style: style), flexShrink: 1),
        ])
        let layout = stack.layoutThatFits(.width(200), context: context)

        let root = FlexNode(style: { var s = FlexStyle(); s.flexDirection = .row; s.width = .points(200); return s }())
        root.append(fixed(40, 40))
        let text = FlexNode.text(message, style: style, engine: context.textEngine)
        text.style.flexShrink = 1
        root.append(text)
        root.calculateLayout(width: 200, height: .nan)
        #expect(childFrames(layout) == root.children.map(\.frame))
        #expect(layout.size == root.frame.size)
        #expect(layout.children[1].layout.size.height > 20)
    }

    @Test func fitContentStackShrinksToItsChildren() throws {
        let context = try makeContext()
        let stack = StackComponent(direction: .row, spacing: 5, children: [.init(box(10, 10)), .init(box(20, 30))])
        let layout = stack.layoutThatFits(SizeRange(min: .zero, max: Size(width: 500, height: 500)), context: context)
        #expect(layout.size == Size(width: 35, height: 30))
    }

    @Test func replacingChildrenKeepsFlexProperties() {
        let stack = StackComponent(children: [.init(box(1, 1), flexGrow: 3)])
        let replaced = stack.replacingChildren([box(2, 2)])
        #expect(replaced.stackChildren[0].flexGrow == 3)
        #expect(replaced.stackChildren[0].component.size == .points(2, 2))
    }
}
