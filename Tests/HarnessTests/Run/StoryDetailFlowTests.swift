import Feed
import Testing
import Views
@testable import Harness

@MainActor
@Suite struct StoryDetailFlowTests {
    @Test func openPushesTheDetailAndCloseGoesBack() {
        let context = ViewContext()
        let feedView = View(kind: "feed", context: context)
        var made: [StoryID] = []
        let flow = StoryDetailFlow(feedView: feedView) { id in
            made.append(id)
            return View(kind: "detail", context: context)
        }
        #expect(flow.titles == ["Feed"])
        #expect(flow.navigationController.view.subviews.first === feedView)
        flow.open("story-2")
        #expect(made == ["story-2"])
        #expect(flow.titles == ["Feed", "story-2"])
        #expect(feedView.superview == nil)
        let popped = flow.close()
        #expect(popped.count == 1)
        #expect(flow.titles == ["Feed"])
        #expect(flow.navigationController.view.subviews.first === feedView)
    }

    @Test(arguments: PipelineKind.allCases)
    func openEventIsAppliedAndCreatesDetailViewsOnce(pipeline: PipelineKind) throws {
        let scenario = try TestScenarios.smallMixed()
        let result = try ScenarioRun(scenario: scenario, fonts: try TestScenarios.fonts(),
                                     options: RunOptions(repetitions: 1)).run(pipeline)
        #expect(result.skippedEvents.isEmpty, "\(result.skippedEvents)")
        let frames = try #require(result.repetitions.first?.frames)
        // The detail screen's views are made in frame 20 (MVC: a new cell; components: views from the
        // pool when it has them, so possibly none).
        if pipeline == .mvc { #expect(frames[20].viewsCreated > 0) }
    }
}

/// Opening is the same work in both pipelines: any story of the feed, nested ones included, on a detail
/// screen of its own, cold (its views are made anew on every open).
@MainActor
@Suite struct DetailScreenTests {
    static func scenario() throws -> Scenario {
        try TestScenarios.load("""
            {
              "schemaVersion": 2, "name": "open-nested",
              "device": { "width": 375, "height": 667, "scale": 2 },
              "feed": { "stories": [
                { "id": "outer", "author": { "name": "Ann" }, "timestamp": "2024-05-01T12:00:00Z", "message": "Look",
                  "substories": [ { "id": "inner", "author": { "name": "Bo" }, "timestamp": "2024-05-01T11:00:00Z",
                                    "message": "A nested story, opened on its own" } ] },
                { "id": "next", "author": { "name": "Cy" }, "timestamp": "2024-05-01T10:00:00Z", "message": "Next" }
              ] },
              "scroll": { "kind": "constant", "pointsPerFrame": 1, "frames": 6 },
              "events": [ { "frame": 2, "kind": "open", "story": "inner" }, { "frame": 4, "kind": "open", "story": "inner" } ],
              "warmUp": 0, "repetitions": 1, "workers": 1
            }
            """)
    }

    @Test(arguments: PipelineKind.allCases)
    func aNestedStoryOpensColdEveryTime(pipeline: PipelineKind) throws {
        let result = try ScenarioRun(scenario: try Self.scenario(), fonts: try TestScenarios.fonts()).run(pipeline)
        #expect(result.skippedEvents.isEmpty, "\(result.skippedEvents)")
        let frames = try #require(result.repetitions.first?.frames)
        #expect(frames[2].passes.navigation > 0 && frames[4].passes.navigation > 0)
        // Cold both times: the second open makes its views again, as many as the first.
        #expect(frames[2].viewsCreated > 0)
        #expect(frames[4].viewsCreated == frames[2].viewsCreated)
    }
}
