import Feed
import Foundation
import Harness
import JSON
import Testing

@testable import Gate

/// The gate's decisions on runs with known differences.
@Suite struct GateJudgeTests {
    func judge(_ baseline: RunReport, _ current: RunReport,
               configuration: GateConfiguration = GateConfiguration()) throws -> GateResult {
        try GateJudge(configuration: configuration).judge(baseline: try Baseline(baseline),
                                                          current: Baseline(measuring: current), report: current)
    }

    /// Runs judged as the gate judges them: each run one process, pooled on each side.
    func judge(_ baseline: [RunReport], _ current: [RunReport],
               configuration: GateConfiguration = GateConfiguration()) throws -> GateResult {
        let old = try Baseline.pooling(baseline.enumerated().map { (try Baseline($1), "baseline \($0)") })
        let new = try Baseline.pooling(current.enumerated().map { (Baseline(measuring: $1), "run \($0)") })
        return try GateJudge(configuration: configuration).judge(baseline: old, current: new, reports: current)
    }

    @Test func theSameCodeAgainPasses() throws {
        for seed in 2...6 as ClosedRange<UInt64> {
            let result = try judge(GateFixtures.runs(seed: 1), GateFixtures.runs(seed: seed))
            #expect(result.outcome == .pass, "an A/A comparison did not pass (seed \(seed))")
        }
        let identical = try judge(GateFixtures.runs(seed: 1), GateFixtures.runs(seed: 1))
        #expect(identical.outcome == .pass)
        #expect(identical.outcome.exitCode == 0)
    }

    @Test func aTenPercentSlowdownFails() throws {
        let result = try judge(GateFixtures.runs(seed: 1), GateFixtures.runs(scale: 1.10, seed: 7))
        #expect(result.outcome == .fail)
        #expect(result.outcome.exitCode == 1)
        let failed = result.entries.flatMap(\.metrics).filter { $0.outcome == .fail }
        #expect(failed.contains { $0.name == "main-thread CPU time" && $0.gates })
        // A pass's time fails too, and says where the time went.
        #expect(failed.contains { $0.name == "mount pass" && $0.gates })
        #expect(failed.contains { $0.name == "p50 frame" && !$0.gates })
        #expect(GateOutputs.console(result).contains { $0.contains("p50 frame (diagnostic, not gating)") })
    }

    /// A pass's time gates on its own: a slower pass fails the gate even where the frame totals hide it (since
    /// the frames draw, a slower layout is a small part of the workers' time).
    @Test func aSlowerPassAloneFails() throws {
        var configuration = GateConfiguration()
        configuration.ignoredMetrics = ["main-thread CPU time", "p99 frame", "time to first screen", "worker CPU time"]
        let result = try judge(GateFixtures.runs(seed: 1), GateFixtures.runs(scale: 1.3, seed: 7), configuration: configuration)
        #expect(result.entries.flatMap(\.metrics).contains { $0.name == "mount pass" && $0.gates && $0.outcome == .fail })
        #expect(result.outcome == .fail)
    }

    /// The other percentiles and the hitch ratio are diagnostics: a change there alone never fails the gate.
    @Test func aDiagnosticAloneNeverFails() throws {
        var configuration = GateConfiguration()
        configuration.ignoredMetrics = GateMetric.allCases.filter(\.gates).map(\.rawValue)
        let result = try judge(GateFixtures.runs(seed: 1), GateFixtures.runs(scale: 1.3, seed: 7), configuration: configuration)
        #expect(result.entries.flatMap(\.metrics).contains { $0.name == "p50 frame" && $0.outcome == .fail })
        #expect(result.outcome == .pass)
    }

    /// The components' layout runs on the workers: their CPU time is judged, not its wall time, which counts
    /// waits for a core. A slower layout alone fails; old runs without a worker pass's CPU time leave it out.
    @Test func aSlowerLayoutOnTheWorkersFailsOnItsCPUTime() throws {
        let result = try judge(GateFixtures.runs(seed: 1, workerLayoutCPU: 3), GateFixtures.runs(seed: 7, workerLayoutCPU: 3.3))
        #expect(result.outcome == .fail)
        let failed = result.entries.flatMap(\.metrics).filter { $0.outcome == .fail }.map(\.name)
        #expect(failed.sorted() == ["layout pass", "worker CPU time"])
        let same = try judge(GateFixtures.runs(seed: 1, workerLayoutCPU: 3), GateFixtures.runs(seed: 7, workerLayoutCPU: 3))
        #expect(same.outcome == .pass)
        let withoutCPU = Baseline.Pipeline.metrics(GateFixtures.report(seed: 1, workerLayoutCPU: 0).scenarios[0].results[1])
        #expect(withoutCPU["layout pass"] == nil && withoutCPU["mount pass"] != nil)
    }

