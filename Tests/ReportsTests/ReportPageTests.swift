import Foundation
import Harness
import Testing

@testable import Reports

/// The HTML report: escaped by construction, no script, no network.
@Suite struct ReportPageTests {
    @Test(arguments: ReportFixtures.hostileNames)
    func scenarioStringsAreEscaped(name: String) {
        let page = RunPage.make(ReportFixtures.report(name: name, text: name))
        #expect(!page.contains(name) || !name.contains(where: { "<>".contains($0) }))
        #expect(!page.lowercased().contains("<script"))
        #expect(!page.contains("<img"))
        #expect(page.contains(HTML.escaped(name, attribute: false)))
    }

    /// The parallel build's table gives the rounds' spread and, where recorded, their median; a result read
    /// from an older run.json (no rounds recorded) shows a dash.
    @Test func parallelBuildTableShowsTheRoundsSpreadAndMedian() {
        let measured = ParallelBuildResult(
            stories: 100, workers: 16, oneWorkerMilliseconds: 1300, workersMilliseconds: 100,
            oneWorkerBestMilliseconds: 1200, workersBestMilliseconds: 95, rounds: 11, identicalLayouts: true,
            oneWorkerCPUMilliseconds: 1300, workersCPUMilliseconds: 1550, lowestRoundSpeedUp: 10.1,
            highestRoundSpeedUp: 17.9, medianRoundSpeedUp: 13.3)
        let older = ParallelBuildResult(
            stories: 100, workers: 2, oneWorkerMilliseconds: 1300, workersMilliseconds: 700,
            oneWorkerBestMilliseconds: 1200, workersBestMilliseconds: 650, rounds: 5, identicalLayouts: true)
        let table = ScenarioSection.parallelBuild([measured, older]).map { $0.render() }.joined()
        #expect(table.contains("10.10–17.90×, median 13.30×"))
        #expect(table.contains("\">–</td>"))
    }

    /// The verdict names the pipeline that spent less main-thread time, with the ratio's interval; repetitions
    /// that agree decide it, repetitions that scatter leave it within noise, one repetition gives no interval.
    @Test func theVerdictNamesTheWinnerWithItsInterval() throws {
        // Components' frames cost half of MVC's (the fixture's scale), in six steady repetitions.
        let steady = ReportFixtures.report(repetitionScales: [1, 1.01, 0.99, 1.02, 0.98, 1])
        let scenario = try #require(steady.scenarios.first)
        let verdict = try #require(PipelineVerdict(scenario))
        let main = try #require(verdict.figure(.frameTime))
        #expect(main.outcome == .componentsLess)
        let ratio = try #require(main.ratio)
        let interval = try #require(main.interval)
        #expect(abs(ratio - 2) < 0.1 && interval.contains(ratio) && interval.lower > 1.05)
        #expect(verdict.sentence.hasPrefix("Components spent less main-thread time per frame: MVC ÷ components 2.0"))
        #expect(verdict.sentence.contains("95% interval"))
        let page = RunPage.make(steady)
        let top = try #require(page.range(of: ">Verdict</h2>"))
        let sentence = try #require(page.range(of: "Components spent less main-thread time per frame"))
        let firstScenario = try #require(page.range(of: ">Scenario: "))
        #expect(top.upperBound < sentence.lowerBound && sentence.lowerBound < firstScenario.lowerBound)
        #expect(page.contains("Frames back to back, not paced"))

        let one = try #require(ReportFixtures.report(repetitionScales: [1]).scenarios.first)
        let single = try #require(PipelineVerdict(one))
        #expect(single.figure(.frameTime)?.outcome == .noInterval && single.figure(.frameTime)?.interval == nil)
        #expect(single.sentence.contains("too few for an interval"))
    }

    /// Each pass is drawn where it ran, and the main-thread table adds up to the frames' main-thread time.
    @Test func passesAreAttributedWhereTheyRan() throws {
        let report = ReportFixtures.report()
        let scenario = try #require(report.scenarios.first)
        let html = ScenarioSection.passes(scenario.results).map { $0.render() }.joined()
        #expect(html.contains("mount (main)") && html.contains("scroll (main)"))
        #expect(!html.contains(">mount (workers)<") && !html.contains(">scroll (workers)<"))
        #expect(html.contains("all: the frames&#39; main-thread time") || html.contains("all: the frames' main-thread time"))
        #expect(html.contains("outside the passes"))
    }

    /// Notes appear once per pipeline without the pipeline's name repeated; skipped events are counted and the
    /// list folded; a counter a pipeline does not have reads n/a.
    @Test func notesAreShortAndCountersSayNA() throws {
        let report = ReportFixtures.report(text: "B")
        let results = try #require(report.scenarios.first).results
        let notes = ScenarioSection.notes(results).map { $0.render() }.joined()
        #expect(notes.contains("a note about B"))
        #expect(!notes.contains("MVC: mvc:"))
        let counters = ScenarioSection.counters(results).render()
        #expect(counters.contains(">n/a</td>"))
        #expect(!counters.contains("0.00×"))
    }

    @Test func pageForbidsScriptsAndLoads() {
        let page = RunPage.make(ReportFixtures.report())
        #expect(page.contains("http-equiv=\"Content-Security-Policy\""))
        #expect(page.contains("default-src &#39;none&#39;"))
        #expect(!page.lowercased().contains("<script"))
        // The only URL is SVG's namespace, which loads nothing.
        // The only URL in an attribute is SVG's namespace, which loads nothing; no CSS url() either.
        let attributeURLs = page.components(separatedBy: "=\"http").dropFirst().map { String($0.prefix(24)) }
        #expect(!attributeURLs.isEmpty)
        #expect(attributeURLs.allSatisfy { $0.hasPrefix("://www.w3.org/2000/svg\"") })
        #expect(!page.contains("url(http"))
        #expect(!page.contains("@import"))
        #expect(!page.contains("src="))
    }

    @Test func everySectionIsThere() {
        let page = RunPage.make(ReportFixtures.report())
        for heading in ["Verdict", "Frame time, frame by frame", "Distribution of frame times", "Where the time goes",
                        "Allocations and memory", "Counters", "First screen", "The run"] {
            #expect(page.contains(">\(heading)</h"), "missing \(heading)")
        }
        // The shared patterns, then the timeline, distribution, pass bars and two wireframes.
        #expect(page.components(separatedBy: "<svg").count - 1 == 5 + 1)
        #expect(page.contains("<title>"))
    }

    @Test func longRunsAreDrawnAggregatedAndSaySo() {
        let page = RunPage.make(ReportFixtures.report(frames: 5_000))
        #expect(page.contains("each is the slowest of 9 frames"))
        #expect(page.utf8.count < 400_000)
    }

    @Test func escapingCoversAttributesAndControlCharacters() {
        let html = HTML.el("p", [("title", "a\"b'c<d>&")], text: "x\u{7}<y>&").render()
        #expect(html == "<p title=\"a&quot;b&#39;c&lt;d&gt;&amp;\">x&lt;y&gt;&amp;</p>")
    }
}
