import Console
import ArgumentParser
import Feed
import Foundation

/// `feedbench validate`: checks scenario files against the format and the limits.
struct ValidateCommand: FeedbenchCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check scenario files against the scenario format and its limits.",
        discussion: """
            Reads every FILE and reports every problem found, one per line on standard error, as \
            FILE: JSON.PATH: MESSAGE (for example "default.json: feed.stories[3].attachments[0].width: must \
            be a positive number"). Prints one OK line per valid file on standard output. Exit status: 0 when \
            every file is valid, 2 when any file has a problem. FILE may be a folder (its *.json scenarios, as \
            `feedbench run` takes them), - (standard input), a pipe or /dev/stdin; at most 256 MiB is read. The format is described by \
            Scenarios/scenario.schema.json and Scenarios/README.md.
            """
    )

    @Argument(help: ArgumentHelp("Scenario files (JSON), or folders of them, to check.", valueName: "file"))
    var files: [String]

    @Flag(name: .long, help: "Print only problems: no OK lines.")
    var quiet = false

    func checkOptions() throws {
        guard !files.isEmpty else { throw CommandFailure.usage("Give at least one scenario file to check.") }
    }

    func execute() throws {
        var failedFiles = 0
        var problemCount = 0
        let files = ScenarioLoader.expandingFolders(files)
        for file in files {
            do {
                let scenario = try ScenarioLoader.load(path: file)
                // Named as its problems name it: `-` is standard input.
                let name = file == ScenarioLoader.standardInputPath ? "<stdin>" : file
                if !quiet { print("\(name): OK (\(scenario.summaryLine()))") }
            } catch {
                failedFiles += 1
                problemCount += error.problems.count
                // Each as found, beside the OK lines; as `run` lists them.
                for problem in error.problems { FileHandle.standardError.write(Data((problem.description + "\n").utf8)) }
            }
        }
        guard failedFiles == 0 else {
            let plural = problemCount == 1 ? "problem" : "problems"
            // The last line of the list, unprefixed as the problems are.
            throw CommandFailure(reason: .badInput, lines: [],
                                 listed: ["\(problemCount) \(plural) in \(failedFiles) of \(files.count) file\(files.count == 1 ? "" : "s")"])
        }
    }
}
