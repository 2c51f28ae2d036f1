import Testing
@testable import FlexLayout
import Geometry

/// CSS Flexbox 9.3, collecting items into flex lines (`FlexLine.swift`): a wrapping container starts a new
/// line when the next item's outer hypothetical main size (margins and the gap included) would overflow.
@Suite struct FlexLineTests {
    static func row(wrap: Wrap, gap: Double = 0, _ children: [FlexNode]) -> FlexNode {
        box({
            $0.flexDirection = .row; $0.flexWrap = wrap; $0.width = .points(100); $0.height = .points(100)
            $0.alignContent = .flexStart; $0.gap.column = .points(gap)
        }, children)
    }

    /// 40 + 40 = 80 fits in 100; + 40 = 120 does not: the third item starts line 2, under line 1 (20 high).
    @Test func anItemThatWouldOverflowStartsANewLine() {
        let frames = layOut(Self.row(wrap: .wrap, (0..<3).map { _ in box(width: 40, height: 20) }))
        #expect(frames == [Rect(x: 0, y: 0, width: 40, height: 20), Rect(x: 40, y: 0, width: 40, height: 20),
                           Rect(x: 0, y: 20, width: 40, height: 20)])
    }

    /// The gap counts: 45 + 10 + 45 = 100 fits exactly; a third 45 (+ 10) goes to the next line.
    @Test func theGapCountsTowardsTheLine() {
        let frames = layOut(Self.row(wrap: .wrap, gap: 10, (0..<3).map { _ in box(width: 45, height: 20) }))
        #expect(frames.map(\.origin) == [Point(x: 0, y: 0), Point(x: 55, y: 0), Point(x: 0, y: 20)])
    }

    /// Margins count: 40 with a 15 margin each side is 70 outer; two of them (140) take two lines.
    @Test func marginsCountTowardsTheLine() {
        let frames = layOut(Self.row(wrap: .wrap, (0..<2).map { _ in
            box(width: 40, height: 20) { $0.margin.horizontal = .points(15) }
        }))
        #expect(frames.map(\.origin) == [Point(x: 15, y: 0), Point(x: 15, y: 20)])
    }

    /// Without wrapping every item stays on one line and overflows (no shrink): x 0, 40, 80.
    @Test func noWrapKeepsOneLine() {
        let frames = layOut(Self.row(wrap: .noWrap, (0..<3).map { _ in box(width: 40, height: 20) }))
        #expect(frames.map(\.minX) == [0, 40, 80])
        #expect(frames.allSatisfy { $0.minY == 0 })
    }
}
