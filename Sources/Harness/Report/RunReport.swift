import Foundation

/// The content of `run.json`: everything a run measured, machine-readable (the input of the gate and of
/// comparisons). Encoded with sorted keys so equal reports are equal bytes. `Reports/README.md` documents
/// every field.
public struct RunReport: Hashable, Sendable, Codable {
    /// The version of this format; bumped on any incompatible change.
    public static let formatVersion = 4

    public let formatVersion: Int
    /// When the run started, ISO 8601 in UTC.
    public let startedAt: String
    public let machine: MachineInfo
    /// The options the run was given (a scenario's own settings apply where they are `nil`).
    public let options: RunOptions
    /// Conditions a reader must know about (too few cores for the workers, a debug build, ...).
    public let warnings: [String]
    /// The fonts the run's text used (the primary faces, then every fallback face used, `path#index`) and
    /// the line breaker: a machine with other fonts lays text out differently, and shows it here.
    public let fonts: [String]
    public let lineBreaker: String
    public var scenarios: [ScenarioReport]
    /// What the instruction counts (`RunResult.instructions`) were made with; `nil` when none were counted.
    public var instructionEnvironment: InstructionEnvironment?

    public init(startedAt: Date, machine: MachineInfo, options: RunOptions, warnings: [String] = [],
                fonts: [String] = [], lineBreaker: String = "", scenarios: [ScenarioReport]) {
        formatVersion = Self.formatVersion
        self.startedAt = ISO8601DateFormatter().string(from: startedAt)
        self.machine = machine
        self.options = options
        self.warnings = warnings
        self.fonts = fonts
        self.lineBreaker = lineBreaker
        self.scenarios = scenarios
    }

    /// The JSON text: sorted keys, pretty printed, a final newline.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(UInt8(ascii: "\n"))
        return data
    }

    /// Reads `run.json` text.
    public static func decode(_ data: Data) throws -> RunReport {
        try JSONDecoder().decode(RunReport.self, from: data)
    }
}
