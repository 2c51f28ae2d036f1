import Testing
@testable import FlexLayout
import Geometry

/// CSS Flexbox 9.5 step 12, main-axis alignment (`JustifyMainAxis.swift`): two items 20 wide in a row 100
/// wide leave 60 of free space, placed by `justify-content` or taken by auto margins.
@Suite struct JustifyMainAxisTests {
    static func xs(_ justify: Justify, _ edit: (inout FlexStyle) -> Void = { _ in }) -> [Double] {
        layOut(box({ $0.flexDirection = .row; $0.width = .points(100); $0.height = .points(10); $0.justifyContent = justify }, [
            box(width: 20, height: 10, edit), box(width: 20, height: 10),
        ])).map(\.minX)
    }

    @Test func positionalJustification() {
        #expect(Self.xs(.flexStart) == [0, 20])
        #expect(Self.xs(.flexEnd) == [60, 80])
        // 60 free, 30 on each side.
        #expect(Self.xs(.center) == [30, 50])
    }

    @Test func distributedJustification() {
        // All 60 between the two.
        #expect(Self.xs(.spaceBetween) == [0, 80])
        // 30 around each item: 15 before the first, 30 between, 15 after.
        #expect(Self.xs(.spaceAround) == [15, 65])
        // Three equal gaps of 20.
        #expect(Self.xs(.spaceEvenly) == [20, 60])
    }

    /// An auto margin takes the free space before `justify-content` applies (9.5 step 12, 8.1): the first
    /// item's auto right margin pushes the second to the end, whatever the justification.
    @Test func autoMarginsTakeTheFreeSpaceFirst() {
        #expect(Self.xs(.center) { $0.margin.right = .auto } == [0, 80])
    }

    /// A reversed row starts from the right edge: flex-start puts the first item at 100 - 20 = 80.
    @Test func rowReverseStartsAtTheRight() {
        let frames = layOut(box({ $0.flexDirection = .rowReverse; $0.width = .points(100); $0.height = .points(10) }, [
            box(width: 20, height: 10), box(width: 20, height: 10),
        ]))
        #expect(frames.map(\.minX) == [80, 60])
    }
}
