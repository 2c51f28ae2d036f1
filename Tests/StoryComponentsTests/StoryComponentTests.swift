import Components
import Dispatch
import Feed
import FeedStyle
import Geometry
@testable import StoryComponents
import Synchronization
import Testing
import TextLayout
import Views

struct StoryComponentTests {
    static let author = Author(name: "Hiro Tanaka", avatarSize: 40)
    static let time = Timestamp(secondsSince1970: 1_714_566_600)  // 2024-05-01T12:30:00Z

    static func richStory(_ index: Int) -> Story {
        Story(
            id: StoryID("story-\(index)"), author: author, timestamp: time,
            message: "Back from Lisbon 🇵🇹 — أجمل مدينة, story \(index), with enough words to wrap over lines",
            attachments: [
                .photo(MediaSize(width: 1080, height: 1350)),
                .link(LinkCard(title: "48 hours in Lisbon", domain: "example.com", image: MediaSize(width: 1200, height: 630))),
                .video(VideoClip(size: MediaSize(width: 1920, height: 1080), duration: 42.5)),
            ],
            substories: [Story(id: StoryID("tip-\(index)"), author: Author(name: "Ana", avatarSize: 32), timestamp: time,
                               message: "Try the pastéis!",
                               substories: [Story(id: StoryID("deep-\(index)"), author: Author(name: "Bo"), timestamp: time)])],
            likeCount: 12, commentCount: 3, viewerLikes: true,
            comments: [Comment(id: "c1", author: Author(name: "Maya"), text: "Jealous 😍"),
                       Comment(id: "c2", author: Author(name: "Li"), text: "Same"),
                       Comment(id: "c3", author: Author(name: "Jo"), text: "Not shown")])
    }

    static func context(scale: Double = 2) throws -> LayoutContext {
        LayoutContext(textEngine: TextEngine(fonts: try FontLibrary.load(), cache: TextCache()), pointScaleFactor: scale)
    }

    @Test func aStoryHasItsPartsInOrder() throws {
        let layout = StoryComponent.layout(Self.richStory(0), style: FeedStyle(scale: 2), width: 375, context: try Self.context())
        let kinds = layout.viewFrames().map(\.kind)
        #expect(kinds.first == .story)
        #expect(kinds.filter { $0 == .substory }.count == 2)
        #expect(kinds.filter { $0 == .comment }.count == 2)
        #expect(kinds.filter { $0 == .button }.count == 3)
        #expect(kinds.contains(.linkCard) && kinds.contains(.video) && kinds.contains(.durationBadge))
        #expect(layout.size.width == 375)
    }

    @Test func mediaKeepsItsAspectRatioOnThePixelGrid() throws {
        let style = FeedStyle(scale: 3)
        let story = Story(id: "p", author: Self.author, timestamp: Self.time, attachments: [.photo(MediaSize(width: 1080, height: 1350))])
        let layout = StoryComponent.layout(story, style: style, width: 393, context: try Self.context(scale: 3))
        let images = layout.viewFrames().filter { $0.kind == .image }
        let photo = try #require(images.last)
        #expect(photo.frame.width == 393 - 24)
        // 369 x 1.25 = 461.25, to the nearest third of a point.
        #expect(abs(photo.frame.height - 461.333_333) < 0.001)
        let avatar = try #require(images.first)
        #expect(avatar.frame.size == Size(width: 40, height: 40))
    }

    @Test func theLikeButtonReflectsTheViewer() throws {
        let liked = LikeBarComponent.make(Self.richStory(0), style: FeedStyle(scale: 2))
        let buttons = liked.layoutThatFits(.width(351), context: try Self.context()).viewFrames()
        #expect(buttons.filter { $0.kind == .label }.count == 1)  // the summary line
        let like = try #require(liked.children.last?.children.first?.view)
        #expect(like.attributes.contains(.property(.isSelected, .bool(true))))
        #expect(like.attributes.contains(.property(.title(.selected), .text("Liked · 12", FeedStyle(scale: 2).buttonTitleStyle))))
        #expect(StoryStrings.likeSummary(likeCount: 0, viewerLikes: false) == nil)
        #expect(StoryStrings.likeSummary(likeCount: 3, viewerLikes: true) == "You and 2 others like this")
    }

    @Test func stringsAreDeterministic() {
        #expect(StoryStrings.timestamp(Self.time) == "2024-05-01 12:30")
        #expect(StoryStrings.duration(42.5) == "0:42")
        #expect(StoryStrings.duration(3_725) == "1:02:05")
        #expect(StoryStrings.likeTitle(likeCount: 0) == "Like")
    }

    /// Components are built and laid out on eight threads at once, each building every story; all
    /// threads get layouts equal to one built on this thread.
    @Test func buildsOnEightThreadsWithIdenticalLayouts() throws {
        let context = try Self.context()
        let style = FeedStyle(scale: 2)
        let stories = (0..<24).map(Self.richStory)
        let reference = stories.map { StoryComponent.layout($0, style: style, width: 375, context: context) }
        let results = Mutex<[Int: [ComponentLayout]]>([:])
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            // Each thread starts at another story, so different threads lay out different stories at once.
            let layouts = stories.indices.map { offset in
                let index = (offset + thread * 3) % stories.count
                return (index, StoryComponent.layout(stories[index], style: style, width: 375, context: context))
            }.sorted { $0.0 < $1.0 }.map(\.1)
            results.withLock { $0[thread] = layouts }
        }
        let all = results.withLock { $0 }
        #expect(all.count == 8)
        for (_, layouts) in all { #expect(layouts == reference) }
    }
}
