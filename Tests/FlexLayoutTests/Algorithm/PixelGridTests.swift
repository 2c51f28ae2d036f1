import Testing
@testable import FlexLayout
import Geometry

@Suite struct PixelGridTests {
    @Test func roundsToNearestGridLine() {
        #expect(roundValueToPixelGrid(10.4, 1, forceCeil: false, forceFloor: false) == 10)
        #expect(roundValueToPixelGrid(10.5, 1, forceCeil: false, forceFloor: false) == 11)
        #expect(roundValueToPixelGrid(10.3, 2, forceCeil: false, forceFloor: false) == 10.5)
        #expect(roundValueToPixelGrid(-2.2, 1, forceCeil: false, forceFloor: false) == -2)
        #expect(roundValueToPixelGrid(-2.2, 1, forceCeil: false, forceFloor: true) == -3)
    }

    @Test func forcedRoundingAndSnapping() {
        #expect(roundValueToPixelGrid(10.1, 1, forceCeil: true, forceFloor: false) == 11)
        #expect(roundValueToPixelGrid(10.9, 1, forceCeil: false, forceFloor: true) == 10)
        // Float noise next to a grid line snaps to it even when forced the other way.
        #expect(roundValueToPixelGrid(10.00001, 1, forceCeil: true, forceFloor: false) == 10)
    }

    @Test func adjacentBoxesShareRoundedEdges() {
        // Three equal thirds of 100 points: rounded edges leave neither gaps nor overlaps.
        var style = FlexStyle()
        style.flexDirection = .row
        style.width = .points(100)
        style.height = .points(10)
        let root = FlexNode(style: style)
        var third = FlexStyle()
        third.flexGrow = 1
        for _ in 0..<3 { root.append(FlexNode(style: third)) }
        root.calculateLayout()
        let frames = root.children.map(\.frame)
        #expect(frames.map(\.width).reduce(0, +) == 100)
        #expect(frames[0].maxX == frames[1].minX)
        #expect(frames[1].maxX == frames[2].minX)
        #expect(frames.allSatisfy { $0.minX == $0.minX.rounded() && $0.width == $0.width.rounded() })
    }

    @Test func contentMeasuredNodesAreNeverRoundedSmaller() {
        let root = FlexNode()
        let text = FlexNode()
        text.measure = { _, _, _, _ in Size(width: 10.2, height: 10.2) }
        root.append(text)
        root.calculateLayout(pointScaleFactor: 1)
        #expect(text.frame.width == 11)
        #expect(text.frame.height == 11)
    }

    @Test func aCachedRelayoutKeepsTheRootRounded() {
        let root = FlexNode()
        root.measure = { _, _, _, _ in Size(width: 10.2, height: 20.4) }
        root.calculateLayout()
        #expect(root.frame.size == Size(width: 11, height: 21))
        let again = root.calculateLayout()
        #expect(again.layouts == 0)
        #expect(root.frame.size == Size(width: 11, height: 21))
    }
}
