import ArgumentParser
import Feed
import Foundation
import Harness

/// How the benchmark commands that read a scenario start: a warning when the build is a debug one, then
/// the scenario read, or each problem printed (named `feedbench COMMAND: ...`) and exit status 2.
enum BenchScenario {
    /// The scenario a benchmark uses when `--scenario` is not given, relative to the current folder.
    static let defaultPath = "Scenarios/default.json"

    /// Loads `path`, or the default when `nil`; a default missing from the current folder is said as such.
    static func load(_ path: String?, command: String) throws -> Scenario {
        let say = { (message: String) in FileHandle.standardError.write(Data("feedbench \(command): \(message)\n".utf8)) }
        if MachineInfo.isDebugBuild {
            say("warning: this is a debug build; build with -c release for real figures.")
        }
        if path == nil && !FileManager.default.fileExists(atPath: defaultPath) {
            say("no --scenario given, and the default, \(defaultPath), is not in this folder (\(FileManager.default.currentDirectoryPath)): "
                + "run from FeedBench's folder, or give --scenario FILE")
            throw ExitCode(2)
        }
        let path = path ?? defaultPath
        do {
            return try ScenarioLoader.load(path: path)
        } catch {
            for problem in error.problems { say(problem.description) }
            throw ExitCode(2)
        }
    }
}
