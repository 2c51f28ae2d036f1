@testable import Components
import Geometry
import Testing

/// Inset, overlay, background, center, ratio, static and composite layouts.
@Suite struct LayoutComponentsTests {
    @Test func insetAddsTheInsetsAroundTheChild() throws {
        let context = try makeContext()
        let inset = InsetComponent(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4), child: box(10, 20))
        let layout = inset.layoutThatFits(.unconstrained, context: context)
        #expect(layout.size == Size(width: 16, height: 24))
        #expect(layout.children[0].position == Point(x: 2, y: 1))
    }

    @Test func insetOffersTheChildTheRangeMinusTheInsets() throws {
        let context = try makeContext()
        let grow = ImageComponent("x", size: ComponentSize(width: .percent(100), height: .points(5)))
        let inset = InsetComponent(EdgeInsets(all: 10), child: grow)
        let layout = inset.layoutThatFits(.width(100), context: context)
        #expect(layout.children[0].layout.size == Size(width: 80, height: 5))
        #expect(layout.size == Size(width: 100, height: 25))
    }

    @Test func overlayAndBackgroundTakeTheChildSizeAndStackInOrder() throws {
        let context = try makeContext()
        let overlay = OverlayComponent(child: box(30, 40), overlay: ImageComponent("badge"))
        let overlaid = overlay.layoutThatFits(.unconstrained, context: context)
        #expect(overlaid.size == Size(width: 30, height: 40))
        #expect(overlaid.children.map(\.layout.size) == [Size(width: 30, height: 40), Size(width: 30, height: 40)])
        #expect(overlaid.children[1].layout.view?.kind == .image)

        let background = BackgroundComponent(child: box(30, 40), background: ImageComponent("paper"))
        let backed = background.layoutThatFits(.unconstrained, context: context)
        #expect(backed.children[0].layout.view?.kind == .image)
        #expect(backed.children[0].layout.size == Size(width: 30, height: 40))
    }

    @Test func centerTakesTheFiniteMaximumAndCentersOnThePixelGrid() throws {
        let context = try makeContext(scale: 2)
        let center = CenterComponent(child: box(11, 10))
        let layout = center.layoutThatFits(SizeRange(min: .zero, max: Size(width: 100, height: .infinity)), context: context)
        #expect(layout.size == Size(width: 100, height: 10))
        #expect(layout.children[0].position == Point(x: 44.5, y: 0))
        let horizontal = CenterComponent(.horizontal, child: box(10, 10))
        let tall = horizontal.layoutThatFits(.exactly(Size(width: 50, height: 50)), context: context)
        #expect(tall.children[0].position == Point(x: 20, y: 0))
    }

    @Test func ratioFillsTheWidthAtTheRatio() throws {
        let context = try makeContext()
        let ratio = RatioComponent(ratio: 0.75, child: ImageComponent("photo"))
        let layout = ratio.layoutThatFits(.width(320), context: context)
        #expect(layout.size == Size(width: 320, height: 240))
        #expect(layout.children[0].layout.size == Size(width: 320, height: 240))
        let capped = ratio.layoutThatFits(SizeRange(min: .zero, max: Size(width: 320, height: 120)), context: context)
        #expect(capped.size == Size(width: 160, height: 120))
        let free = ratio.layoutThatFits(.unconstrained, context: context)
        #expect(free.size == .zero)
    }

    @Test func staticPlacesChildrenAndTakesTheirBoundingBox() throws {
        let context = try makeContext()
        let layout = StaticComponent(children: [
            .init(box(10, 10), at: Point(x: 5, y: 5)),
            .init(box(20, 5), at: Point(x: 30, y: 0)),
            .init(ImageComponent("p", size: ComponentSize(width: .percent(10), height: .points(1))), at: Point(x: 0, y: 40)),
        ]).layoutThatFits(.exactly(Size(width: 200, height: 100)), context: context)
        #expect(layout.size == Size(width: 200, height: 100))
        #expect(layout.children.map(\.position) == [Point(x: 5, y: 5), Point(x: 30, y: 0), Point(x: 0, y: 40)])
        #expect(layout.children[2].layout.size.width == 20)
        let loose = StaticComponent(children: [.init(box(20, 5), at: Point(x: 30, y: 7))])
        #expect(loose.layoutThatFits(.unconstrained, context: context).size == Size(width: 50, height: 12))
    }

    @Test func compositeWrapsItsChildAndAddsItsView() throws {
        let context = try makeContext()
        let composite = CompositeComponent(box(10, 10), view: .view([.backgroundColor(.white)]),
                                           size: ComponentSize(minWidth: .points(50)))
        let layout = composite.layoutThatFits(.unconstrained, context: context)
        #expect(layout.size == Size(width: 50, height: 10))
        #expect(layout.view?.kind == .view)
        #expect(layout.viewFrames().map(\.frame) == [Rect(x: 0, y: 0, width: 50, height: 10)])
    }
}
