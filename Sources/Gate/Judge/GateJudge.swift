import JSON
import Feed
import Foundation
import Harness
import Statistics

/// The gate: a run's figures (`Baseline(measuring:)`, pooled over several runs) against a baseline, most
/// exact evidence first. Counters exactly (or within a declared tolerance); instruction counts within a
/// relative tolerance, with a differential profile where one fails; times one value per process (the
/// median of its repetitions: repetitions within one process are not independent), with Mann-Whitney U and
/// Kolmogorov-Smirnov, Holm-corrected across the gating metrics of the run (`GateMetric.gates`), the
/// shift's bootstrap interval against the effect floor; the other metrics as diagnostics; budgets on the
/// current run alone. On a different machine class the absolute times are not judged, the MVC /
/// components ratios are.
public struct GateJudge: Sendable {
    public let configuration: GateConfiguration
    /// Whether every entry with instruction counts gets its differential profile, not only those that fail.
    public let allProfiles: Bool

    /// The absolute term of an MVC / components ratio's floor (a ratio has no milliseconds).
    static let ratioFloorAbsolute = 0.01

    public init(configuration: GateConfiguration = GateConfiguration(), allProfiles: Bool = false) {
        self.configuration = configuration
        self.allProfiles = allProfiles
    }

    /// Refuses (bad input) a run whose scenarios or pipelines differ from the baseline's.
    public func checkComparable(baseline: Baseline, current: Baseline) throws(GateError) {
        let expected = baseline.scenarios.map(\.name)
        let got = current.scenarios.map(\.name)
        if Set(expected) != Set(got) {
            let missing = expected.filter { !got.contains($0) }
            let extra = got.filter { !expected.contains($0) }
            throw .badInput("the run and the baseline hold different scenarios"
                + (missing.isEmpty ? "" : "; missing from the run: " + missing.map(MessageText.quoted).joined(separator: ", "))
                + (extra.isEmpty ? "" : "; not in the baseline: " + extra.map(MessageText.quoted).joined(separator: ", "))
                + " (merge every shard first, or save a baseline of these scenarios)")
        }
        for scenario in baseline.scenarios {
            guard let other = current.scenarios.first(where: { $0.name == scenario.name }) else { continue }
            let pipelines = scenario.pipelines.map(\.pipeline.rawValue).sorted()
            let otherPipelines = other.pipelines.map(\.pipeline.rawValue).sorted()
            if pipelines != otherPipelines {
                throw .badInput("scenario \(quoted(scenario.name)): the baseline has pipelines \(pipelines.joined(separator: ", ")), "
                    + "the run \(otherPipelines.joined(separator: ", "))")
            }
        }
    }

    public func judge(baseline: Baseline, current: Baseline, report: RunReport) throws(GateError) -> GateResult {
        try judge(baseline: baseline, current: current, reports: [report])
    }

