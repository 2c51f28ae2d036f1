import Components
import Feed
import FeedStyle
import Foundation
import MVC
import StoryComponents
import Testing
import TextLayout
import Views

/// One truth: for every story of every bundled scenario, the mounted component views and the MVC
/// views have the same frames.
@MainActor
struct PipelineParityTests {
    /// The bundled scenarios (not `layout/`, which holds flexbox cases).
    nonisolated static let scenarioFiles: [String] = {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scenarios")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".json") && $0 != "scenario.schema.json" }.sorted()
            .map { directory.appendingPathComponent($0).path }
    }()

    nonisolated static let sampleSize = 300

    /// Every story, or for big feeds an evenly spaced sample of `sampleSize` (always the same).
    static func stories(of scenario: Scenario) -> [Story] {
        let all = scenario.feed.resolvedStories()
        guard all.count > sampleSize * 2 else { return all }
        return (0..<sampleSize).map { all[$0 * all.count / sampleSize] }
    }

    @Test func findsTheBundledScenarios() {
        #expect(Self.scenarioFiles.count >= 6)
        #expect(Self.scenarioFiles.contains { $0.hasSuffix("scale-10k.json") })
    }

    @Test(arguments: scenarioFiles)
    func bothPipelinesGiveEveryViewTheSameFrame(file: String) throws {
        let scenario = try ScenarioLoader.load(path: file)
        let stories = Self.stories(of: scenario)
        let engine = TextEngine(fonts: try FontLibrary.load(), cache: TextCache())
        let style = FeedStyle(device: scenario.device)
        let width = scenario.device.width
        let layoutContext = LayoutContext(textEngine: engine, pointScaleFactor: scenario.device.scale)

        // Components: one mounter and host for all stories, so mounting recycles as it would in a feed.
        let viewContext = ViewContext(textEngine: engine)
        let mounter = Mounter(context: viewContext)
        let host = View(kind: "host", context: viewContext)
        // MVC: one cell for all stories, so views are reconfigured as a reused row's would be.
        let feed = MutableFeed(stories: stories)
        let environment = ViewEnvironment(textEngine: engine, style: style)
        let cell = StoryCell(environment: environment)

        var mismatches = 0
        var viewsCompared = 0
        for (story, model) in zip(stories, feed.stories) {
            let layout = StoryComponent.layout(story, style: style, width: width, context: layoutContext)
            mounter.mount(layout, on: host)
            guard let mounted = host.subviews.first(where: { !$0.isHidden }) else {
                Issue.record("\(story.id): nothing mounted")
                continue
            }
            let components = GeometryDigest(root: mounted, scale: scenario.device.scale)
            let mvc = GeometryDigest(root: cell.display(model, width: width, center: feed.notificationCenter),
                                     scale: scenario.device.scale)
            viewsCompared += components.entries.count
            if let difference = components.firstDifference(from: mvc) {
                mismatches += 1
                if mismatches <= 3 {
                    Issue.record("\(scenario.name) \(story.id): components \(components.hash) vs MVC \(mvc.hash): \(difference)")
                }
            }
        }
        #expect(mismatches == 0, "\(mismatches) of \(stories.count) stories differ in \(scenario.name)")
        // Header (3 views inside), like bar (3 buttons) and the story itself, at least.
        #expect(viewsCompared >= stories.count * 9)
        #expect(!stories.isEmpty)
    }

    /// After the MVC pipeline applies a like and a comment through its notifications, the visible row
    /// has the frames the components pipeline gives the edited immutable story.
    @Test func updatesKeepBothPipelinesEqual() throws {
        let engine = TextEngine(fonts: try FontLibrary.load(), cache: TextCache())
        let style = FeedStyle(scale: 2)
        let author = Author(name: "Ana Lima")
        let stories = (0..<4).map {
            Story(id: StoryID("s\($0)"), author: author, timestamp: Timestamp(secondsSince1970: 1_700_000_000),
                  message: "Story number \($0) with a message long enough to wrap onto a second line here",
                  attachments: [.photo(MediaSize(width: 1080, height: 720))], likeCount: 9, commentCount: 0)
        }
        let feed = MutableFeed(stories: stories)
        let controller = FeedController(feed: feed, width: 375, viewportHeight: 2_000, textEngine: engine, style: style)
        controller.reloadData()
        feed.setViewerLikes(true, storyID: "s1")
        feed.addComment(Comment(id: "c1", author: author, text: "Nice one"), storyID: "s1")
        let row = try #require(controller.cell(forRow: 1))
        let layout = StoryComponent.layout(feed.stories[1].snapshot, style: style, width: 375,
                                           context: LayoutContext(textEngine: engine, pointScaleFactor: 2))
        let context = ViewContext(textEngine: engine)
        let host = View(kind: "host", context: context)
        Mounter(context: context).mount(layout, on: host)
        let mounted = try #require(host.subviews.first)
        let components = GeometryDigest(root: mounted, scale: 2)
        let mvc = GeometryDigest(root: row.rootView, scale: 2)
        #expect(components.firstDifference(from: mvc) == nil)
        #expect(controller.rowFrame(1).height == layout.size.height)
        #expect(controller.rowFrame(2).minY == controller.rowFrame(1).maxY)
    }
}
