import Testing
@testable import TextLayout

/// `Array(filledWith:count:)`, which text layout allocates its per-layout arrays with: `Array(repeating:count:)`'s
/// result, through another allocation path.
struct ArrayFilledTests {
    @Test func holdsCountCopiesOfTheValue() {
        #expect([Int64](filledWith: 7, count: 3) == [7, 7, 7])
        #expect([Bool](filledWith: true, count: 1) == [true])
        #expect([String](filledWith: "a label longer than fifteen bytes", count: 2)
            == Array(repeating: "a label longer than fifteen bytes", count: 2))
    }

    @Test func zeroAndLargeCounts() {
        #expect([Int64](filledWith: 1, count: 0).isEmpty)
        let large = [Int32](filledWith: -1, count: 100_000)
        #expect(large.count == 100_000 && large.allSatisfy { $0 == -1 })
        #expect(large.capacity >= 100_000)
    }
}
