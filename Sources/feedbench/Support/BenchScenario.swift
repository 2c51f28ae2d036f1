import ArgumentParser
import Feed
import Foundation
import Harness

/// How the benchmark commands that read a scenario start: a warning when the build is a debug one, then
/// the scenario read, or each problem printed (named `feedbench COMMAND: ...`) and exit status 2.
enum BenchScenario {
    static func load(_ path: String, command: String) throws -> Scenario {
        let say = { (message: String) in FileHandle.standardError.write(Data("feedbench \(command): \(message)\n".utf8)) }
        if MachineInfo.isDebugBuild {
            say("warning: this is a debug build; build with -c release for real figures.")
        }
        do {
            return try ScenarioLoader.load(path: path)
        } catch {
            for problem in error.problems { say(problem.description) }
            throw ExitCode(2)
        }
    }
}
