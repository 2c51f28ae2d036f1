import Components
import ComponentsPipeline
import Feed
import FeedState
import FeedStyle
import TextLayout
import Testing
import Views

/// Hand-built feeds and the pipeline set up around them, shared by the tests.
enum TestFeeds {
    static let width = 375.0
    static let scale = 2.0
    static let author = Author(name: "Ana Lima")
    static let time = Timestamp(secondsSince1970: 1_700_000_000)

    /// One engine for every test: the text cache is thread-safe and results do not depend on it.
    /// `nil` when the fonts cannot be loaded; `environment()` then throws the reason.
    static let sharedEngine: TextEngine? = try? TextEngine(fonts: FontLibrary.load(), cache: TextCache())

    static func environment(scale: Double = Self.scale) throws -> StoryLayoutEnvironment {
        let engine = try sharedEngine ?? TextEngine(fonts: try FontLibrary.load(), cache: TextCache())
        return StoryLayoutEnvironment(
            style: FeedStyle(scale: scale), context: LayoutContext(textEngine: engine, pointScaleFactor: scale),
            width: width)
    }

    static func story(_ id: StoryID, likes: Int = 0, substories: [Story] = [], message: String? = nil) -> Story {
        Story(id: id, author: author, timestamp: time,
              message: message ?? "Story \(id) says something long enough to wrap onto a second line of text",
              attachments: [.photo(MediaSize(width: 1080, height: 720))], substories: substories, likeCount: likes)
    }

    /// s0, s1 (no likes yet), s2 (a reshare of s1), s3, s4: s1 appears at two places, top-level and in s2.
    static func feedWithReshare() throws -> FeedStore {
        let shared = story("s1")
        return try FeedStore(stories: [
            story("s0", likes: 5), shared, story("s2", likes: 2, substories: [shared], message: "Look at this"),
            story("s3", likes: 1), story("s4", likes: 3),
        ])
    }

    /// A viewport tall enough to show every row of the small feeds.
    static let everything = FeedViewport(width: width, height: 100_000)

    /// A controller over `store` with its first screen shown: the whole feed laid out up front (no prefetch
    /// window) and changesets delivered synchronously, unless told otherwise.
    @MainActor
    static func controller(
        _ store: FeedStore, viewport: FeedViewport = everything, workers: Int = 2,
        policy: FeedPolicy = FeedPolicy(prefetchViewports: nil, updates: .synchronous)
    ) throws -> TestFeedHost {
        let environment = try environment()
        let controller = ComponentFeedController(
            store: store, environment: environment, viewportWidth: viewport.width, viewportHeight: viewport.height,
            viewContext: ViewContext(textEngine: environment.context.textEngine),
            workers: LayoutWorkers(count: workers), policy: policy)
        controller.showFirstScreen()
        return TestFeedHost(controller)
    }
}

/// The tests' handle on a controller whose first screen is shown.
@MainActor
final class TestFeedHost {
    let controller: ComponentFeedController

    init(_ controller: ComponentFeedController) {
        self.controller = controller
    }

    var feedMounter: FeedMounter {
        guard let mounter = controller.feedMounter else { preconditionFailure("the first screen is shown in init") }
        return mounter
    }

    var feed: FeedLayouts { feedMounter.feed }
    var workers: LayoutWorkers { controller.prefetcher.workers }

    /// Submits `edit` (synchronous delivery: mounted on return) and returns its changeset.
    func apply(_ edit: FeedEdit) throws -> FeedUpdateReport {
        try #require(controller.submit(edit).mounted.last)
    }
}