    @Test func anImprovementPassesAndIsFlagged() throws {
        let result = try judge(GateFixtures.runs(seed: 1), GateFixtures.runs(scale: 0.8, seed: 3))
        #expect(result.outcome == .pass)
        #expect(result.entries.flatMap(\.metrics).contains { $0.improved && $0.name == "main-thread CPU time" })
    }

    /// A machine too noisy to resolve the floor gets INCONCLUSIVE, never PASS, even for a shift within the
    /// floor: the noise never widens the floor. The verdict says what the runner could resolve.
    @Test func aNoisyMachineIsInconclusiveNeverPass() throws {
        let result = try judge(GateFixtures.runs(noise: 0.3, seed: 1), GateFixtures.runs(noise: 0.3, seed: 9))
        #expect(result.outcome == .inconclusive)
        #expect(result.outcome.exitCode == 3)
        #expect(result.inconclusiveScenarios == ["feed"])
        let metric = try #require(result.entries.flatMap(\.metrics).first { $0.gates && $0.outcome == .inconclusive })
        #expect(metric.reason.contains("this runner resolves ±"))
        #expect(metric.reason.contains("with 12 and 12 processes"))
        // The same shift measured on a quiet machine: the interval lies beyond the floor, and it fails.
        let slower = try judge(GateFixtures.runs(noise: 0.3, seed: 1), GateFixtures.runs(scale: 1.1, noise: 0.3, seed: 9))
        #expect(slower.outcome != .pass)
        #expect(try judge(GateFixtures.runs(noise: 0.02, seed: 1), GateFixtures.runs(scale: 1.1, noise: 0.02, seed: 9)).outcome == .fail)
    }

    /// One value per process: ten repetitions of one process are one observation, not ten.
    @Test func repetitionsOfOneProcessAreOneObservation() throws {
        let result = try judge(GateFixtures.report(repetitions: 20, seed: 1), GateFixtures.report(repetitions: 20, scale: 3, seed: 2))
        #expect(result.entries.flatMap(\.metrics).allSatisfy { $0.outcome == .skipped })
        #expect(result.entries.first?.notes.contains { $0.contains("needs 10 processes (run folders) on each side; the baseline has 1, the run 1") } == true)
        #expect(result.warnings.contains { $0.contains("fewer than 10 processes") })
        #expect(GateJudge.perProcess([1, 3, 10, 20, 5], [0, 0, 1, 1, 2]) == [2, 15, 5])
        #expect(GateJudge.perProcess([1, 2], [0]) == [1, 2])
    }

