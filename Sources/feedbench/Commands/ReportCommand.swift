import ArgumentParser
import Foundation
import Harness
import Reports

/// `feedbench report RUN`: makes a run folder's report again from its `run.json`.
struct ReportCommand: FeedbenchCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "(Re)write the CSV files, report.html and trace.json of a run folder from its run.json.",
        discussion: """
            Reads RUN/run.json (a run folder, or the file itself) and writes frames.csv, passes.csv, summary.csv, \
            report.html and trace.json beside it, each replacing its former version. A run folder in the default \
            Reports/ also updates Reports/index.html and Reports/latest. Exit status 2 when RUN is not a run \
            folder or its run.json is of another format version.
            """
    )

    @Argument(help: ArgumentHelp("The run folder (or its run.json).", valueName: "run"))
    var runFolder: String

    func execute() throws {
        let report: RunReport
        let folder: URL
        do {
            (report, folder) = try RunFolderReader.read(runFolder)
        } catch {
            throw CommandFailure.badInput(error.description)
        }
        let started = ContinuousClock.now
        do {
            try ReportFiles.write(report, into: folder)
        } catch {
            throw CommandFailure.failed("cannot write the report into \(folder.path): \(ErrorText.of(error))")
        }
        let elapsed = ContinuousClock.now - started
        print("wrote \(ReportFiles.names.joined(separator: ", ")) into \(folder.path) in "
            + elapsed.formatted(.units(allowed: [.seconds, .milliseconds], width: .narrow)))
        print("report: \(folder.appendingPathComponent("report.html").path)")
        ReportsFolder.updateIndex(besides: folder, removingStale: false, for: Self.self)
    }
}
