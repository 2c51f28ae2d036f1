import Testing
@testable import FlexLayout

@Suite struct FlexEdgesTests {
    @Test func logicalEdgesWinOverPhysicalAndShorthands() {
        var edges = FlexEdges()
        edges.all = .points(1)
        edges.horizontal = .points(2)
        edges.left = .points(3)
        edges.start = .points(4)
        #expect(edges.value(for: .left, direction: .ltr) == .points(4))
        #expect(edges.value(for: .right, direction: .ltr) == .points(2))
        #expect(edges.value(for: .top, direction: .ltr) == .points(1))
        // In RTL, start is the right edge.
        #expect(edges.value(for: .left, direction: .rtl) == .points(3))
        #expect(edges.value(for: .right, direction: .rtl) == .points(4))
    }

    @Test func verticalShorthandAppliesToTopAndBottomOnly() {
        var edges = FlexEdges(all: .points(1))
        edges.vertical = .percent(10)
        #expect(edges.value(for: .top, direction: .ltr) == .percent(10))
        #expect(edges.value(for: .bottom, direction: .ltr) == .percent(10))
        #expect(edges.value(for: .left, direction: .ltr) == .points(1))
    }

    @Test func unsetEdgesAreUndefined() {
        #expect(FlexEdges().value(for: .bottom, direction: .ltr) == .undefined)
    }
}
