import Foundation
import Harness

/// A measured run written into its run folder, then committed: the first screens as drawn, the frame file and
/// (unless left out) the report's files, made at once, and run.json last, with the process's peak so far (the
/// peak comes there, after the repetitions). Lives here, not in Harness, because it makes the report's files:
/// Reports depends on Harness, never the reverse.
public struct RunFolderWriter {
    public let folder: RunFolder
    /// Whether the CSV files, report.html and trace.json are written (`run --no-report`: not).
    public var writesReport = true

    public init(folder: RunFolder, writesReport: Bool = true) {
        self.folder = folder
        self.writesReport = writesReport
    }

    /// Writes `report` and commits the folder; returns the report as written (with the process's peak). Throws
    /// `RunCancelled` when `shouldStop` says so, before the commit, or what a write throws; `reportStarting` is
    /// called as the report's files start to be made.
    public func write(_ report: RunReport, shouldStop: @escaping @Sendable () -> Bool,
                      reportStarting: () -> Void = {}) throws -> RunReport {
        var report = report
        if shouldStop() { throw RunCancelled() }
        for file in report.firstScreenFiles { try folder.write(file.data, named: file.name) }
        var files: [ReportFiles.File] = []
        let frameFile = FrameFile(report)
        if !frameFile.isEmpty { files.append(ReportFiles.File(FrameFile.fileName) { try frameFile.data() }) }
        if writesReport {
            reportStarting()
            files += ReportFiles.files(report, shouldStop: shouldStop)
        }
        // Made at once; a stop ends the waiting for them at once.
        for file in try ReportFiles.made(files, shouldStop: shouldStop) { try folder.write(file.data, named: file.name) }
        report.recordProcessPeak()
        try folder.write(try report.jsonData(), named: "run.json")
        // A stop while writing: the folder is discarded, as for a run stopped between frames.
        if shouldStop() { throw RunCancelled() }
        try folder.commit()
        return report
    }
}
