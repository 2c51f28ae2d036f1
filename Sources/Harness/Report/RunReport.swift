import Foundation

/// The content of `run.json`: everything a run measured, machine-readable (the input of the gate and of
/// comparisons), but the frames and traces, which go to the frame file beside it (`FrameFile`). Encoded
/// compact, with sorted keys, so equal reports are equal bytes (`jq . run.json` prints it indented).
/// `Reports/README.md` documents every field.
public struct RunReport: Hashable, Sendable, Codable {
    /// The version of this format; bumped on any incompatible change.
    public static let formatVersion = 5

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
    /// The whole process's peak resident set size over the run, in bytes (`ResidentMemory.processPeakBytes`):
    /// read once every file of the run folder but run.json was made and written (the peak came there, after the
    /// repetitions), just before run.json was encoded. `nil` where `/proc` does not say, in merged runs (no one
    /// process ran them) and in run.json files from before it (absent from the JSON).
    public var processPeakResidentBytes: UInt64?

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

    /// The JSON text: sorted keys, compact (indented, a run's run.json took 2.5 times the room), a final newline.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(UInt8(ascii: "\n"))
        return data
    }

    /// The files of a run folder this report is stored in: `run.json` and, unless `frames` is false or there
    /// are no frames, the frame file.
    public func folderFiles(frames: Bool = true) throws -> [(name: String, data: Data)] {
        var files = [(name: "run.json", data: try jsonData())] + firstScreenFiles
        guard frames else { return files }
        let frameFile = FrameFile(self)
        if !frameFile.isEmpty { files.append((FrameFile.fileName, try frameFile.data())) }
        return files
    }

    /// The first screens as drawn (`RunResult.firstScreenPNG`), as files of a run folder.
    public var firstScreenFiles: [(name: String, data: Data)] {
        var files: [(name: String, data: Data)] = []
        for (index, scenario) in scenarios.enumerated() {
            for result in scenario.results {
                guard let png = result.firstScreenPNG else { continue }
                files.append((Self.firstScreenFileName(scenario: index, pipeline: result.pipeline), png))
            }
        }
        return files
    }

    /// The file of a pipeline's first screen as drawn (`RunResult.firstScreenPNG`) in a run folder: named by the
    /// scenario's position in run.json (from 1), never by its name, which may hold any character.
    public static func firstScreenFileName(scenario index: Int, pipeline: PipelineKind) -> String {
        "first-screen-\(index + 1)-\(pipeline.rawValue).png"
    }

    /// This report without its frames, traces and first screens as drawn: what reading back a folder written
    /// without them (`run --no-frames`), or reading it without its frames, gives.
    public func withoutFrames() -> RunReport {
        var report = self
        for s in report.scenarios.indices {
            for r in report.scenarios[s].results.indices {
                report.scenarios[s].results[r].trace = nil
                report.scenarios[s].results[r].firstScreenPNG = nil
                for i in report.scenarios[s].results[r].repetitions.indices {
                    report.scenarios[s].results[r].repetitions[i].frames = []
                }
            }
        }
        return report
    }
}
