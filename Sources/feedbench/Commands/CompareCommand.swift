import ArgumentParser
import Foundation
import Harness
import Reports

/// `feedbench compare A B`: two runs side by side.
struct CompareCommand: FeedbenchCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare two run folders: each metric before (A) and after (B), its change and direction.",
        discussion: """
            Writes compare.csv (one row per scenario, pipeline and metric), summary.csv (both runs, a run \
            column first) and compare.html into OUT (default: B/compare-<A's folder name>), a folder that must \
            not exist. Scenarios are matched by name, pipelines by kind; what only one run holds is listed. \
            A time or memory figure reads worse or better only when the two runs' repetitions put its shift \
            beyond 5% with significance (the gate's statistics, over the repetitions of one process each); \
            otherwise it is within noise. `feedbench gate` pools processes to decide a regression. \
            Exit status 2 when a run folder cannot be read or is of another run.json format version.
            """
    )

    @Argument(help: ArgumentHelp("The run before (a run folder or its run.json).", valueName: "run-a"))
    var before: String

    @Argument(help: ArgumentHelp("The run after.", valueName: "run-b"))
    var after: String

    @Option(name: .long, help: ArgumentHelp("The folder to write; must not exist.", valueName: "dir"))
    var out: String?

    func execute() throws {
        let first: (report: RunReport, folder: URL)
        let second: (report: RunReport, folder: URL)
        do {
            first = try RunFolderReader.read(before, frames: false)
            second = try RunFolderReader.read(after, frames: false)
        } catch {
            throw CommandFailure.badInput(error.description)
        }
        let beforeName = first.folder.standardizedFileURL.lastPathComponent
        var afterName = second.folder.standardizedFileURL.lastPathComponent
        if afterName == beforeName { afterName += " (B)" }
        let destination = URL(fileURLWithPath: out ?? second.folder.appendingPathComponent("compare-\(beforeName)").path)
        let folder: RunFolder
        do {
            folder = try RunFolder(destination: destination)
        } catch {
            throw CommandFailure.badInput("cannot create \(destination.path): \(error.localizedDescription)")
        }
        defer { folder.discard() }
        let comparison = RunComparison(before: first.report, after: second.report, beforeName: beforeName,
                                       afterName: afterName)
        do {
            for file in try ComparisonFiles.make(comparison) { try folder.write(file.data, named: file.name) }
            try folder.commit()
        } catch {
            throw CommandFailure.failed("cannot write \(destination.path): \(ErrorText.of(error))")
        }
        let worse = comparison.rows.filter { $0.judgement == .worse }.count
        let better = comparison.rows.filter { $0.judgement == .better }.count
        let noise = comparison.rows.filter { $0.judgement == .withinNoise }.count
        let counters = comparison.rows.filter { $0.judgement == .more || $0.judgement == .fewer }.count
        print("\(comparison.rows.count) figures compared: \(worse) worse and \(better) better beyond the noise, \(noise) "
            + "within noise, \(counters) counter\(counters == 1 ? "" : "s") changed"
            + (comparison.unmatched.isEmpty ? "" : "; \(comparison.unmatched.count) not in both runs"))
        print("report: \(destination.path)/compare.html")
    }
}
