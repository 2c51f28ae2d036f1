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
