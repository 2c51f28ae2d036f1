import Feed
import Foundation
import Harness
import Statistics

/// The gate's settings, from a committed JSON file (`--config`) or the defaults: significance, the effect
/// floor per metric, tolerances per counter, budget limits (all scenarios, or per scenario), and the
/// repetitions a verdict needs.
public struct GateConfiguration: Hashable, Sendable, Codable {
    /// Holm-corrected significance level.
    public var alpha = 0.01
    /// Fewer repetitions than this in the baseline or the run: the times are not judged (said so).
    public var minimumRepetitions = 10
    /// The default effect floor: the largest of a relative change, an absolute one (in the metric's unit)
    /// and k times the baseline's spread between repetitions.
    public var floor = Floor()
    /// Floors for particular metrics (their names, e.g. "p99 frame").
    public var metricFloors: [String: Floor] = [:]
    /// Metrics not judged (names), e.g. a pass that is noise on a machine.
    public var ignoredMetrics: [String] = []
    /// Relative tolerance per counter (RepetitionCounters field names, e.g. "textCacheHits": 0.01); every other
    /// counter must match exactly.
    public var counterTolerances: [String: Double] = [:]
    /// Budget limits every scenario is held to, whatever the baseline; `scenarioBudgets` per scenario name.
    public var budget = BudgetLimits()
    public var scenarioBudgets: [String: BudgetLimits] = [:]
    /// Bootstrap resamples for the shift's interval.
    public var bootstrapResamples = 2_000
    /// Whether times are scaled to the baseline's machine speed, repetition by repetition, by the speed
    /// probe both runs measured beside each repetition.
    public var adjustForMachineSpeed = true

    /// Declared to list them in the message that refuses an unknown key.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case alpha, minimumRepetitions, floor, metricFloors, ignoredMetrics, counterTolerances, budget, scenarioBudgets,
             bootstrapResamples, adjustForMachineSpeed
    }

    public struct Floor: Hashable, Sendable, Codable {
        public var relative = 0.05
        public var absoluteMilliseconds = 0.05
        public var spreadMultiple = 1.0

        enum CodingKeys: String, CodingKey, CaseIterable {
            case relative, absoluteMilliseconds, spreadMultiple
        }

        public init(relative: Double = 0.05, absoluteMilliseconds: Double = 0.05, spreadMultiple: Double = 1) {
            self.relative = relative
            self.absoluteMilliseconds = absoluteMilliseconds
            self.spreadMultiple = spreadMultiple
        }
    }

    /// Limits on the current run alone; `nil`: not checked.
    public struct BudgetLimits: Hashable, Sendable, Codable {
        public var p99Milliseconds: Double?
        public var framesOverBudget: Int?
        public var hangs: Int? = 0
        /// The worst hitch band allowed (`good`, `warning`, `critical`).
        public var hitchBand: HitchBand? = .warning

        enum CodingKeys: String, CodingKey, CaseIterable {
            case p99Milliseconds, framesOverBudget, hangs, hitchBand
        }

        public init(p99Milliseconds: Double? = nil, framesOverBudget: Int? = nil, hangs: Int? = 0,
                    hitchBand: HitchBand? = .warning) {
            self.p99Milliseconds = p99Milliseconds
            self.framesOverBudget = framesOverBudget
            self.hangs = hangs
            self.hitchBand = hitchBand
        }
    }

    /// The most bootstrap resamples a configuration may ask for (50 times the default).
    public static let maximumBootstrapResamples = 100_000

    public init() {}

    func policy(for metric: GateMetric) -> ShiftPolicy {
        let floor = metricFloors[metric.rawValue] ?? self.floor
        return ShiftPolicy(
            floor: EffectFloor(relative: floor.relative, absolute: floor.absoluteMilliseconds,
                               spreadMultiple: floor.spreadMultiple),
            polarity: .higherIsWorse, minimumRepetitions: minimumRepetitions,
            bootstrap: Bootstrap.Configuration(resamples: bootstrapResamples))
    }

    func limits(for scenario: String) -> BudgetLimits { scenarioBudgets[scenario] ?? budget }

    /// Reads a configuration file; unknown keys are refused, so a misspelt setting is never ignored. Every
    /// error names the file and the JSON path of the value at fault.
    public static func load(path: String) throws(GateError) -> GateConfiguration {
        let data: Data
        do {
            data = try BoundedRead.bytes(of: path, standardInputPath: nil, maximumBytes: 16 << 20)
        } catch {
            throw .badInput("\(path): \(error)")
        }
        let configuration: GateConfiguration
        do {
            configuration = try JSONDocument.decode(GateConfiguration.self, from: data)
        } catch {
            throw .badInput("\(path): \(error)")
        }
        try configuration.check(path: path)
        return configuration
    }

    func check(path: String) throws(GateError) {
        guard alpha > 0, alpha < 1 else { throw GateError.badInput("\(path): alpha: must be between 0 and 1") }
        guard minimumRepetitions >= 2 else { throw GateError.badInput("\(path): minimumRepetitions: must be at least 2") }
        // Bounded above too: the gate's time grows with it, and a typo of a few zeros must not hang CI.
        guard (100...Self.maximumBootstrapResamples).contains(bootstrapResamples) else {
            throw GateError.badInput("\(path): bootstrapResamples: must be from 100 to \(Self.maximumBootstrapResamples) "
                + "(got \(bootstrapResamples))")
        }
        for name in Array(metricFloors.keys) + ignoredMetrics where GateMetric(rawValue: name) == nil {
            throw GateError.badInput("\(path): unknown metric \(quoted(name)) (expected one of: "
                + GateMetric.allCases.map(\.rawValue).joined(separator: ", ") + ")")
        }
        for name in counterTolerances.keys.sorted() {
            guard RepetitionCounters.fieldNames.contains(name) else {
                throw GateError.badInput("\(path): counterTolerances: unknown counter \(quoted(name))")
            }
            guard let tolerance = counterTolerances[name], tolerance >= 0 else {
                throw GateError.badInput("\(path): counterTolerances.\(name): must not be negative")
            }
        }
    }
}

