import Testing
@testable import FlexLayout
import Geometry

/// CSS Flexbox 9.7, resolving flexible lengths (`ResolveFlexibleLengths.swift`): free space shared in
/// proportion to flex-grow; overflow taken back in proportion to flex-shrink times the base size; an item
/// clamped by its min or max is frozen and the rest is shared again.
@Suite struct ResolveFlexibleLengthsTests {
    static func row(width: Double, _ children: [FlexNode]) -> FlexNode {
        box({ $0.flexDirection = .row; $0.width = .points(width); $0.height = .points(10) }, children)
    }

    /// 300 wide, bases 50 and 100 (free 150), grow 1 and 2: 50 + 150/3 = 100 and 100 + 2 x 150/3 = 200.
    @Test func growSharesFreeSpaceByFactor() {
        let frames = layOut(Self.row(width: 300, [
            box({ $0.flexBasis = .points(50); $0.flexGrow = 1 }),
            box({ $0.flexBasis = .points(100); $0.flexGrow = 2 }),
        ]))
        #expect(frames.map(\.width) == [100, 200])
        #expect(frames[1].minX == 100)
    }

    /// 100 wide, bases 150 and 50 (overflow 100), shrink 1 each: scaled factors 150 and 50 (of 200), so they
    /// give back 75 and 25: 75 and 25.
    @Test func shrinkIsWeightedByTheBaseSize() {
        let frames = layOut(Self.row(width: 100, [
            box({ $0.flexBasis = .points(150); $0.flexShrink = 1 }),
            box({ $0.flexBasis = .points(50); $0.flexShrink = 1 }),
        ]))
        #expect(frames.map(\.width) == [75, 25])
    }

    /// 300 wide, three items grow 1 from 0: 100 each, but the first has max 50: it is frozen at 50 and the
    /// other two share the remaining 250: 125 each.
    @Test func aClampedItemIsFrozenAndTheRestIsSharedAgain() {
        let frames = layOut(Self.row(width: 300, [
            box({ $0.flexBasis = .points(0); $0.flexGrow = 1; $0.maxWidth = .points(50) }),
            box({ $0.flexBasis = .points(0); $0.flexGrow = 1 }),
            box({ $0.flexBasis = .points(0); $0.flexGrow = 1 }),
        ]))
        #expect(frames.map(\.width) == [50, 125, 125])
    }

    /// Shrinking stops at min-width: 100 wide, bases 100 and 100, shrink 1 each (overflow 100, 50 each),
    /// but the first has min 80: frozen at 80, the second takes the rest: 20.
    @Test func shrinkStopsAtTheMinimum() {
        let frames = layOut(Self.row(width: 100, [
            box({ $0.flexBasis = .points(100); $0.flexShrink = 1; $0.minWidth = .points(80) }),
            box({ $0.flexBasis = .points(100); $0.flexShrink = 1 }),
        ]))
        #expect(frames.map(\.width) == [80, 20])
    }

    /// Grow factors summing below 1 distribute only that fraction of the free space (9.7 step 4b):
    /// 100 wide, basis 0, grow 0.25 and 0.25: 25 each, 50 left unused.
    @Test func growFactorsBelowOneLeaveSpace() {
        let frames = layOut(Self.row(width: 100, [
            box({ $0.flexBasis = .points(0); $0.flexGrow = 0.25 }),
            box({ $0.flexBasis = .points(0); $0.flexGrow = 0.25 }),
        ]))
        #expect(frames.map(\.width) == [25, 25])
    }
}
