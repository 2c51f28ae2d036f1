import ComponentsPipeline
import Feed
import FlexLayout
import Foundation
import MVC
import Testing
import TextLayout
@testable import Harness

/// Frame by frame, both pipelines show the same rows at the same places: MVC in either height mode and
/// the components pipeline with its prefetch window (changesets delivered synchronously, so the two see
/// each edit in the same frame).
@MainActor
@Suite struct FrameParityTests {
    /// The rows a pipeline shows: the viewport's offset and each visible row's frame, by position.
    struct Shown: Equatable {
        var offset: Double
        var rows: [Int: Rect]

        func matches(_ other: Shown) -> Bool {
            guard abs(offset - other.offset) < 1e-6, rows.keys.sorted() == other.rows.keys.sorted() else { return false }
            return rows.allSatisfy { position, frame in
                guard let theirs = other.rows[position] else { return false }
                return abs(frame.minY - theirs.minY) < 1e-6 && abs(frame.height - theirs.height) < 1e-6
                    && frame.width == theirs.width
            }
        }
    }

    static func shown(_ driver: MVCDriver) -> Shown {
        guard let controller = driver.feedController else { return Shown(offset: 0, rows: [:]) }
        var rows: [Int: Rect] = [:]
        for row in controller.visibleRows { rows[row] = controller.rowFrame(row) }
        return Shown(offset: controller.contentOffset, rows: rows)
    }

    static func shown(_ driver: ComponentsDriver) -> Shown {
        guard let mounter = driver.feedMounter else { return Shown(offset: 0, rows: [:]) }
        var rows: [Int: Rect] = [:]
        for position in mounter.mountedPositions { rows[position] = mounter.host(at: position)?.frame }
        return Shown(offset: mounter.viewport.offset, rows: rows)
    }

    @Test(arguments: MVCRowHeights.allCases)
    func bothPipelinesShowTheSameRowsEveryFrame(heights: MVCRowHeights) throws {
        let scenario = try ComponentsPrefetchTests.defaultScenario()
        let fonts = try TestScenarios.fonts()
        let mvc = MVCDriver(stories: scenario.feed.resolvedStories(), device: scenario.device,
                            textEngine: TextEngine(fonts: fonts), rowHeights: heights)
        try mvc.showFirstScreen(PassRecorder(arenas: nil))
        let components = try ComponentsPrefetchTests.driver(scenario, prefetchViewports: 2)
        let recorder = PassRecorder(arenas: nil)
        #expect(Self.shown(mvc).matches(Self.shown(components)))
        var mismatches: [Int] = []
        for (index, offset) in scenario.scroll.offsets(frameBudget: scenario.frameBudget).enumerated() {
            let frame = index + 1
            recorder.beginFrame()
            mvc.beginFrame(frame, recorder)
            mvc.closeScreens(recorder)
            for event in scenario.events where event.frame == frame { _ = mvc.apply(event, frame: frame, recorder) }
            mvc.scroll(to: offset, recorder)
            ComponentsPrefetchTests.step(components, scenario, frame: frame, offset: offset, recorder: recorder)
            if !Self.shown(mvc).matches(Self.shown(components)) { mismatches.append(frame) }
        }
        #expect(mismatches.isEmpty, "frames that differ: \(mismatches.prefix(10)) of \(mismatches.count)")
    }
}
