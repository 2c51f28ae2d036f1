import Foundation

/// The content of `run.json`: everything a run measured, machine-readable (the input of the gate and
/// of comparisons). Encoded with sorted keys so equal reports are equal bytes.
public struct RunReport: Hashable, Sendable, Codable {
    /// The version of this format; bumped on any incompatible change.
    public static let formatVersion = 2

    public let formatVersion: Int
    /// When the run started, ISO 8601 in UTC.
    public let startedAt: String
    public let machine: MachineInfo
    public let scenarios: [ScenarioReport]

    public init(startedAt: Date, machine: MachineInfo, scenarios: [ScenarioReport]) {
        formatVersion = Self.formatVersion
        self.startedAt = ISO8601DateFormatter().string(from: startedAt)
        self.machine = machine
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
