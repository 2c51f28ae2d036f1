import Testing
@testable import FlexLayout
import Geometry

/// CSS Flexbox 9.6 step 15 / 8.4, `align-content` (`AlignContent.swift`): two lines 20 high (items 60 wide
/// wrapping in a row 100 x 100) leave 60 of cross free space between and around them.
@Suite struct AlignContentTests {
    static func lineTops(_ align: Align) -> [Double] {
        layOut(box({
            $0.flexDirection = .row; $0.flexWrap = .wrap; $0.width = .points(100); $0.height = .points(100)
            $0.alignContent = align; $0.alignItems = .flexStart
        }, [box(width: 60, height: 20), box(width: 60, height: 20)])).map(\.minY)
    }

    @Test func positional() {
        #expect(Self.lineTops(.flexStart) == [0, 20])
        #expect(Self.lineTops(.flexEnd) == [60, 80])
        #expect(Self.lineTops(.center) == [30, 50])
    }

    @Test func distributed() {
        #expect(Self.lineTops(.spaceBetween) == [0, 80])
        // 30 per line: 15 before the first, 30 between.
        #expect(Self.lineTops(.spaceAround) == [15, 65])
        // Three gaps of 20.
        #expect(Self.lineTops(.spaceEvenly) == [20, 60])
        // Each line grows by 30 to 50: the second line starts at 50.
        #expect(Self.lineTops(.stretch) == [0, 50])
    }

    /// wrap-reverse stacks the lines from the cross end: the first line (the first item) at the bottom.
    @Test func wrapReverseStacksFromTheEnd() {
        let frames = layOut(box({
            $0.flexDirection = .row; $0.flexWrap = .wrapReverse; $0.width = .points(100); $0.height = .points(100)
            $0.alignContent = .flexStart
        }, [box(width: 60, height: 20), box(width: 60, height: 20)]))
        #expect(frames.map(\.minY) == [80, 60])
    }
}
