import Testing
@testable import FlexLayout
import Geometry

/// Clamping by min and max (CSS Flexbox 9.7, CSS Sizing 5.2; `BoundAxis.swift`), on a lone child of a
/// 200 x 200 column that aligns items at flex-start (so nothing stretches it).
@Suite struct BoundAxisTests {
    static func width(_ edit: (inout FlexStyle) -> Void) -> Double {
        layOut(box({ $0.width = .points(200); $0.height = .points(200); $0.alignItems = .flexStart }, [
            box({ $0.height = .points(10); edit(&$0) }),
        ]))[0].width
    }

    @Test func minAndMaxClampTheWidth() {
        #expect(Self.width { $0.width = .points(50); $0.minWidth = .points(80) } == 80)
        #expect(Self.width { $0.width = .points(50); $0.maxWidth = .points(30) } == 30)
        #expect(Self.width { $0.width = .points(50); $0.minWidth = .points(10); $0.maxWidth = .points(90) } == 50)
    }

    /// Percent limits resolve against the container's width: max 25% of 200 = 50.
    @Test func percentLimitsResolveAgainstTheContainer() {
        #expect(Self.width { $0.width = .points(120); $0.maxWidth = .percent(25) } == 50)
    }

    /// A box is never smaller than its padding and border: width 4 with 10 padding each side is 20.
    @Test func neverBelowPaddingAndBorder() {
        #expect(Self.width { $0.width = .points(4); $0.padding.horizontal = .points(10) } == 20)
        #expect(Self.width { $0.width = .points(4); $0.padding.horizontal = .points(5); $0.border.horizontal = .points(3) } == 16)
    }
}
