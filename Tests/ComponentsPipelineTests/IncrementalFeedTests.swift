import ComponentsPipeline
import Feed
import FeedState
import Testing

/// Laying a feed out step by step (the prefetch path, which updates offsets incrementally) ends with
/// exactly the geometry of the feed laid out in one go, repeated ids included, at a scale whose pixel
/// grid (1/3 pt) is not exact in binary.
struct IncrementalFeedTests {
    @Test func stepByStepEqualsAllAtOnce() throws {
        // p3 fills positions 3 and 9: laying out position 3 also lays out position 9.
        let numbers = (0..<14).map { $0 == 9 ? 3 : $0 }
        let stories = numbers.map { TestFeeds.story(StoryID("p\($0)"), likes: $0 % 3) }
        let store = try FeedStore(stories: stories)
        let environment = try TestFeeds.environment(scale: 3)
        let workers = LayoutWorkers(count: 2)
        let full = FeedLayouts(estimating: store, environment: environment).layingOut(.everything, workers: workers).feed
        var stepped = FeedLayouts(estimating: store, environment: environment)
        var bottom = 0.0
        while !stepped.isFullyMeasured {
            bottom += 173
            stepped = stepped.layingOut(rowsThrough: bottom, workers: workers).feed
            // Position 9 is laid out as soon as position 3 is, though the prefix has not reached it.
            if stepped.measuredPrefix > 3 { #expect(stepped.isLaidOut(at: 9)) }
        }
        #expect(stepped.measuredPrefix == full.measuredPrefix)
        #expect(stepped.contentHeight == full.contentHeight)
        for position in 0..<store.count {
            #expect(stepped.rowFrame(at: position) == full.rowFrame(at: position))
            #expect(stepped.row(at: position) == full.row(at: position))
        }
    }
}
