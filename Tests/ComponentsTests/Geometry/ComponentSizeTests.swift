@testable import Components
import Geometry
import Testing

@Suite struct ComponentSizeTests {
    @Test func percentResolvesAgainstTheParent() {
        let size = ComponentSize(width: .percent(50), height: .percent(25))
        let range = size.resolve(parent: Size(width: 300, height: 200))
        #expect(range == .exactly(Size(width: 150, height: 50)))
    }

    @Test func percentOfAnUnknownParentIsAuto() {
        let size = ComponentSize(width: .percent(50), minWidth: .points(10), maxWidth: .points(90))
        let range = size.resolve(parent: Size(width: .nan, height: .infinity))
        #expect(range.min.width == 10 && range.max.width == 90)
        #expect(range.min.height == 0 && range.max.height == .infinity)
    }

    @Test func minAndMaxClampALengthAndMinWins() {
        #expect(ComponentSize(width: .points(500), maxWidth: .points(200)).resolve(parent: .zero).max.width == 200)
        #expect(ComponentSize(width: .points(5), minWidth: .points(20)).resolve(parent: .zero).min.width == 20)
        let conflicting = ComponentSize(width: .points(50), minWidth: .points(80), maxWidth: .points(60))
        #expect(conflicting.resolve(parent: .zero).min.width == 80)
        let percentBounds = ComponentSize(minHeight: .percent(10), maxHeight: .percent(50))
        let range = percentBounds.resolve(parent: Size(width: 0, height: 400))
        #expect(range.min.height == 40 && range.max.height == 200)
    }

    @Test func layoutThatFitsClampsToTheSizeAndTheParentRangeWins() throws {
        let context = try makeContext()
        let wide = ImageComponent("a", intrinsicSize: Size(width: 500, height: 10),
                                  size: ComponentSize(minHeight: .points(30), maxWidth: .points(200)))
        #expect(wide.layoutThatFits(.unconstrained, context: context).size == Size(width: 200, height: 30))
        let fixed = ImageComponent("b", size: .points(400, 400))
        let layout = fixed.layoutThatFits(SizeRange(min: .zero, max: Size(width: 100, height: 1000)), context: context)
        #expect(layout.size == Size(width: 100, height: 400))
        let half = ImageComponent("c", size: ComponentSize(width: .percent(50), height: .points(10)))
        let resolved = half.layoutThatFits(.unconstrained, parentSize: Size(width: 320, height: 0), context: context)
        #expect(resolved.size == Size(width: 160, height: 10))
    }
}
