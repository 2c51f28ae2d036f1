import ArgumentParser
import Foundation
import Gate
import Harness
import Reports

/// `feedbench merge RUN... --out DIR`: the run folders of a CI matrix's shards as one run.
struct MergeCommand: FeedbenchCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge run folders (the shards of a CI matrix) into one run folder, judged and reported once.",
        discussion: """
            Writes DIR/run.json (and frames.json.gz, with the frames the RUNs kept) with every scenario of every \
            RUN, in the order given, and its report. Refused \
            (exit 2): folders of another run.json format, a scenario in two folders, and, unless \
            --allow-different, folders from different machine classes or run with different options.
            """
    )

    @Argument(help: ArgumentHelp("The run folders to merge.", valueName: "run"))
    var runs: [String]

    @Option(name: .long, help: ArgumentHelp("The run folder to write; must not exist.", valueName: "dir"))
    var out: String

    @Flag(name: .long, help: "Merge folders from different machine classes or options (figures then mix conditions).")
    var allowDifferent = false

    @Flag(name: .long, help: "Write run.json only, no report.")
    var noReport = false

    func execute() throws {
        guard !runs.isEmpty else { throw CommandFailure.badInput("give at least one run folder") }
        var reports: [RunReport] = []
        for path in runs {
            do {
                reports.append(try RunFolderReader.read(path).report)
            } catch {
                throw CommandFailure.badInput(error.description)
            }
        }
        let merged: RunReport
        switch RunMerge.merge(reports, names: runs, allowDifferent: allowDifferent) {
        case .success(let report): merged = report
        case .failure(let error): throw CommandFailure.badInput(error.message)
        }
        let destination = URL(fileURLWithPath: out)
        let folder: RunFolder
        do {
            folder = try RunFolder(destination: destination)
        } catch {
            throw CommandFailure.badInput("cannot create \(out): \(error.localizedDescription)")
        }
        defer { folder.discard() }
        do {
            for file in try merged.folderFiles() { try folder.write(file.data, named: file.name) }
            if !noReport {
                for file in try ReportFiles.made(ReportFiles.files(merged)) { try folder.write(file.data, named: file.name) }
            }
            try folder.commit()
        } catch {
            throw CommandFailure.failed("cannot write \(out): \(ErrorText.of(error))")
        }
        print("merged \(reports.count) run folder(s), \(merged.scenarios.count) scenario(s), into \(out)")
    }
}
