import Foundation
import FoundationXML
import Harness
import Testing

@testable import Gate

/// What CI systems read: JUnit XML, Markdown, gate.json, GitHub annotations; hostile names stay text.
@Suite struct GateOutputsTests {
    static let hostile = "<script>x</script> | *bold* \"q\"\nline"

    func failing() throws -> GateResult {
        let runs = (0..<10).map { GateFixtures.report(name: Self.hostile, repetitions: 2, seed: 1 + UInt64($0)) }
        let baseline = try Baseline.pooling(runs.enumerated().map { (try Baseline($1), "base \($0)") })
        let current = (0..<10).map {
            GateFixtures.report(name: Self.hostile, repetitions: 2, scale: 1.2, seed: 20 + UInt64($0), attributeWrites: 301)
        }
        let measured = try Baseline.pooling(current.enumerated().map { (Baseline(measuring: $1), "run \($0)") })
        return try GateJudge().judge(baseline: baseline, current: measured, reports: current)
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
        // Errors and warnings; past ten, the tenth is a notice that says how many more there are.
        #expect(lines.count <= 10)
        #expect(lines.dropLast().allSatisfy { ($0.hasPrefix("::error ") || $0.hasPrefix("::warning ")) })
        #expect(lines.allSatisfy { !$0.contains("\n") })
        #expect(lines.last.map { $0.hasPrefix("::notice ") || $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") } == true)
        #expect(lines.contains { $0.contains("%0Aline") })
    }

    /// gate.json starts with its verdict and the reasons, then the whole result; the same result gives the
    /// same bytes; refused input has a gate.json too.
    @Test func jsonStartsWithTheVerdictAndReadsBack() throws {
        struct File: Decodable {
            let verdict: String
            let reasons: [String]
            let result: GateResult
        }
        let result = try failing()
        let data = try GateOutputs.json(result)
        #expect(String(decoding: data, as: UTF8.self).hasPrefix("{\n  \"verdict\" : \"fail\",\n  \"reasons\" : [\n"))
        let decoded = try JSONDecoder().decode(File.self, from: data)
        #expect(decoded.verdict == "fail")
        #expect(decoded.reasons.contains { $0.contains("counter attributeWrites: 300 → 301") })
        #expect(decoded.result.outcome == .fail)
        #expect(decoded.result.entries.count == result.entries.count)
        #expect(try GateOutputs.json(result) == data)
        let refused = try JSONSerialization.jsonObject(with: try GateOutputs.badInputJSON("x.json: not a baseline")) as? [String: Any]
        #expect(refused?["verdict"] as? String == "bad-input")
        #expect(refused?["reasons"] as? [String] == ["x.json: not a baseline"])
    }

    /// GitHub shows ten annotations a step: failures first, and the tenth points to the rest.
    @Test func atMostTenAnnotationsFailuresFirst() throws {
        let runs = (0..<10).map { index in (0..<7).map { GateFixtures.report(name: "s\(index)", repetitions: 2, seed: 1 + UInt64($0)) } }
        var entries: [GateResult.Entry] = []
        var result = try failing()
        for (index, scenario) in runs.enumerated() {
            let baseline = try Baseline.pooling(scenario.enumerated().map { (try Baseline($1), "base \($0)") })
            let current = scenario.map { _ in GateFixtures.report(name: "s\(index)", repetitions: 2, seed: 99, attributeWrites: 302) }
            let measured = try Baseline.pooling(current.enumerated().map { (Baseline(measuring: $1), "run \($0)") })
            entries += try GateJudge().judge(baseline: baseline, current: measured, reports: current).entries
        }
        result = GateResult(baselineMachineClass: "a", currentMachineClass: "a", absoluteTimesJudged: true, alpha: 0.01,
                            entries: entries, reruns: 0, warnings: ["a warning"])
        let lines = GateOutputs.annotations(result)
        #expect(lines.count == 10)
        #expect(lines.prefix(9).allSatisfy { $0.hasPrefix("::error ") })
        #expect(lines[9].hasPrefix("::notice ") && lines[9].contains("more finding(s)") && lines[9].contains("job summary"))
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
