import Console
import Foundation
import Harness
import Testing

/// The run's text summary, as `feedbench run` prints it.
@MainActor
@Suite struct SummaryTableTests {
    @Test func summaryNamesEveryPipelineAndTheRatios() throws {
        let scenario = try ConsoleScenarios.smallMixed()
        let run = ScenarioRun(scenario: scenario, fonts: try ConsoleScenarios.fonts(), options: RunOptions(repetitions: 1))
        let results = try run.run()
        let text = SummaryTable.text(RunReport(startedAt: Date(), machine: .current, options: run.options,
                                               scenarios: [ScenarioReport(file: "inline.json", scenario: scenario, results: results)]))
        #expect(text.hasPrefix("\"small-mixed\" (inline.json), budget "))
        #expect(text.contains("mvc (estimated)"))
        #expect(text.contains("components (async)"))
        #expect(text.contains("mvc / components"))
        #expect(text.contains("first screen"))
        #expect(text.contains("update latency"))
        #expect(text.contains("memory"))
        // One table row per pipeline, under the header.
        let lines = text.split(separator: "\n")
        let header = try #require(lines.firstIndex { $0.hasPrefix("pipeline ") })
        #expect(lines[header + 1].hasPrefix("mvc (estimated)") && lines[header + 2].hasPrefix("components (async)"))
    }

    /// A scenario's name is the user's text: the summary echoes it quoted and escaped, so a newline or a bidi
    /// override in it cannot forge a line or reorder what the terminal shows.
    @Test func theSummaryEchoesAHostileNameOnOneLine() throws {
        let scenario = try ConsoleScenarios.load("""
            { "schemaVersion": 2, "name": "evil\\n\\u202Egnp.exe\\"",
              "device": { "width": 375, "height": 667, "scale": 2 },
              "feed": { "generate": { "seed": 7, "stories": 5, "mix": "mixed" } },
              "scroll": { "kind": "constant", "pointsPerFrame": 12, "frames": 2 } }
            """)
        let text = SummaryTable.text(RunReport(startedAt: Date(), machine: .current, options: RunOptions(),
                                               scenarios: [ScenarioReport(file: "evil.json", scenario: scenario, results: [])]))
        let first = try #require(text.split(separator: "\n").first)
        #expect(first.hasPrefix(#""evil\n\u{202E}gnp.exe\"" (evil.json)"#))
        #expect(!text.contains("\u{202E}"))
    }

    @Test func theProcessPeakLineNeedsAReadingAtTheEnd() {
        #expect(SummaryTable.processPeakLine(recorded: 1 << 20, atEnd: nil) == nil)
        let line = SummaryTable.processPeakLine(recorded: nil, atEnd: 3 << 20)
        #expect(line?.hasPrefix("process peak RSS ") == true)
    }
}