extension GateConfiguration {
    public init(from decoder: any Decoder) throws {
        try refuseUnknownKeys(in: decoder, known: CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = GateConfiguration()
        alpha = try container.decodeIfPresent(Double.self, forKey: .alpha) ?? defaults.alpha
        minimumRepetitions = try container.decodeIfPresent(Int.self, forKey: .minimumRepetitions) ?? defaults.minimumRepetitions
        floor = try container.decodeIfPresent(Floor.self, forKey: .floor) ?? defaults.floor
        metricFloors = try container.decodeIfPresent([String: Floor].self, forKey: .metricFloors) ?? [:]
        ignoredMetrics = try container.decodeIfPresent([String].self, forKey: .ignoredMetrics) ?? []
        counterTolerances = try container.decodeIfPresent([String: Double].self, forKey: .counterTolerances) ?? [:]
        budget = try container.decodeIfPresent(BudgetLimits.self, forKey: .budget) ?? defaults.budget
        scenarioBudgets = try container.decodeIfPresent([String: BudgetLimits].self, forKey: .scenarioBudgets) ?? [:]
        bootstrapResamples = try container.decodeIfPresent(Int.self, forKey: .bootstrapResamples) ?? defaults.bootstrapResamples
        adjustForMachineSpeed = try container.decodeIfPresent(Bool.self, forKey: .adjustForMachineSpeed)
            ?? defaults.adjustForMachineSpeed
    }
}

// A floor or budget given in part keeps the defaults for the rest; a key it does not know is refused, as at
// the top level, so a misspelt setting is never ignored.
extension GateConfiguration.Floor {
    public init(from decoder: any Decoder) throws {
        try refuseUnknownKeys(in: decoder, known: CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = Self()
        relative = try container.decodeIfPresent(Double.self, forKey: .relative) ?? defaults.relative
        absoluteMilliseconds = try container.decodeIfPresent(Double.self, forKey: .absoluteMilliseconds)
            ?? defaults.absoluteMilliseconds
        spreadMultiple = try container.decodeIfPresent(Double.self, forKey: .spreadMultiple) ?? defaults.spreadMultiple
        guard relative >= 0, absoluteMilliseconds >= 0, spreadMultiple >= 0 else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "a floor's values must not be negative"))
        }
    }
}

extension GateConfiguration.BudgetLimits {
    /// A limit left out keeps its default; `null` turns it off.
    public init(from decoder: any Decoder) throws {
        try refuseUnknownKeys(in: decoder, known: CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = Self()
        func limit<T: Decodable>(_ key: CodingKeys, _ fallback: T?) throws -> T? {
            container.contains(key) ? try container.decodeIfPresent(T.self, forKey: key) : fallback
        }
        p99Milliseconds = try limit(.p99Milliseconds, defaults.p99Milliseconds)
        framesOverBudget = try limit(.framesOverBudget, defaults.framesOverBudget)
        hangs = try limit(.hangs, defaults.hangs)
        hitchBand = try limit(.hitchBand, defaults.hitchBand)
    }
}

/// Any key of a JSON object, to find those a type does not know.
private struct AnyKey: CodingKey {
    let stringValue: String
    let intValue: Int? = nil
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

private func refuseUnknownKeys<Keys: CodingKey & CaseIterable>(in decoder: any Decoder, known: Keys.Type) throws {
    let container = try decoder.container(keyedBy: AnyKey.self)
    if let unknown = container.allKeys.map(\.stringValue).sorted().first(where: { Keys(stringValue: $0) == nil }) {
        let known = Keys.allCases.map(\.stringValue).sorted().joined(separator: ", ")
        throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                debugDescription: "unknown key \(quoted(unknown)) (expected one of: \(known))"))
    }
}

/// Why the gate cannot judge (exit status 2).
public enum GateError: Error, CustomStringConvertible, Sendable {
    case badInput(String)

    public var description: String {
        switch self {
        case .badInput(let message): message
        }
    }
}
