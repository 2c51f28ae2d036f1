import Foundation
import Feed
import Gzip
import Harness
import JSON
import Synchronization

/// The files a run's report is made of, all made from `run.json` and the frame file beside it (without one,
/// from `run.json` alone, less the frames), so `feedbench report` can make them again for any run folder:
/// `frames.csv`, `passes.csv`, `summary.csv`, `report.html`, `trace.json`.
public enum ReportFiles {
    public static let names = ["frames.csv", "passes.csv", "summary.csv", "report.html", "trace.json"]

    /// One file of a run folder: its name, and its contents made when asked for, so a caller can stop between
    /// files (a run interrupted while it writes) or make several at once (`made`).
    public struct File: Sendable {
        public let name: String
        private let make: @Sendable () throws -> Data

        public init(_ name: String, _ make: @escaping @Sendable () throws -> Data) {
            self.name = name
            self.make = make
        }

        public func data() throws -> Data { try make() }
    }

    /// Every file, in the order of `names`. Making the frames throws `RunCancelled` when `shouldStop` says so.
    public static func files(_ report: RunReport, shouldStop: @escaping @Sendable () -> Bool = { false }) -> [File] {
        [
            File("frames.csv") { try FramesCSV.make(report, shouldStop: shouldStop).data(shouldStop: shouldStop) },
            File("passes.csv") { try PassesCSV.make(report).data() },
            File("summary.csv") { try SummaryCSV.make(report).data() },
            File("report.html") { Data(RunPage.make(report).utf8) },
            File("trace.json") { try ChromeTrace.data(report) },
        ]
    }

    /// The contents of `files`, in their order, made at once on Dispatch's threads: they are independent, and
    /// report.html, trace.json and the frame file took about as long as each other, one after the other.
    /// Throws the first file's error in that order, or `RunCancelled` as soon as `shouldStop` says so (checked
    /// every 20 ms while waiting; a file still being made is then left to finish unused, as the process ends).
    public static func made(_ files: [File], shouldStop: @escaping @Sendable () -> Bool = { false }) throws
        -> [(name: String, data: Data)] {
        let results = Mutex<[Result<Data, any Error>?]>(Array(repeating: nil, count: files.count))
        let group = DispatchGroup()
        for (index, file) in files.enumerated() {
            DispatchQueue.global().async(group: group) {
                let result: Result<Data, any Error> = shouldStop() ? .failure(RunCancelled()) : Result { try file.data() }
                results.withLock { $0[index] = result }
            }
        }
        while group.wait(timeout: .now() + .milliseconds(20)) == .timedOut {
            if shouldStop() { throw RunCancelled() }
        }
        return try results.withLock { made in
            try zip(files, made).map { file, result in (file.name, try (result ?? .failure(RunCancelled())).get()) }
        }
    }

    /// Writes every file into `folder`, each replacing its former version atomically (an existing run
    /// folder's report made again).
    public static func write(_ report: RunReport, into folder: URL) throws {
        for file in try made(files(report)) {
            try file.data.write(to: folder.appendingPathComponent(file.name), options: .atomic)
        }
    }
}

