@testable import Components
import Geometry
import Testing

@Suite struct SizeRangeTests {
    @Test func initialiserKeepsTheInvariant() {
        let range = SizeRange(min: Size(width: -5, height: .nan), max: Size(width: 3, height: .nan))
        #expect(range.min == Size(width: 0, height: 0))
        #expect(range.max == Size(width: 3, height: .infinity))
        let inverted = SizeRange(min: Size(width: 10, height: 10), max: Size(width: 5, height: 20))
        #expect(inverted.max.width == 10)
    }

    @Test func intersectionLetsTheOtherRangeWin() {
        let child = SizeRange.exactly(Size(width: 400, height: 50))
        let parent = SizeRange(min: .zero, max: Size(width: 300, height: .infinity))
        #expect(child.intersection(parent) == .exactly(Size(width: 300, height: 50)))
        #expect(SizeRange.unconstrained.intersection(parent) == parent)
    }

    @Test func insetNeverGoesBelowZero() {
        let range = SizeRange(min: Size(width: 10, height: 0), max: Size(width: 100, height: .infinity))
        let inner = range.inset(by: EdgeInsets(top: 5, left: 20, bottom: 5, right: 20))
        #expect(inner.min == Size(width: 0, height: 0))
        #expect(inner.max == Size(width: 60, height: .infinity))
    }
}
