import Testing
@testable import Feed

struct RepeatsTests {
    @Test func theFirstRepeatAndItsEarlierPosition() {
        #expect(Repeats.first(in: ["a", "b", "c"]) == nil)
        #expect(Repeats.first(in: [String]()) == nil)
        #expect(Repeats.first(in: ["a", "b", "a", "b"]).map { [$0.index, $0.earlier] } == [2, 0])
        #expect(Repeats.first(in: [1, 2, 2]).map { [$0.index, $0.earlier] } == [2, 1])
    }
}
