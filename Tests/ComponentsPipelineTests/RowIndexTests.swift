import Feed
import Testing
@testable import ComponentsPipeline

/// The positions of each top-level id: one for most, several for an id shown more than once.
struct RowIndexTests {
    @Test func everyIdFindsAllItsPositionsInOrder() {
        let ids: [StoryID] = ["a", "b", "a", "c", "a", "b"]
        let index = RowIndex(ids)
        #expect(index.positions(of: "a") == [0, 2, 4])
        #expect(index.positions(of: "b") == [1, 5])
        #expect(index.positions(of: "c") == [3])
        #expect(index.positions(of: "missing") == [])
    }
}