    @Test func oneMoreAttributeWriteFailsAndSoDoesOneFewer() throws {
        let more = try judge(GateFixtures.report(seed: 1), GateFixtures.report(seed: 1, attributeWrites: 310))
        #expect(more.outcome == .fail)
        let check = try #require(more.entries.first?.counters.first { $0.name == "attributeWrites" })
        #expect(!check.passed)
        #expect(check.message.contains("300 → 310 (+10)"))
        let fewer = try judge(GateFixtures.report(seed: 1), GateFixtures.report(seed: 1, attributeWrites: 299))
        #expect(fewer.outcome == .fail)
        var configuration = GateConfiguration()
        configuration.counterTolerances = ["attributeWrites": 0.05]
        #expect(try judge(GateFixtures.report(seed: 1), GateFixtures.report(seed: 1, attributeWrites: 310),
                          configuration: configuration).outcome == .pass)
    }

    @Test func anotherMachineClassJudgesRatiosNotTimes() throws {
        // Everything 2x slower on the other machine: no absolute time is judged, the ratio is unchanged.
        let slower = try judge(GateFixtures.runs(seed: 1), GateFixtures.runs(scale: 2, seed: 4, cpu: "Other CPU"))
        #expect(!slower.absoluteTimesJudged)
        #expect(slower.warnings.contains { $0.hasPrefix("DIFFERENT MACHINE CLASS") })
        let names = slower.entries.flatMap(\.metrics).map(\.name)
        #expect(!names.contains("p99 frame"))
        #expect(names.contains { $0.hasSuffix("components ÷ MVC") })
        #expect(slower.outcome != .fail)
        // The components pipeline alone 30% slower: its ratio to MVC fails.
        let components = try judge(GateFixtures.runs(seed: 1),
                                   GateFixtures.runs(scale: 2, seed: 4, cpu: "Other CPU", componentsScale: 2.6))
        #expect(components.outcome == .fail)
    }

    @Test func differentScenariosAreBadInput() throws {
        #expect(throws: GateError.self) {
            try judge(GateFixtures.report(name: "feed"), GateFixtures.report(name: "other"))
        }
    }

    @Test func budgetsAreCheckedOnTheRunAlone() throws {
        var configuration = GateConfiguration()
        configuration.budget.p99Milliseconds = 5
        let result = try judge(GateFixtures.report(seed: 1), GateFixtures.report(seed: 1), configuration: configuration)
        #expect(result.outcome == .fail)
        #expect(result.entries.flatMap(\.budgets).contains { $0.name == "p99 frame" && !$0.passed })
    }

    /// By default only hangs are a budget: the limits on frames (hitch band, p99, frames over budget) belong to
    /// a device class, which the configuration names.
    @Test func onlyHangsAreABudgetByDefault() throws {
        let defaults = GateConfiguration().budget
        #expect(defaults.hangs == 0)
        #expect(defaults.hitchBand == nil && defaults.p99Milliseconds == nil && defaults.framesOverBudget == nil)
        let result = try judge(GateFixtures.report(seed: 1), GateFixtures.report(seed: 1))
        #expect(result.entries.flatMap(\.budgets).map(\.name).allSatisfy { $0 == "hangs (frames over 250 ms)" })
        var banded = GateConfiguration()
        banded.budget.hitchBand = .good
        let checked = try judge(GateFixtures.report(seed: 1), GateFixtures.report(seed: 1), configuration: banded)
        #expect(checked.entries.flatMap(\.budgets).contains { $0.name == "hitch band" })
    }

    @Test func aRunWithAnInjectedSlowdownCannotBeABaseline() {
        #expect(throws: Baseline.Refusal.self) {
            try Baseline(GateFixtures.report(slowdown: InjectedSlowdown(pass: .layout, percent: 10)))
        }
    }

    @Test func rerunsPoolRepetitionsAsAnotherProcess() throws {
        let first = Baseline(measuring: GateFixtures.report(seed: 2))
        let pooled = first.pooled(with: Baseline(measuring: GateFixtures.report(seed: 3)))
        #expect(pooled.scenarios[0].pipelines[0].repetitions == 20)
        #expect(pooled.scenarios[0].pipelines[0].metrics["p99 frame"]?.count == 20)
        #expect(pooled.scenarios[0].pipelines[0].processes == Array(repeating: 0, count: 10) + Array(repeating: 1, count: 10))
        #expect(Baseline.processCount(pooled.scenarios[0].pipelines[0]) == 2)
    }

    @Test func configurationRefusesUnknownKeys() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("gate-\(UUID()).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(#"{"alpha": 0.01, "floors": {}}"#.utf8).write(to: file)
        #expect(throws: GateError.self) { try GateConfiguration.load(path: file.path) }
        try Data(#"{"metricFloors": {"p99 frame": {"relative": 0.1, "absoluteMilliseconds": 0.1}}, "budget": {"hangs": 0}}"#.utf8)
            .write(to: file)
        let configuration = try GateConfiguration.load(path: file.path)
        #expect(configuration.metricFloors["p99 frame"]?.relative == 0.1)
        #expect(configuration.alpha == 0.01)
    }

    /// A floor or budget given in part keeps the defaults for the rest; `null` turns a limit off; a misspelt
    /// key inside them is refused too.
    @Test func partialFloorsAndBudgetsKeepTheDefaults() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("gate-\(UUID()).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(#"{"floor": {"relative": 0.1}, "budget": {"p99Milliseconds": 20, "hitchBand": null}}"#.utf8).write(to: file)
        let configuration = try GateConfiguration.load(path: file.path)
        #expect(configuration.floor == GateConfiguration.Floor(relative: 0.1, absoluteMilliseconds: 0.05))
        #expect(configuration.budget.p99Milliseconds == 20)
        #expect(configuration.budget.hangs == 0)
        #expect(configuration.budget.hitchBand == nil)
        // The floor no longer grows with the noise: a spread multiple is refused, as any unknown key.
        for text in [#"{"floor": {"spreadMultiple": 0.5}}"#, #"{"minimumRepetitions": 10}"#, #"{"minimumProcesses": 2}"#,
                     #"{"instructionTolerances": {"main lay": 0.01}}"#, #"{"instructionSlack": -1}"#, #"{"budget": {"hang": 1}}"#, #"{"floor": {"relative": -1}}"#,
                     #"{"bootstrapResamples": 2000000000}"#, #"{"bootstrapResamples": 99}"#,
                     #"{"counterTolerances": {"textCacheHits": -0.5}}"#] {
            try Data(text.utf8).write(to: file)
            #expect(throws: GateError.self) { try GateConfiguration.load(path: file.path) }
        }
    }

    /// Every refusal names the file and the JSON path, in words: not Swift's type names, and never a value
    /// from the file that could break the line.
    @Test func configurationErrorsNameThePathInWords() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("gate-\(UUID()).json")
        defer { try? FileManager.default.removeItem(at: file) }
        let cases: [(text: String, message: String)] = [
            (#"{"alpha": "x"}"#, "alpha: must be a number, not a string"),
            (#"{"budget": {"hangs": -1.5}}"#, "budget.hangs: must be a whole number, not -1.5"),
            (#"{"budget": {"hitchBand": "bad\n"}}"#, #"budget.hitchBand: must be one of good, warning, critical, not "bad\n""#),
            (#"{"floor": 3}"#, "floor: must be an object, not a number"),
            (#"{"floor": {"relativ": 1}}"#, #"floor: unknown key "relativ" (expected one of: absoluteMilliseconds, relative)"#),
            (#"{"al\u202Epha": 1}"#, #"unknown key "al\u{202E}pha" (expected one of: "#),
            (#"{"metricFloors": {"x\n": {}}}"#, #"unknown metric "x\n" (expected one of: "#),
            ("[1]", "must be an object, not an array"),
            (#"{"alpha": 0.01,"#, "not valid JSON (line 1, column 16: expected a member name in double quotes)"),
        ]
        for (text, message) in cases {
            try Data(text.utf8).write(to: file)
            do {
                _ = try GateConfiguration.load(path: file.path)
                Issue.record("\(text) was accepted")
            } catch {
                #expect(error.description.hasPrefix("\(file.path): \(message)"), "\(text): \(error.description)")
                #expect(!error.description.contains("\n") && !error.description.contains("Decoding"))
            }
        }
        let missing = file.deletingLastPathComponent().appendingPathComponent("none-\(UUID()).json").path
        #expect(throws: GateError.self) { try GateConfiguration.load(path: missing) }
        // The reading that explains a refusal reads a valid configuration as Foundation does.
        var full = GateConfiguration()
        full.metricFloors = ["p99 frame": .init(relative: 0.1, absoluteMilliseconds: 0.2)]
        full.instructionTolerances = ["workers layout": 0.01]
        full.instructionSlack = 1_000
        full.scenarioBudgets = ["a": .init(p99Milliseconds: 20, framesOverBudget: 3, hangs: 1, hitchBand: .critical)]
        full.counterTolerances = ["textCacheHits": 0.01]
        full.ignoredMetrics = ["mount pass"]
        let data = try JSONEncoder().encode(full)
        #expect(try JSONDocument.decode(GateConfiguration.self, from: data) == full)
        #expect(try JSONDecoder().decode(GateConfiguration.self, from: data) == full)
    }

    /// The whole machine 30% slower while the run ran (the speed probe beside each repetition says so): the
    /// times scaled to the baseline's speed pass; without the adjustment the same figures fail.
    @Test func aSlowerMomentOfTheMachineIsNotARegression() throws {
        let baseline = GateFixtures.runs(seed: 1, probe: 0.4)
        let slowMoment = GateFixtures.runs(scale: 1.3, seed: 2, probe: 0.52)
        let adjusted = try judge(baseline, slowMoment)
        #expect(adjusted.outcome != .fail)
        #expect(adjusted.entries.first?.notes.contains { $0.contains("30% slower") } == true)
        var configuration = GateConfiguration()
        configuration.adjustForMachineSpeed = false
        #expect(try judge(baseline, slowMoment, configuration: configuration).outcome == .fail)
        // A real regression at the same machine speed still fails.
        #expect(try judge(baseline, GateFixtures.runs(scale: 1.2, seed: 3, probe: 0.4)).outcome == .fail)
    }
}
