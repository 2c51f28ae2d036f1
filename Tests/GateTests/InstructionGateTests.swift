import Feed
import Foundation
import Harness
import Testing

@testable import Gate

/// The gate on instruction counts: deterministic, so FAIL or PASS, on any machine class.
@Suite struct InstructionGateTests {
    static let environment = InstructionEnvironment(valgrind: "valgrind-3.19.0", swift: "Swift version 6.3.1",
                                                    libraries: ["libjemalloc.so.2"], build: "release")

    /// The fixture's run with instruction counts: `layout` instructions in the components workers' layout
    /// pass, and a function list where `extra` more go to `TextLayout.layout`.
    static func report(layout: UInt64 = 40_000_000, extra: UInt64 = 0, mount: UInt64 = 2_000_000, cpu: String = "Test CPU",
                       environment: InstructionEnvironment? = environment) -> RunReport {
        var report = GateFixtures.report(seed: 1, cpu: cpu)
        for index in report.scenarios[0].results.indices {
            let workers: [String: UInt64] = report.scenarios[0].results[index].pipeline == .components ? ["layout": layout] : [:]
            let functions = [FunctionCost(name: "TextLayout.layout", instructions: 20_000_000 + extra),
                             FunctionCost(name: "malloc", instructions: 5_000_000),
                             FunctionCost(name: "Views.View.apply", instructions: 3_000_000)]
            report.scenarios[0].results[index].instructions = InstructionCounts(
                total: 300_000_000 + layout + extra, main: ["mount": mount], workers: workers, functions: functions)
        }
        report.instructionEnvironment = environment
        return report
    }

    func judge(_ baseline: RunReport, _ current: RunReport, allProfiles: Bool = false,
               configuration: GateConfiguration = GateConfiguration()) throws -> GateResult {
        try GateJudge(configuration: configuration, allProfiles: allProfiles)
            .judge(baseline: try Baseline(baseline), current: Baseline(measuring: current), report: current)
    }

    @Test func theSameCountsPass() throws {
        let result = try judge(Self.report(), Self.report())
        #expect(result.outcome == .pass)
        let checks = result.entries.flatMap(\.instructions)
        #expect(checks.map(\.name) == ["total", "main mount", "total", "main mount", "workers layout"])
        #expect(checks.allSatisfy { $0.passed })
        #expect(result.entries.allSatisfy { $0.profile.isEmpty })
    }

    @Test func onePercentMoreWorkFailsWithTheFunctionsThatChanged() throws {
        let result = try judge(Self.report(), Self.report(layout: 40_400_000, extra: 400_000))
        #expect(result.outcome == .fail)
        let components = try #require(result.entries.first { $0.pipeline == .components })
        let failed = components.instructions.filter { !$0.passed }.map(\.name)
        #expect(failed == ["workers layout"])
        #expect(components.profile.first?.name == "TextLayout.layout")
        #expect(components.profile.first?.change == 400_000)
        #expect(components.profile.count == 1)
        let lines = GateOutputs.console(result)
        #expect(lines.contains { $0.hasPrefix("FAIL \"feed\" · components: instructions workers layout: 40,000,000 → 40,400,000, +400,000 (+1.00%)") })
        #expect(lines.contains("  +400,000 TextLayout.layout (20,000,000 → 20,400,000)"))
        #expect(GateOutputs.markdown(result).contains("| +400,000 | TextLayout.layout | 20,000,000 | 20,400,000 |"))
        let junit = String(decoding: try GateOutputs.junit(result), as: UTF8.self)
        #expect(junit.contains("type=\"instructions\""))
    }

