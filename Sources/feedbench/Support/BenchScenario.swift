import Feed
import Foundation

/// The scenario a benchmark command reads (`--scenario`), or the default in the current folder.
enum BenchScenario {
    /// The scenario a benchmark uses when `--scenario` is not given, relative to the current folder.
    static let defaultPath = "Scenarios/default.json"

    /// Loads `path`, or the default when `nil`; a default missing from the current folder is said as such,
    /// and each problem of the file is a line of the failure.
    static func load(_ path: String?) throws(CommandFailure) -> Scenario {
        if path == nil && !FileManager.default.fileExists(atPath: defaultPath) {
            throw .badInput("no --scenario given, and the default, \(defaultPath), is not in this folder "
                + "(\(FileManager.default.currentDirectoryPath)): run from FeedBench's folder, or give --scenario FILE")
        }
        do {
            return try ScenarioLoader.load(path: path ?? defaultPath)
        } catch {
            throw CommandFailure(reason: .badInput, lines: error.problems.map(\.description))
        }
    }
}