/// Reading a run folder back.
public enum RunFolderReader {
    /// The `run.json` of `folder` (or the file itself when given one), refusing other format versions with
    /// a message that says which; with `frames`, the frames and traces of the frame file beside it are put
    /// back (`FrameFile`), and the first screens as drawn (PNG files), where there are (a run made with `--no-frames` has none: its results then hold
    /// only their frame summaries). Baselines, gates and comparisons read nothing from the frames.
    public static func read(_ path: String, frames: Bool = true) throws(ReportError) -> (report: RunReport, folder: URL) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .unreadable(file: path, reason: "no such run folder")
        }
        let folder = isDirectory.boolValue ? URL(fileURLWithPath: path) : URL(fileURLWithPath: path).deletingLastPathComponent()
        let file = isDirectory.boolValue ? folder.appendingPathComponent("run.json") : URL(fileURLWithPath: path)
        let data: Data
        do {
            // A pipe too (`feedbench report <(…)`); bounded, as a file much larger than any run writes is no run.json.
            data = try BoundedRead.bytes(of: file.path, standardInputPath: nil, maximumBytes: maximumFileBytes)
        } catch {
            throw .unreadable(file: file.path, reason: "\(error); is this a run folder?")
        }
        var report = try read(data: data, file: file.path)
        let frameFile = folder.appendingPathComponent(FrameFile.fileName)
        // Beside run.json whether the folder or the file was named (a pipe's folder has none).
        if frames && FileManager.default.fileExists(atPath: frameFile.path) {
            let compressed: Data
            do {
                compressed = try BoundedRead.bytes(of: frameFile.path, standardInputPath: nil, maximumBytes: maximumFileBytes)
            } catch {
                throw .unreadable(file: frameFile.path, reason: "\(error)")
            }
            try attachFrames(compressed, file: frameFile.path, to: &report)
        }
        if frames { attachFirstScreens(from: folder, to: &report) }
        return (report, folder)
    }

    /// Puts back the first screens the folder holds as PNG files (`RunReport.firstScreenFileName`); a file that
    /// is missing, too large or not a PNG is left out (the report then shows the wireframe alone).
    static func attachFirstScreens(from folder: URL, to report: inout RunReport) {
        let signature = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        for s in report.scenarios.indices {
            for r in report.scenarios[s].results.indices {
                let name = RunReport.firstScreenFileName(scenario: s, pipeline: report.scenarios[s].results[r].pipeline)
                let path = folder.appendingPathComponent(name).path
                guard FileManager.default.fileExists(atPath: path),
                      let png = try? BoundedRead.bytes(of: path, standardInputPath: nil, maximumBytes: 64 << 20),
                      png.starts(with: signature) else { continue }
                report.scenarios[s].results[r].firstScreenPNG = png
            }
        }
    }

    /// Puts the frames of a frame file's bytes (`FrameFile`, gzip-compressed) into `report`; `file` names it in
    /// errors, with the JSON path of the value at fault.
    public static func attachFrames(_ compressed: Data, file: String, to report: inout RunReport) throws(ReportError) {
        let json: Data
        do {
            json = try Gzip.decompress(compressed, maximumBytes: maximumFileBytes)
        } catch {
            throw .unreadable(file: file, reason: "\(error.description); remove it to read run.json without frames")
        }
        let frames: FrameFile
        do {
            frames = try JSONDocument.decode(FrameFile.self, from: json)
        } catch {
            throw .unreadable(file: file, reason: "not a frame file of format \(RunReport.formatVersion) (\(error))")
        }
        do {
            try report.attach(frames)
        } catch {
            throw .unreadable(file: file, reason: "\(error.description): it does not belong to the run.json beside it")
        }
    }

    /// The largest run.json read: far past any run this machine class can hold in memory (see the run's memory
    /// estimate), a bound on what a wrong path can make the reader take in.
    public static let maximumFileBytes = 4 << 30

    /// `run.json` text already read; `file` names it in errors, with the JSON path of the value at fault.
    public static func read(data: Data, file: String) throws(ReportError) -> RunReport {
        struct Version: Decodable { let formatVersion: Int? }
        let version: Int?
        do {
            version = try JSONDocument.decode(Version.self, from: data).formatVersion
        } catch {
            throw .unreadable(file: file, reason: "not a run.json (\(error))")
        }
        guard version == RunReport.formatVersion else {
            throw .unsupportedFormat(file: file, version: version, supported: RunReport.formatVersion)
        }
        let report: RunReport
        do {
            report = try JSONDocument.decode(RunReport.self, from: data)
        } catch {
            throw .unreadable(file: file, reason: "not a run.json of format \(RunReport.formatVersion) (\(error))")
        }
        // Reports, comparisons, baselines and the gate tell a run's scenarios apart by name.
        if let (index, earlier) = Repeats.first(in: report.scenarios.map(\.scenario.name)) {
            let name = MessageText.quoted(report.scenarios[index].scenario.name)
            throw .unreadable(file: file, reason: "scenarios[\(index)].scenario.name: \(name) is the name of "
                + "scenarios[\(earlier)] too; a run's scenarios have names of their own")
        }
        return report
    }
}