    /// `current` pooled from the runs of `reports` (in order; the first gives the options): budgets are
    /// checked on each run, and a budget fails when any run breaks it.
    public func judge(baseline: Baseline, current: Baseline, reports: [RunReport]) throws(GateError) -> GateResult {
        guard !reports.isEmpty else { throw .badInput("no run to judge") }
        try checkComparable(baseline: baseline, current: current)
        if let old = baseline.instructionEnvironment, let new = current.instructionEnvironment, let why = old.mismatch(with: new) {
            throw .badInput("the instruction counts of the baseline and the run were made with different tools (\(why)); "
                + "counts from different Valgrind or Swift versions are not comparable: count both sides with the same "
                + "ones (save the baseline again on this machine)")
        }
        let sameClass = baseline.machineClass == current.machineClass
        var warnings: [String] = []
        if !sameClass {
            warnings.append("DIFFERENT MACHINE CLASS: the baseline was made on \(baseline.machineClass), this run on "
                + "\(current.machineClass). Absolute times are NOT judged; counters, budgets and the MVC / components "
                + "ratios are. Keep a baseline per machine class.")
        }
        for slowdown in Set(reports.compactMap(\.options.injectedSlowdown).map { "\($0)" }).sorted() {
            warnings.append("this run injected a slowdown on purpose (\(slowdown)): a test of the gate")
        }

        // The family: every judged metric of the run, Holm-corrected together.
        struct Pending {
            let entry: Int
            let name: String
            let unit: String
            let baseline: [Double]
            let current: [Double]
            let policy: ShiftPolicy
            let gates: Bool
        }
        var pending: [Pending] = []
        var entries: [(scenario: String, pipeline: PipelineKind, counters: [CounterCheck], budgets: [GateResult.Budget],
                       notes: [String], skipped: [GateResult.Metric], instructions: [InstructionCheck],
                       profile: [FunctionDelta])] = []
        for scenario in baseline.scenarios {
            guard let now = current.scenarios.first(where: { $0.name == scenario.name }) else { continue }
            let results = reports.compactMap { run in run.scenarios.first { $0.scenario.name == scenario.name } }
            for base in scenario.pipelines {
                guard let run = now.pipelines.first(where: { $0.pipeline == base.pipeline }) else { continue }
                var notes: [String] = []
                var skipped: [GateResult.Metric] = []
                let counters = zip(base.counters.fields, run.counters.fields).map { old, new in
                    CounterCheck(name: old.name, baseline: old.value, current: new.value,
                                 tolerance: configuration.counterTolerances[old.name] ?? 0)
                }
                if !base.countersExact || !run.countersExact {
                    notes.append("counters from a measured repetition (no counting repetition): they may vary with timing")
                }
                let (instructions, profile) = instructionChecks(base.instructions, run.instructions, notes: &notes)
                let budgets = worst(results.compactMap { $0.results.first { $0.pipeline == base.pipeline } }
                    .map { budgetChecks($0.metrics, limits: configuration.limits(for: scenario.name)) })
                let index = entries.count
                let (baseProcesses, runProcesses) = (Baseline.processCount(base), Baseline.processCount(run))
                let enough = baseProcesses >= configuration.minimumProcesses && runProcesses >= configuration.minimumProcesses
                if !enough {
                    notes.append("times not judged: a verdict needs \(configuration.minimumProcesses) processes (run folders) on "
                        + "each side; the baseline has \(baseProcesses), the run \(runProcesses) (run feedbench run more times, "
                        + "or use scripts/gate-ab)")
                }
                // Times scaled to the baseline's machine speed, repetition by repetition, where both sides
                // measured it: a shared machine runs the same code 10-50% slower for seconds at a time.
                let speed = configuration.adjustForMachineSpeed ? SpeedAdjustment(base.speedProbes, run.speedProbes) : nil
                if let speed, abs(speed.currentRelative - 1) >= SpeedAdjustment.noticeableChange {
                    notes.append(String(format: "times adjusted to the baseline's machine speed: the speed probe ran %.0f%% %@ "
                        + "beside this run", abs(speed.currentRelative - 1) * 100, speed.currentRelative > 1 ? "slower" : "faster"))
                }
                if sameClass {
                    for metric in GateMetric.allCases where !configuration.ignoredMetrics.contains(metric.rawValue) {
                        var old = base.metrics[metric.rawValue] ?? []
                        var new = run.metrics[metric.rawValue] ?? []
                        if let speed, metric != .hitchRatio {
                            old = speed.baseline(old)
                            new = speed.current(new)
                        }
                        old = Self.perProcess(old, base.processes)
                        new = Self.perProcess(new, run.processes)
                        if old.allSatisfy({ $0 == 0 }) && new.allSatisfy({ $0 == 0 }) { continue }
                        if !enough {
                            skipped.append(skippedMetric(metric.rawValue, metric.unit, old, new, gates: metric.gates,
                                                         reason: "too few processes"))
                            continue
                        }
                        pending.append(Pending(entry: index, name: metric.rawValue, unit: metric.unit, baseline: old,
                                               current: new, policy: configuration.policy(for: metric), gates: metric.gates))
                    }
                }
                entries.append((scenario.name, base.pipeline, counters, budgets, notes, skipped, instructions, profile))
            }
            // Another machine: the ratio of the two pipelines in each repetition (they are interleaved).
            if !sameClass, let ratios = ratioFamily(scenario, now) {
                let index = entries.firstIndex { $0.scenario == scenario.name && $0.pipeline == .components } ?? entries.count - 1
                for (name, old, new) in ratios {
                    guard old.count >= configuration.minimumProcesses, new.count >= configuration.minimumProcesses else { continue }
                    var policy = configuration.policy(for: .frameTime)
                    policy.floor = EffectFloor(relative: configuration.floor.relative, absolute: Self.ratioFloorAbsolute,
                                               spreadMultiple: 0)
                    pending.append(Pending(entry: index, name: name, unit: "ratio", baseline: old, current: new, policy: policy,
                                           gates: true))
                }
            }
        }

        var evidence: [ShiftEvidence] = []
        var judged: [Pending] = []
        var metricsByEntry = Array(repeating: [GateResult.Metric](), count: entries.count)
        for item in pending {
            do {
                evidence.append(try ShiftEvidence(baseline: item.baseline, current: item.current, policy: item.policy))
                judged.append(item)
            } catch {
                metricsByEntry[item.entry].append(skippedMetric(item.name, item.unit, item.baseline, item.current,
                                                                gates: item.gates, reason: "\(error)"))
            }
        }
        // The gating metrics are one Holm family; each diagnostic is judged alone (it never fails the gate).
        var verdicts: [ShiftVerdict?] = Array(repeating: nil, count: judged.count)
        do {
            let family = judged.indices.filter { judged[$0].gates }
            for (index, verdict) in zip(family, try ShiftVerdict.verdicts(family: family.map { evidence[$0] },
                                                                          alpha: configuration.alpha)) {
                verdicts[index] = verdict
            }
            for index in judged.indices where !judged[index].gates {
                verdicts[index] = try ShiftVerdict.verdicts(family: [evidence[index]], alpha: configuration.alpha).first
            }
        } catch {
            throw .badInput("the statistics refused the figures: \(error)")
        }
        for (item, verdict) in zip(judged, verdicts) {
            guard let verdict else { continue }
            metricsByEntry[item.entry].append(metric(item.name, item.unit, item.baseline, item.current, verdict, gates: item.gates))
        }
        let built = entries.enumerated().map { index, entry in
            GateResult.Entry(scenario: entry.scenario, pipeline: entry.pipeline, counters: entry.counters,
                             instructions: entry.instructions, profile: entry.profile,
                             metrics: entry.skipped + metricsByEntry[index], budgets: entry.budgets, notes: entry.notes)
        }
        if built.contains(where: { !$0.notes.filter { $0.hasPrefix("times not judged") }.isEmpty }) {
            warnings.append("some times were not judged: fewer than \(configuration.minimumProcesses) processes on a side")
        }
        return GateResult(baselineMachineClass: baseline.machineClass, currentMachineClass: current.machineClass,
                          absoluteTimesJudged: sameClass, alpha: configuration.alpha, entries: built, reruns: 0,
                          warnings: warnings)
    }

