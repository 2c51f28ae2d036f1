import Testing
@testable import FlexLayout
import Geometry

/// CSS Flexbox 9.2 step 3, the flex base size (`FlexBasis.swift`): a definite `flex-basis` wins over the
/// main size, `auto` falls back to it, a percentage resolves against the container's inner main size.
@Suite struct FlexBasisTests {
    /// Row 200 wide; child basis 80 with width 30: the basis sets the main size (80); no grow, no shrink.
    @Test func aDefiniteBasisWinsOverTheWidth() {
        let frames = layOut(box({ $0.flexDirection = .row; $0.width = .points(200); $0.height = .points(10) }, [
            box(width: 30, height: 10) { $0.flexBasis = .points(80) },
        ]))
        #expect(frames[0].width == 80)
    }

    /// `flex-basis: auto` uses the width (30).
    @Test func autoBasisUsesTheMainSize() {
        let frames = layOut(box({ $0.flexDirection = .row; $0.width = .points(200); $0.height = .points(10) }, [
            box(width: 30, height: 10),
        ]))
        #expect(frames[0].width == 30)
    }

    /// 25% of a 200-wide row with 20 padding on each side: 25% of the inner 160 = 40, placed at x 20.
    @Test func aPercentBasisResolvesAgainstTheInnerMainSize() {
        let frames = layOut(box({
            $0.flexDirection = .row; $0.width = .points(200); $0.height = .points(10)
            $0.padding.horizontal = .points(20)
        }, [box({ $0.flexBasis = .percent(25) })]))
        #expect(frames[0] == Rect(x: 20, y: 0, width: 40, height: 10))
    }

    /// In a column the basis is a height: basis 60 on a child 10 high gives 60.
    @Test func inAColumnTheBasisIsAHeight() {
        let frames = layOut(box({ $0.width = .points(50); $0.height = .points(200) }, [
            box(width: 50, height: 10) { $0.flexBasis = .points(60) },
        ]))
        #expect(frames[0].height == 60)
    }
}
