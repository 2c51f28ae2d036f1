import Foundation
import FoundationXML
import Harness
import Testing

@testable import Gate

/// What CI systems read: JUnit XML, Markdown, gate.json, GitHub annotations; hostile names stay text.
@Suite struct GateOutputsTests {
    static let hostile = "<script>x</script> | *bold* \"q\"\nline"

    func failing() throws -> GateResult {
        let baseline = try Baseline(GateFixtures.report(name: Self.hostile, seed: 1))
        let current = GateFixtures.report(name: Self.hostile, scale: 1.2, seed: 2, attributeWrites: 301)
        return try GateJudge().judge(baseline: baseline, current: Baseline(measuring: current), report: current)
    }

    @Test func junitIsXMLWithACasePerMetric() throws {
        let result = try failing()
        let document = try XMLDocument(data: try GateOutputs.junit(result))
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites")
        let suites = root.elements(forName: "testsuite")
        #expect(suites.count == 2)
        let cases = suites.flatMap { $0.elements(forName: "testcase") }
        let expected = result.entries.reduce(0) { $0 + $1.counters.count + $1.metrics.count + $1.budgets.count }
        #expect(cases.count == expected)
        let failures = cases.filter { !$0.elements(forName: "failure").isEmpty }
        #expect(failures.count == Int(root.attribute(forName: "failures")?.stringValue ?? "") ?? -1)
        #expect(failures.contains { $0.attribute(forName: "name")?.stringValue == "counter attributeWrites" })
        // XML turns a line break inside an attribute into a space when it is read.
        #expect(suites[0].attribute(forName: "name")?.stringValue == "\(Self.hostile.replacingOccurrences(of: "\n", with: " ")) · mvc")
    }

    @Test func markdownStartsWithTheVerdictAndEscapesNames() throws {
        let markdown = GateOutputs.markdown(try failing())
        #expect(markdown.hasPrefix("## ❌ FeedBench gate: FAIL"))
        #expect(!markdown.contains("<script>"))
        #expect(markdown.contains("&lt;script&gt;x&lt;/script&gt; \\| \\*bold\\*"))
        #expect(markdown.contains("| metric |"))
        #expect(markdown.contains("attributeWrites: 300 → 301"))
    }

    @Test func annotationsAreOneLineEach() throws {
        let lines = GateOutputs.annotations(try failing())
        #expect(!lines.isEmpty)
        #expect(lines.allSatisfy { ($0.hasPrefix("::error ") || $0.hasPrefix("::warning ")) && !$0.contains("\n") })
        #expect(lines.contains { $0.contains("%0Aline") })
    }

    @Test func jsonReadsBack() throws {
        let result = try failing()
        let decoded = try JSONDecoder().decode(GateResult.self, from: try GateOutputs.json(result))
        #expect(decoded.outcome == .fail)
        #expect(decoded.entries.count == result.entries.count)
    }

    @Test func mergeJoinsShardsAndRefusesDuplicatesAndMixedMachines() throws {
        let a = GateFixtures.report(name: "a")
        let b = GateFixtures.report(name: "b")
        let merged = try RunMerge.merge([a, b], names: ["A", "B"], allowDifferent: false).get()
        #expect(merged.scenarios.map(\.scenario.name) == ["a", "b"])
        #expect(merged.scenarios.map { $0.results.map(\.counters) } == [a, b].map { $0.scenarios[0].results.map(\.counters) })
        #expect(throws: RunMerge.Refusal.self) { try RunMerge.merge([a, a], names: ["A", "A2"], allowDifferent: false).get() }
        let other = GateFixtures.report(name: "c", cpu: "Other")
        #expect(throws: RunMerge.Refusal.self) { try RunMerge.merge([a, other], names: ["A", "C"], allowDifferent: false).get() }
        #expect(try RunMerge.merge([a, other], names: ["A", "C"], allowDifferent: true).get().scenarios.count == 2)
    }
}
