import Testing
@testable import FlexLayout
import Geometry

/// Absolutely positioned children (CSS Flexbox 4.1, CSS Position 4; `AbsoluteLayout.swift`): out of the
/// flow, placed by their insets in the container's padding box (100 x 100 here).
@Suite struct AbsoluteLayoutTests {
    static func frame(_ edit: (inout FlexStyle) -> Void, siblings: Int = 0) -> Rect {
        let children = [box({ $0.positionType = .absolute; edit(&$0) })]
            + (0..<siblings).map { _ in box(width: 100, height: 30) }
        return layOut(box({ $0.width = .points(100); $0.height = .points(100) }, children))[0]
    }

    @Test func leftAndTopPlaceTheBox() {
        #expect(Self.frame { $0.position.left = .points(10); $0.position.top = .points(20)
            $0.width = .points(30); $0.height = .points(40) } == Rect(x: 10, y: 20, width: 30, height: 40))
    }

    /// right 10 and bottom 10 with a 30 x 40 box: x = 100 - 10 - 30 = 60, y = 100 - 10 - 40 = 50.
    @Test func rightAndBottomPlaceFromTheFarEdges() {
        #expect(Self.frame { $0.position.right = .points(10); $0.position.bottom = .points(10)
            $0.width = .points(30); $0.height = .points(40) } == Rect(x: 60, y: 50, width: 30, height: 40))
    }

    /// Both insets of an axis and an auto size: the size is what is left, 100 - 10 - 20 = 70 wide.
    @Test func opposingInsetsSizeTheBox() {
        let frame = Self.frame { $0.position.left = .points(10); $0.position.right = .points(20)
            $0.position.top = .points(0); $0.height = .points(5) }
        #expect(frame == Rect(x: 10, y: 0, width: 70, height: 5))
    }

    /// Out of the flow: a sibling 30 high still starts at y 0, and the absolute box does not move it.
    @Test func anAbsoluteChildTakesNoSpaceInTheFlow() {
        let root = box({ $0.width = .points(100); $0.height = .points(100) }, [
            box({ $0.positionType = .absolute; $0.width = .points(50); $0.height = .points(50) }),
            box(width: 100, height: 30),
        ])
        let frames = layOut(root)
        #expect(frames[1].minY == 0)
    }
}
