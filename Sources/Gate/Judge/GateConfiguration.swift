import Feed
import Foundation
import Harness
import JSON
import Statistics

/// The gate's settings, from a committed JSON file (`--config`) or the defaults: significance, the effect
/// floor per metric, tolerances per counter and per instruction count, budget limits (all scenarios, or
/// per scenario), and the processes a timing verdict needs.
public struct GateConfiguration: Hashable, Sendable, Codable {
    /// Holm-corrected significance level.
    public var alpha = ShiftVerdict.defaultAlpha
    /// Fewer processes than this on either side (each run folder is one process; repetitions within a
    /// process are not independent of each other): the times are not judged (said so).
    public var minimumProcesses = 10
    /// The default effect floor: the smallest change that matters, the larger of a relative change and an
    /// absolute one (in the metric's unit). The machine's noise never raises it: a machine too noisy to
    /// resolve it gets an inconclusive verdict, never a pass.
    public var floor = Floor()
    /// Floors for particular metrics (their names, e.g. "p99 frame").
    public var metricFloors: [String: Floor] = [:]
    /// Metrics not judged (names), e.g. a pass that is noise on a machine.
    public var ignoredMetrics: [String] = []
    /// Relative tolerance per counter (RepetitionCounters field names, e.g. "textCacheHits": 0.01); every other
    /// counter must match exactly.
    public var counterTolerances: [String: Double] = [:]
    /// The relative change an instruction count may show either way and still pass (0.005: 0.5%); a
    /// count run twice repeats to within 0.02%.
    public var instructionTolerance = 0.005
    /// Tolerances for particular counts, by name: `total`, or a thread and a pass (`main layout`,
    /// `workers build`).
    public var instructionTolerances: [String: Double] = [:]
    /// The change in instructions any count may show either way, however small it is: in passes where
    /// the main thread waits for the workers, two counts of one binary differ by up to about 12,000
    /// instructions (how the threads took turns under Callgrind), more than 0.5% of a pass of 2 M.
    public var instructionSlack = 25_000
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
        case alpha, minimumProcesses, floor, metricFloors, ignoredMetrics, counterTolerances, instructionTolerance,
             instructionTolerances, instructionSlack, budget, scenarioBudgets, bootstrapResamples, adjustForMachineSpeed
    }

    /// Every name an instruction count can have: `total`, and each thread with each pass.
    public static var instructionNames: [String] {
        ["total"] + InstructionMarkers.Thread.allCases.flatMap { thread in Pass.allCases.map { "\(thread.rawValue) \($0.rawValue)" } }
    }

    /// The tolerance of the instruction count `name`.
    func instructionTolerance(for name: String) -> Double { instructionTolerances[name] ?? instructionTolerance }

    public struct Floor: Hashable, Sendable, Codable {
        public var relative = EffectFloor.defaultRelative
        public var absoluteMilliseconds = EffectFloor.defaultAbsolute

        enum CodingKeys: String, CodingKey, CaseIterable {
            case relative, absoluteMilliseconds
        }

        public init(relative: Double = EffectFloor.defaultRelative, absoluteMilliseconds: Double = EffectFloor.defaultAbsolute) {
            self.relative = relative
            self.absoluteMilliseconds = absoluteMilliseconds
        }
    }

    /// Limits on the current run alone; `nil`: not checked. By default only hangs: since frames draw, whether a
    /// feed makes its budget is a property of the machine and of pacing (a CI runner is not a phone, and the
    /// gate's frames run back to back), and the bundled photo-heavy scenario's hitch band is critical for
    /// both pipelines on a 2-core VM. A limit that fails unchanged code teaches a team to ignore the gate, so
    /// the frame limits are set by whoever knows the device class (`budget`, `scenarioBudgets`).
    public struct BudgetLimits: Hashable, Sendable, Codable {
        public var p99Milliseconds: Double?
        public var framesOverBudget: Int?
        public var hangs: Int? = 0
        /// The worst hitch band allowed (`good`, `warning`, `critical`).
        public var hitchBand: HitchBand?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case p99Milliseconds, framesOverBudget, hangs, hitchBand
        }

        public init(p99Milliseconds: Double? = nil, framesOverBudget: Int? = nil, hangs: Int? = 0,
                    hitchBand: HitchBand? = nil) {
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
            floor: EffectFloor(relative: floor.relative, absolute: floor.absoluteMilliseconds, spreadMultiple: 0),
            polarity: .higherIsWorse, minimumRepetitions: minimumProcesses,
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
        guard minimumProcesses >= 3 else { throw GateError.badInput("\(path): minimumProcesses: must be at least 3") }
        // Bounded above too: the gate's time grows with it, and a typo of a few zeros must not hang CI.
        guard (100...Self.maximumBootstrapResamples).contains(bootstrapResamples) else {
            throw GateError.badInput("\(path): bootstrapResamples: must be from 100 to \(Self.maximumBootstrapResamples) "
                + "(got \(bootstrapResamples))")
        }
        for name in Array(metricFloors.keys) + ignoredMetrics where GateMetric(rawValue: name) == nil {
            throw GateError.badInput("\(path): unknown metric \(quoted(name)) (expected one of: "
                + GateMetric.allCases.map(\.rawValue).joined(separator: ", ") + ")")
        }
        guard instructionTolerance >= 0, instructionTolerance.isFinite else {
            throw GateError.badInput("\(path): instructionTolerance: must be a number >= 0 (got \(instructionTolerance))")
        }
        guard instructionSlack >= 0 else {
            throw GateError.badInput("\(path): instructionSlack: must not be negative (got \(instructionSlack))")
        }
        for name in instructionTolerances.keys.sorted() {
            guard Self.instructionNames.contains(name) else {
                throw GateError.badInput("\(path): instructionTolerances: unknown count \(quoted(name)) (expected one of: "
                    + Self.instructionNames.joined(separator: ", ") + ")")
            }
            guard let tolerance = instructionTolerances[name], tolerance >= 0, tolerance.isFinite else {
                throw GateError.badInput("\(path): instructionTolerances.\(name): must be a number >= 0")
            }
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
        minimumProcesses = try container.decodeIfPresent(Int.self, forKey: .minimumProcesses) ?? defaults.minimumProcesses
        floor = try container.decodeIfPresent(Floor.self, forKey: .floor) ?? defaults.floor
        metricFloors = try container.decodeIfPresent([String: Floor].self, forKey: .metricFloors) ?? [:]
        ignoredMetrics = try container.decodeIfPresent([String].self, forKey: .ignoredMetrics) ?? []
        counterTolerances = try container.decodeIfPresent([String: Double].self, forKey: .counterTolerances) ?? [:]
        instructionTolerance = try container.decodeIfPresent(Double.self, forKey: .instructionTolerance)
            ?? defaults.instructionTolerance
        instructionTolerances = try container.decodeIfPresent([String: Double].self, forKey: .instructionTolerances) ?? [:]
        instructionSlack = try container.decodeIfPresent(Int.self, forKey: .instructionSlack) ?? defaults.instructionSlack
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
        guard relative >= 0, absoluteMilliseconds >= 0, relative.isFinite, absoluteMilliseconds.isFinite else {
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
