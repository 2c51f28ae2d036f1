import ComponentsPipeline
import Feed
import Foundation
import Geometry
@testable import Harness
import MVC
import Testing
import TextLayout
import Views

/// Frame by frame, both pipelines show the same rows at the same places with the same views: MVC in
/// either height mode and the components pipeline with its prefetch window and dropped layouts, through
/// likes, comments and inserts on rows on screen, above it and far below it (never shown yet), then a
/// scroll over all of them. Changesets are delivered synchronously, so both see each edit in its frame.
@MainActor
@Suite struct FrameParityTests {
    /// What a pipeline shows: the viewport's offset, each visible row's frame, and the geometry of the
    /// views inside each row.
    struct Shown {
        var offset: Double
        var rows: [Int: Rect]
        var views: [Int: GeometryDigest]

        /// The first difference from `other`, or `nil`.
        func difference(from other: Shown) -> String? {
            if abs(offset - other.offset) > 1e-6 { return "offset \(offset) vs \(other.offset)" }
            if rows.keys.sorted() != other.rows.keys.sorted() {
                return "rows \(rows.keys.sorted()) vs \(other.rows.keys.sorted())"
            }
            for (position, frame) in rows.sorted(by: { $0.key < $1.key }) {
                guard let theirs = other.rows[position] else { return "row \(position) missing" }
                if abs(frame.minY - theirs.minY) > 1e-6 || abs(frame.height - theirs.height) > 1e-6 {
                    return "row \(position): \(frame) vs \(theirs)"
                }
                if let mine = views[position], let their = other.views[position], let first = mine.firstDifference(from: their) {
                    return "row \(position) views: \(first)"
                }
            }
            return nil
        }
    }

    static func shown(_ driver: MVCDriver, scale: Double) -> Shown {
        guard let controller = driver.feedController else { return Shown(offset: 0, rows: [:], views: [:]) }
        var shown = Shown(offset: controller.contentOffset, rows: [:], views: [:])
        for row in controller.visibleRows {
            shown.rows[row] = controller.rowFrame(row)
            if let cell = controller.cell(forRow: row) { shown.views[row] = GeometryDigest(root: cell.rootView, scale: scale) }
        }
        return shown
    }

    static func shown(_ driver: ComponentsDriver, scale: Double) -> Shown {
        guard let mounter = driver.feedMounter else { return Shown(offset: 0, rows: [:], views: [:]) }
        var shown = Shown(offset: mounter.viewport.offset, rows: [:], views: [:])
        for position in mounter.mountedPositions {
            guard let host = mounter.host(at: position) else { continue }
            shown.rows[position] = host.frame
            if let story = host.subviews.first(where: { !$0.isHidden }) {
                shown.views[position] = GeometryDigest(root: story, scale: scale)
            }
        }
        return shown
    }

    /// 40 mixed stories scrolled over; edits far below (never shown yet), below, above the viewport and on
    /// screen, and stories inserted at the top.
    static func scenario() throws -> Scenario {
        let comment = { (id: String, text: String) in
            #"{ "id": "\#(id)", "author": { "name": "Bo Chen" }, "text": "\#(text)" }"#
        }
        let json = """
            {
              "schemaVersion": 2, "name": "edits-everywhere",
              "device": { "width": 375, "height": 667, "scale": 2 },
              "feed": { "generate": { "seed": 5, "stories": 40, "mix": "mixed" } },
              "scroll": { "kind": "constant", "pointsPerFrame": 40, "frames": 300 },
              "events": [
                { "frame": 1, "kind": "like", "story": "story-35" },
                { "frame": 2, "kind": "comment", "story": "story-30", "comment": \(comment("p1", "A comment far below the screen, long enough to wrap onto a second line")) },
                { "frame": 3, "kind": "like", "story": "story-1" },
                { "frame": 60, "kind": "like", "story": "story-2" },
                { "frame": 70, "kind": "comment", "story": "story-1", "comment": \(comment("p2", "Above the screen")) },
                { "frame": 90, "kind": "insert-at-top", "stories": [
                  { "id": "new-1", "author": { "name": "Ann" }, "timestamp": "2024-05-01T12:30:00Z", "message": "Inserted above everything" },
                  { "id": "new-2", "author": { "name": "Cy" }, "timestamp": "2024-05-01T12:29:00Z", "attachments": [ { "kind": "photo", "width": 1080, "height": 720 } ] }
                ] },
                { "frame": 110, "kind": "unlike", "story": "story-1" },
                { "frame": 150, "kind": "like", "story": "story-20" },
                { "frame": 151, "kind": "comment", "story": "story-20", "comment": \(comment("p3", "On screen")) },
                { "frame": 200, "kind": "unlike", "story": "story-38" }
              ],
              "warmUp": 0, "repetitions": 1, "workers": 2
            }
            """
        return try ScenarioLoader.load(data: Data(json.utf8), file: "edits-everywhere.json")
    }

    @Test(arguments: MVCRowHeights.allCases)
    func bothPipelinesShowTheSameScreenEveryFrame(heights: MVCRowHeights) throws {
        let scenario = try Self.scenario()
        let fonts = try FontLibrary.load()
        let scale = scenario.device.scale
        let mvc = MVCDriver(stories: scenario.feed.resolvedStories(), device: scenario.device,
                            textEngine: TextEngine(fonts: fonts), rowHeights: heights, renderer: nil)
        let components = ComponentsDriver(
            stories: scenario.feed.resolvedStories(), device: scenario.device, textEngine: TextEngine(fonts: fonts),
            workers: LayoutWorkers(count: 2), policy: FeedPolicy(prefetchViewports: 1, retainViewports: 2, updates: .synchronous),
            renderer: nil)
        let recorder = PassRecorder(instrumented: false)
        try mvc.showFirstScreen(recorder)
        try components.showFirstScreen(recorder)
        var differences: [String] = []
        func compare(_ frame: Int) {
            if let difference = Self.shown(mvc, scale: scale).difference(from: Self.shown(components, scale: scale)) {
                differences.append("frame \(frame): \(difference)")
            }
        }
        compare(0)
        for (index, offset) in scenario.scroll.offsets(frameBudget: scenario.frameBudget).enumerated() {
            let frame = index + 1
            for driver in [mvc, components] as [any PipelineDriver] {
                recorder.beginFrame()
                driver.beginFrame(frame, recorder)
                driver.closeScreens(recorder)
                for event in scenario.events where event.frame == frame {
                    #expect(driver.apply(event, frame: frame, recorder) == nil)
                }
                driver.scroll(to: offset, recorder)
            }
            compare(frame)
        }
        #expect(differences.isEmpty, "\(differences.count) frames differ; first: \(differences.prefix(3))")
        // The scroll went past every edited story, and the components pipeline dropped layouts on the way.
        #expect((mvc.feedController?.contentOffset ?? 0) > 6_000)
        #expect(components.counters.layoutsDropped > 0)
    }
}
