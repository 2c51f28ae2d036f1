import Feed
import Foundation
import Harness

/// What the gate compares a run with (`feedbench baseline save RUN --to FILE`): per scenario and pipeline,
/// every gating metric's value in each repetition (not only pooled frames), the deterministic counters,
/// and the environment the run was made in. A committed JSON file, sorted keys, so a refresh is a diff a
/// reviewer can read.
public struct Baseline: Hashable, Sendable, Codable {
    public static let formatVersion = 4

    /// How many processes (runs) the repetitions of `pipeline` come from.
    public static func processCount(_ pipeline: Pipeline) -> Int { Set(pipeline.processes).count }

    public let formatVersion: Int
    /// When the run it was made from started.
    public let runStartedAt: String
    public let machine: MachineInfo
    /// `machine.machineClass`: baselines are kept per machine class.
    public let machineClass: String
    public let feedbenchVersion: String
    public let runFormatVersion: Int
    public let options: RunOptions
    public internal(set) var scenarios: [Scenario]
    /// What the instruction counts were made with (`nil` when the run counted none).
    public internal(set) var instructionEnvironment: InstructionEnvironment?

    public struct Scenario: Hashable, Sendable, Codable {
        public let name: String
        public let budgetMilliseconds: Double
        public let pipelines: [Pipeline]
    }

    public struct Pipeline: Hashable, Sendable, Codable {
        public let pipeline: PipelineKind
        public let repetitions: Int
        /// Per metric, one value per repetition, in repetition order.
        public let metrics: [String: [Double]]
        /// The process (run) each repetition was measured in, numbered from 0 in pooling order: the unit the
        /// gate tests (`GateJudge.perProcess`).
        public let processes: [Int]
        public let counters: RepetitionCounters
        /// Whether `counters` come from the counting repetition (exact on every run).
        public let countersExact: Bool
        /// `SpeedProbe`'s time beside each repetition (how fast the machine was); `nil` for older runs.
        public let speedProbes: [Double]?
        /// The counting repetition's instructions (`feedbench run --instructions`); `nil` when not counted.
        public internal(set) var instructions: InstructionCounts?
    }

    /// Why a run cannot become a baseline.
    public enum Refusal: Error, CustomStringConvertible, Sendable {
        case injectedSlowdown(InjectedSlowdown)
        case injectedWork(InjectedWork)
        case debugBuild

        public var description: String {
            switch self {
            case .injectedSlowdown(let slowdown):
                "the run injected a slowdown on purpose (\(slowdown)); a baseline must be a real measurement"
            case .injectedWork(let work):
                "the run injected work on purpose (\(work)); a baseline must be a real measurement"
            case .debugBuild:
                "the run was made by a debug build; a baseline needs a release build's figures"
            }
        }
    }

    /// A baseline of `report`; refuses runs with an injected slowdown, and debug builds unless `allowDebug`.
    public init(_ report: RunReport, allowDebug: Bool = false) throws(Refusal) {
        if let slowdown = report.options.injectedSlowdown { throw .injectedSlowdown(slowdown) }
        if let work = report.options.injectedWork { throw .injectedWork(work) }
        if report.machine.buildConfiguration == "debug" && !allowDebug { throw .debugBuild }
        self.init(measuring: report)
    }

    /// The same figures of any run, the one being judged included.
    public init(measuring report: RunReport) {
        formatVersion = Self.formatVersion
        runStartedAt = report.startedAt
        machine = report.machine
        machineClass = report.machine.machineClass
        feedbenchVersion = FeedBenchVersion.current
        runFormatVersion = report.formatVersion
        options = report.options
        instructionEnvironment = report.instructionEnvironment
        scenarios = report.scenarios.map { scenario in
            Scenario(name: scenario.scenario.name, budgetMilliseconds: scenario.scenario.frameBudget,
                     pipelines: scenario.results.map { Pipeline($0, budget: scenario.scenario.frameBudget) })
        }
    }

    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(UInt8(ascii: "\n"))
        return data
    }
}

extension Baseline.Pipeline {
    init(_ result: RunResult, budget: Double) {
        pipeline = result.pipeline
        repetitions = result.repetitions.count
        metrics = Self.metrics(result)
        processes = Array(repeating: 0, count: result.repetitions.count)
        counters = result.counters
        countersExact = result.countersFromCountingRepetition
        let probes = result.repetitions.compactMap(\.speedProbeMilliseconds)
        speedProbes = probes.count == result.repetitions.count && probes.allSatisfy({ $0 > 0 }) ? probes : nil
        instructions = result.instructions
    }

    /// Every gating metric of every repetition.
    static func metrics(_ result: RunResult) -> [String: [Double]] {
        var metrics: [String: [Double]] = [:]
        for metric in GateMetric.allCases {
            // A pass is judged by its CPU time (`GateMetric.value`); a pass with none recorded (not run, or a
            // run written before worker passes carried one) is left out rather than judged as zero.
            if let pass = metric.pass, result.passes[pass].cpuMilliseconds == 0 { continue }
            metrics[metric.rawValue] = result.repetitions.map { metric.value(of: $0) }
        }
        return metrics
    }
}

/// FeedBench's own version, recorded in baselines.
public enum FeedBenchVersion {
    public static let current = "0.15.0"
}
