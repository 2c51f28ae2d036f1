import Testing
@testable import FlexLayout
import Geometry

/// Cross-axis alignment (CSS Flexbox 9.6 step 14, 8.3; `Alignment.swift`, `CrossAxisAlignment.swift`): an
/// item 20 high in a row 100 high, placed by `align-self`, else the container's `align-items`.
@Suite struct AlignmentTests {
    static func frame(items: Align, itemSelf: Align = .auto, height: FlexValue = .points(20)) -> Rect {
        layOut(box({ $0.flexDirection = .row; $0.width = .points(100); $0.height = .points(100); $0.alignItems = items }, [
            box({ $0.width = .points(30); $0.height = height; $0.alignSelf = itemSelf }),
        ]))[0]
    }

    @Test func alignItemsPlacesOnTheCrossAxis() {
        #expect(Self.frame(items: .flexStart).minY == 0)
        #expect(Self.frame(items: .flexEnd).minY == 80)
        // 80 free, 40 above.
        #expect(Self.frame(items: .center).minY == 40)
    }

    /// Stretch fills the line's cross size only when the item's cross size is auto.
    @Test func stretchFillsOnlyAnAutoCrossSize() {
        #expect(Self.frame(items: .stretch, height: .auto) == Rect(x: 0, y: 0, width: 30, height: 100))
        #expect(Self.frame(items: .stretch).height == 20)
    }

    @Test func alignSelfOverridesAlignItems() {
        #expect(Self.frame(items: .flexStart, itemSelf: .flexEnd).minY == 80)
        #expect(Self.frame(items: .flexEnd, itemSelf: .auto).minY == 80)
    }

    /// The resolution itself: align-self unless auto; baseline only exists along rows (flex-start in a
    /// column); distributed values fall back to flex-start when they cannot apply.
    @Test func resolutionAndFallbacks() {
        let child = box({ $0.alignSelf = .baseline })
        let column = box({ $0.alignItems = .center }, [child])
        #expect(resolveChildAlignment(column, child) == .flexStart)
        let row = box({ $0.flexDirection = .row }, [box({ $0.alignSelf = .baseline })])
        #expect(resolveChildAlignment(row, row.children[0]) == .baseline)
        let inherits = box()
        let centered = box({ $0.alignItems = .center }, [inherits])
        #expect(resolveChildAlignment(centered, inherits) == .center)
        #expect(fallbackAlignment(Align.spaceBetween) == .flexStart)
        #expect(fallbackAlignment(Align.stretch) == .flexStart)
        #expect(fallbackAlignment(Align.center) == .center)
        #expect(fallbackAlignment(Justify.spaceEvenly) == .flexStart)
        #expect(fallbackAlignment(Justify.flexEnd) == .flexEnd)
    }
}
