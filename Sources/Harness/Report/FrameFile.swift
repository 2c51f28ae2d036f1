import Foundation
import Gzip

/// The content of `frames.json.gz`, beside `run.json` in a run folder: every repetition's frames and each
/// pipeline's trace, as columns (`FrameColumns`, `TraceColumns`), in gzip-compressed JSON. run.json keeps
/// what the frames add up to (`RepetitionFrameSummary`), so baselines, gates and comparisons never need
/// this file; the report's charts, frames.csv and trace.json do. A run's frames took 8 of its 30 MB of
/// run.json as pretty-printed objects; here they take about 0.6 MB.
///
/// Only results with frames or a trace are listed (a merged run may hold shards run with `--no-frames`).
public struct FrameFile: Hashable, Sendable, Codable {
    /// The file's name in a run folder.
    public static let fileName = "frames.json.gz"

    /// One pipeline's frames in one scenario.
    public struct Entry: Hashable, Sendable, Codable {
        public struct Repetition: Hashable, Sendable, Codable {
            /// `RepetitionResult.index` of the repetition these frames belong to.
            public let index: Int
            public let frames: FrameColumns
        }

        /// The scenario's name (names are unique within a run).
        public let scenario: String
        public let pipeline: PipelineKind
        public let repetitions: [Repetition]
        public let trace: TraceColumns?
    }

    /// run.json's format version: the two files are written and read together.
    public let formatVersion: Int
    public let entries: [Entry]

    /// The frames and traces of `report`.
    public init(_ report: RunReport) {
        formatVersion = RunReport.formatVersion
        entries = report.scenarios.flatMap { scenario in
            scenario.results.compactMap { result -> Entry? in
                let repetitions = result.repetitions.filter { !$0.frames.isEmpty }
                    .map { Entry.Repetition(index: $0.index, frames: FrameColumns($0.frames)) }
                guard !repetitions.isEmpty || result.trace != nil else { return nil }
                return Entry(scenario: scenario.scenario.name, pipeline: result.pipeline, repetitions: repetitions,
                             trace: result.trace.map(TraceColumns.init))
            }
        }
    }

    /// Whether the file would hold nothing (a run without frames).
    public var isEmpty: Bool { entries.isEmpty }

    /// The file's bytes: compact JSON with sorted keys (as `JSONEncoder` writes it, `jsonBytes()`),
    /// gzip-compressed.
    public func data() throws -> Data {
        try Gzip.compress(Data(try jsonBytes()))
    }

    /// Why a frame file cannot be put back into its run.json; `path` is the JSON path of the value at fault.
    public struct Mismatch: Error, Hashable, Sendable, CustomStringConvertible {
        public let path: String
        public let reason: String
        public var description: String { "\(path): \(reason)" }
    }
}

extension RunReport {
    /// Puts the frames and traces of `file` back into this report's results. Refused when the file is not
    /// this run's: another format, a scenario, pipeline or repetition this run lacks, or a number of frames
    /// other than the repetition's summary counts.
    public mutating func attach(_ file: FrameFile) throws(FrameFile.Mismatch) {
        guard file.formatVersion == RunReport.formatVersion else {
            throw FrameFile.Mismatch(path: "formatVersion", reason: "\(file.formatVersion), where run.json has "
                + "\(RunReport.formatVersion)")
        }
        for (e, entry) in file.entries.enumerated() {
            let path = "entries[\(e)]"
            guard let s = scenarios.firstIndex(where: { $0.scenario.name == entry.scenario }) else {
                throw FrameFile.Mismatch(path: "\(path).scenario", reason: "this run has no scenario of that name")
            }
            guard let r = scenarios[s].results.firstIndex(where: { $0.pipeline == entry.pipeline }) else {
                throw FrameFile.Mismatch(path: "\(path).pipeline", reason: "this run did not run \(entry.pipeline.rawValue) "
                    + "on that scenario")
            }
            var result = scenarios[s].results[r]
            for (k, repetition) in entry.repetitions.enumerated() {
                let repetitionPath = "\(path).repetitions[\(k)]"
                guard let i = result.repetitions.firstIndex(where: { $0.index == repetition.index }) else {
                    throw FrameFile.Mismatch(path: "\(repetitionPath).index", reason: "this run has no repetition "
                        + "\(repetition.index) there")
                }
                let frames: [FrameSample]
                switch repetition.frames.samples() {
                case .success(let samples): frames = samples
                case .failure(let mismatch):
                    throw FrameFile.Mismatch(path: "\(repetitionPath).frames", reason: mismatch.description)
                }
                let expected = result.repetitions[i].frameSummary.metrics.frames
                guard frames.count == expected else {
                    throw FrameFile.Mismatch(path: "\(repetitionPath).frames", reason: "\(frames.count) frames, where "
                        + "run.json counts \(expected)")
                }
                result.repetitions[i].frames = frames
            }
            if let trace = entry.trace {
                switch trace.record() {
                case .success(let record): result.trace = record
                case .failure(let mismatch):
                    throw FrameFile.Mismatch(path: "\(path).trace", reason: mismatch.description)
                }
            }
            scenarios[s].results[r] = result
        }
    }
}