    /// Each instruction count against the baseline's, and the differential profile where one fails (or
    /// every one, `allProfiles`). A side without counts is said in a note.
    func instructionChecks(_ baseline: InstructionCounts?, _ current: InstructionCounts?, notes: inout [String])
        -> ([InstructionCheck], [FunctionDelta]) {
        guard let baseline, let current else {
            if baseline != nil {
                notes.append("instruction counts not judged: the run has none (feedbench run --instructions)")
            } else if current != nil {
                notes.append("instruction counts not judged: the baseline has none (save it from a run with --instructions)")
            }
            return ([], [])
        }
        let old = Dictionary(baseline.named.map { ($0.name, $0.count) }, uniquingKeysWith: { first, _ in first })
        let new = Dictionary(current.named.map { ($0.name, $0.count) }, uniquingKeysWith: { first, _ in first })
        // The baseline's names in its order, then any the run added.
        let names = baseline.named.map(\.name) + current.named.map(\.name).filter { old[$0] == nil }
        let checks = names.map { name in
            InstructionCheck(name: name, baseline: old[name] ?? 0, current: new[name] ?? 0,
                             tolerance: configuration.instructionTolerance(for: name),
                             slack: UInt64(configuration.instructionSlack))
        }
        let profile = allProfiles || checks.contains { !$0.passed }
            ? FunctionDelta.differences(baseline: baseline.functions, current: current.functions) : []
        return (checks, profile)
    }

