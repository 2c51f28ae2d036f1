import Foundation
import Harness
import Testing

@testable import Gate

/// Several runs of the same code judged as one sample (`baseline save RUN...`, `gate --current RUN...`):
/// the interleaved A/B comparison of scripts/gate-ab.
@Suite struct PoolingTests {
    /// Twelve runs of two repetitions each, as scripts/gate-ab makes them: twelve processes.
    func runs(scale: Double = 1, seed: UInt64, attributeWrites: Int = 300, name: String = "feed",
              cpu: String = "Test CPU") -> [RunReport] {
        (0..<12).map { GateFixtures.report(name: name, repetitions: 2, scale: scale, seed: seed + UInt64($0) * 10,
                                          attributeWrites: attributeWrites, cpu: cpu) }
    }

    func pooled(_ reports: [RunReport]) throws -> Baseline {
        try Baseline.pooling(reports.enumerated().map { (Baseline(measuring: $1), "run-\($0)") })
    }

    func judge(_ baseline: [RunReport], _ current: [RunReport],
               configuration: GateConfiguration = GateConfiguration()) throws -> GateResult {
        try GateJudge(configuration: configuration).judge(baseline: try pooled(baseline), current: try pooled(current),
                                                          reports: current)
    }

    @Test func pooledRunsReachTheProcessesAVerdictNeeds() throws {
        let baseline = try pooled(runs(seed: 1))
        #expect(baseline.scenarios[0].pipelines.map(\.repetitions) == [24, 24])
        #expect(baseline.scenarios[0].pipelines.map(Baseline.processCount) == [12, 12])
        #expect(baseline.scenarios[0].pipelines[0].metrics["p99 frame"]?.count == 24)

        let same = try judge(runs(seed: 1), runs(seed: 2))
        #expect(same.outcome != .fail)
        #expect(!same.entries.flatMap(\.notes).contains { $0.hasPrefix("times not judged") })
        let slower = try judge(runs(seed: 1), runs(scale: 1.10, seed: 3))
        #expect(slower.outcome == .fail)
        #expect(slower.entries.flatMap(\.metrics).contains { $0.name == "main-thread CPU time" && $0.outcome == .fail })
    }

    @Test func runsThatCountDifferentlyAreNotPooled() throws {
        var reports = runs(seed: 1)
        reports[3] = GateFixtures.report(repetitions: 2, seed: 5, attributeWrites: 301)
        let refusal = #expect(throws: Baseline.PoolRefusal.self) { try pooled(reports) }
        #expect(refusal?.description.contains("counter attributeWrites is 300 in run-0 and 301 in run-3") == true)
    }

    @Test func runsOfOtherScenariosOrMachinesAreNotPooled() {
        #expect(throws: Baseline.PoolRefusal.self) {
            try pooled([GateFixtures.report(name: "feed"), GateFixtures.report(name: "other")])
        }
        #expect(throws: Baseline.PoolRefusal.self) {
            try pooled([GateFixtures.report(cpu: "Test CPU"), GateFixtures.report(cpu: "Other CPU")])
        }
        #expect(throws: Baseline.PoolRefusal.self) { try Baseline.pooling([]) }
    }

    /// A budget is checked on every run pooled: one run that breaks it fails the gate.
    @Test func aBudgetBrokenByOneRunFails() throws {
        var configuration = GateConfiguration()
        configuration.budget.p99Milliseconds = 10
        var current = runs(seed: 2)
        let quiet = try judge(runs(seed: 1), current, configuration: configuration)
        #expect(quiet.entries.flatMap(\.budgets).allSatisfy { $0.passed })
        current[2] = GateFixtures.report(repetitions: 2, scale: 1.5, seed: 9)
        let broken = try judge(runs(seed: 1), current, configuration: configuration)
        #expect(broken.entries.flatMap(\.budgets).contains { $0.name == "p99 frame" && !$0.passed })
        #expect(broken.outcome == .fail)
    }
}