    /// Within 0.5% passes; 0.5% more than that fails; a small pass is held to the slack instead.
    @Test func toleranceAndSlack() throws {
        #expect(try judge(Self.report(), Self.report(layout: 40_190_000)).outcome == .pass)
        #expect(try judge(Self.report(), Self.report(layout: 40_210_000)).outcome == .fail)
        #expect(try judge(Self.report(), Self.report(mount: 2_020_000)).outcome == .pass)
        #expect(try judge(Self.report(), Self.report(mount: 2_030_000)).outcome == .fail)
        var configuration = GateConfiguration()
        configuration.instructionTolerances = ["workers layout": 0.02]
        #expect(try judge(Self.report(), Self.report(layout: 40_600_000), configuration: configuration).outcome == .pass)
        // Fewer instructions fail too: the pipeline does different work (refresh the baseline on purpose).
        let fewer = try judge(Self.report(), Self.report(layout: 39_000_000))
        #expect(fewer.outcome == .fail)
        #expect(fewer.entries.flatMap(\.instructions).contains { $0.message.contains("refresh the baseline") })
    }

    @Test func countsAreJudgedOnAnotherMachineClassToo() throws {
        let result = try judge(Self.report(), Self.report(layout: 41_000_000, cpu: "Other CPU"))
        #expect(!result.absoluteTimesJudged)
        #expect(result.outcome == .fail)
    }

    @Test func countsFromOtherToolsAreRefused() throws {
        var other = Self.environment
        other.valgrind = "valgrind-3.22.0"
        let error = #expect(throws: GateError.self) { try judge(Self.report(), Self.report(environment: other)) }
        #expect(error?.description.contains("Valgrind valgrind-3.19.0 against valgrind-3.22.0") == true)
        var swift = Self.environment
        swift.swift = "Swift version 6.4"
        #expect(throws: GateError.self) { try judge(Self.report(), Self.report(environment: swift)) }
    }

    @Test func aSideWithoutCountsIsSaid() throws {
        let plain = GateFixtures.report(seed: 1)
        let result = try judge(Self.report(), plain)
        #expect(result.entries.allSatisfy { $0.instructions.isEmpty })
        #expect(result.entries.first?.notes.contains { $0.contains("the run has none (feedbench run --instructions)") } == true)
        let other = try judge(plain, Self.report())
        #expect(other.entries.first?.notes.contains { $0.contains("the baseline has none") } == true)
    }

    @Test func everyProfileOnRequest() throws {
        let result = try judge(Self.report(), Self.report(extra: 1_000), allProfiles: true)
        #expect(result.outcome == .pass)
        #expect(result.entries.allSatisfy { $0.profile.first?.name == "TextLayout.layout" })
    }

    @Test func injectedWorkCannotBeABaseline() {
        #expect(throws: Baseline.Refusal.self) {
            try Baseline(GateFixtures.report(work: InjectedWork(pass: .layout, percent: 1)))
        }
    }

    /// Shards merge with their counts and the tools that made them; shards counted with other tools do not.
    @Test func mergedShardsKeepTheirCounts() throws {
        let a = GateFixtures.report(name: "a")
        let b = Self.report()
        let merged = try RunMerge.merge([a, b], names: ["A", "B"], allowDifferent: false).get()
        #expect(merged.instructionEnvironment == Self.environment)
        #expect(merged.scenarios[1].results[1].instructions?.workers["layout"] == 40_000_000)
        var c = GateFixtures.report(name: "c")
        c.instructionEnvironment = InstructionEnvironment(valgrind: "valgrind-3.22.0", swift: Self.environment.swift,
                                                          libraries: [], build: "release")
        let refusal = #expect(throws: RunMerge.Refusal.self) { try RunMerge.merge([b, c], names: ["B", "C"], allowDifferent: true).get() }
        #expect(refusal?.message.contains("C counted instructions with other tools than B") == true)
    }

    @Test func functionDifferencesAreOrderedBySize() {
        let deltas = FunctionDelta.differences(
            baseline: [FunctionCost(name: "a", instructions: 100), FunctionCost(name: "b", instructions: 50),
                       FunctionCost(name: "gone", instructions: 30)],
            current: [FunctionCost(name: "a", instructions: 90), FunctionCost(name: "b", instructions: 50),
                      FunctionCost(name: "new", instructions: 40)], limit: 2)
        #expect(deltas.map(\.name) == ["new", "gone"])
        #expect(deltas[0].line == "+40 new (not listed → 40)")
        #expect(deltas[1].line == "-30 gone (30 → not listed)")
    }
}