    /// One value per process: the median of the repetitions each process measured, in process order.
    /// `processes` gives each repetition's process; values that cannot be lined up with it are each taken
    /// as a process of their own.
    static func perProcess(_ values: [Double], _ processes: [Int]) -> [Double] {
        guard processes.count == values.count else { return values }
        var groups: [Int: [Double]] = [:]
        for (value, process) in zip(values, processes) { groups[process, default: []].append(value) }
        return groups.keys.sorted().compactMap { groups[$0]?.median }
    }

    /// Per repetition, components ÷ MVC of the frame metrics that do not depend on one pipeline's scope.
    func ratioFamily(_ baseline: Baseline.Scenario, _ current: Baseline.Scenario) -> [(String, [Double], [Double])]? {
        func ratios(_ scenario: Baseline.Scenario, _ metric: GateMetric) -> [Double]? {
            guard let mvcPipeline = scenario.pipelines.first(where: { $0.pipeline == .mvc }),
                  let mvc = mvcPipeline.metrics[metric.rawValue],
                  let components = scenario.pipelines.first(where: { $0.pipeline == .components })?.metrics[metric.rawValue],
                  mvc.count == components.count, mvc.allSatisfy({ $0 > 0 }) else { return nil }
            // Each repetition's ratio (the pipelines run interleaved), then one per process.
            return Self.perProcess(zip(components, mvc).map { $0 / $1 }, mvcPipeline.processes)
        }
        let list: [(String, [Double], [Double])] = [GateMetric.p99, .frameTime, .firstScreen].compactMap { metric in
            guard let old = ratios(baseline, metric), let new = ratios(current, metric) else { return nil }
            return ("\(metric.rawValue), components ÷ MVC", old, new)
        }
        return list.isEmpty ? nil : list
    }

    /// One check per budget over several runs' checks (each run checks the same budgets, in the same
    /// order): a run that breaks it, else the first run's.
    func worst(_ runs: [[GateResult.Budget]]) -> [GateResult.Budget] {
        guard let first = runs.first else { return [] }
        return first.indices.map { index in
            runs.lazy.compactMap { $0.indices.contains(index) ? $0[index] : nil }.first { !$0.passed } ?? first[index]
        }
    }

    func budgetChecks(_ metrics: FrameMetrics, limits: GateConfiguration.BudgetLimits) -> [GateResult.Budget] {
        var checks: [GateResult.Budget] = []
        if let limit = limits.p99Milliseconds {
            checks.append(.init(name: "p99 frame", limit: "≤ \(limit) ms", value: String(format: "%.3f ms", metrics.percentiles.p99),
                                passed: metrics.percentiles.p99 <= limit))
        }
        if let limit = limits.framesOverBudget {
            checks.append(.init(name: "frames over budget", limit: "≤ \(limit)", value: "\(metrics.framesOverBudget)",
                                passed: metrics.framesOverBudget <= limit))
        }
        if let limit = limits.hangs {
            checks.append(.init(name: "hangs (frames over \(FrameMetrics.hangThreshold))", limit: "≤ \(limit)", value: "\(metrics.hangs)",
                                passed: metrics.hangs <= limit))
        }
        if let band = limits.hitchBand {
            let order: [HitchBand] = [.good, .warning, .critical]
            let passed = (order.firstIndex(of: metrics.hitchBand) ?? 2) <= (order.firstIndex(of: band) ?? 2)
            checks.append(.init(name: "hitch band", limit: "\(band.rawValue) or better",
                                value: "\(metrics.hitchBand.rawValue) (\(String(format: "%.2f", metrics.hitchTimeRatio)) ms/s)",
                                passed: passed))
        }
        return checks
    }

    func metric(_ name: String, _ unit: String, _ baseline: [Double], _ current: [Double], _ verdict: ShiftVerdict,
                gates: Bool) -> GateResult.Metric {
        let outcome: GateResult.Metric.Outcome = switch verdict.outcome {
        case .pass: .pass
        case .fail: .fail
        case .inconclusive: .inconclusive
        }
        let relative = verdict.evidence.interval.relative
        let interval = relative ?? verdict.evidence.interval.absolute
        var reason = verdict.reason
        if outcome == .inconclusive {
            // What the data could resolve: the interval's half-width, which a floor must exceed for a PASS.
            let half = (interval.upper - interval.lower) / 2
            let resolved = relative != nil ? String(format: "±%.3g%%", half * 100) : String(format: "±%.3g %@", half, unit)
            reason += "; this runner resolves \(resolved) on this metric with \(baseline.count) and \(current.count) "
                + "processes (more processes narrow it)"
        }
        return GateResult.Metric(
            name: name, unit: unit, gates: gates, outcome: outcome, improved: verdict.improved,
            baselineMedian: baseline.median, currentMedian: current.median,
            baselineProcesses: baseline.count, currentProcesses: current.count,
            relativeShift: verdict.evidence.relativeShift, intervalLower: interval.lower, intervalUpper: interval.upper,
            intervalIsRelative: relative != nil, adjustedPValue: verdict.adjustedPValue, reason: reason)
    }

    func skippedMetric(_ name: String, _ unit: String, _ baseline: [Double], _ current: [Double], gates: Bool, reason: String)
        -> GateResult.Metric {
        GateResult.Metric(name: name, unit: unit, gates: gates, outcome: .skipped, improved: false,
                          baselineMedian: baseline.median, currentMedian: current.median,
                          baselineProcesses: baseline.count, currentProcesses: current.count, relativeShift: nil,
                          intervalLower: nil, intervalUpper: nil, intervalIsRelative: false, adjustedPValue: nil,
                          reason: "not judged: \(reason)")
    }
}

/// Scales times measured beside `SpeedProbe` to one machine speed: each repetition's values times the
/// baseline's median probe over that repetition's own probe.
struct SpeedAdjustment {
    let reference: Double
    let baselineProbes: [Double]
    let currentProbes: [Double]

    init?(_ baseline: [Double]?, _ current: [Double]?) {
        guard let baseline, let current, !baseline.isEmpty, !current.isEmpty else { return nil }
        baselineProbes = baseline
        currentProbes = current
        reference = baseline.median
        guard reference > 0 else { return nil }
    }

    /// A change of the machine's speed from this fraction on is said in a note.
    static let noticeableChange = 0.05

    /// The current run's probe against the baseline's: 1.3 means the machine ran 30% slower.
    var currentRelative: Double { currentProbes.median / reference }

    func baseline(_ values: [Double]) -> [Double] { scale(values, baselineProbes) }
    func current(_ values: [Double]) -> [Double] { scale(values, currentProbes) }

    private func scale(_ values: [Double], _ probes: [Double]) -> [Double] {
        guard values.count == probes.count else { return values }
        return zip(values, probes).map { $0 * reference / $1 }
    }
}

/// A scenario name in a message: quoted and escaped as every echoed value is (one problem, one line).
func quoted(_ text: String) -> String { MessageText.quoted(text) }
