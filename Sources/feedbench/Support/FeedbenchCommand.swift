import ArgumentParser
import Foundation
import Harness

/// A `feedbench` command: ArgumentParser parses it, `checkOptions()` checks what parsing cannot (ranges,
/// files to write), `execute()` does the work and prints. Both throw `CommandFailure` to stop, and it is
/// reported here, the one place: its lines on standard error as `feedbench COMMAND: LINE`, and the exit
/// status of its reason (2 bad input, 1 a failure, 128 + n a signal, 64 a usage error).
protocol FeedbenchCommand: ParsableCommand {
    /// The command as its lines name it: `run`, `baseline save`.
    static var commandPath: String { get }
    /// What `validate()` is to ArgumentParser: run after parsing, before `execute()`.
    func checkOptions() throws
    /// What `run()` is to ArgumentParser.
    func execute() throws
}

extension FeedbenchCommand {
    static var commandPath: String { configuration.commandName ?? "" }

    func checkOptions() throws {}

    func validate() throws { try Self.reportingFailure(checkOptions) }

    func run() throws { try Self.reportingFailure(execute) }

    /// `body`, with a `CommandFailure` printed and turned into what ArgumentParser exits with: its status, or
    /// for a usage error ArgumentParser's own message and usage.
    static func reportingFailure<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let failure as CommandFailure {
            if case .usage = failure.reason { throw ValidationError(failure.lines.joined(separator: "\n")) }
            for line in failure.listed { FileHandle.standardError.write(Data((line + "\n").utf8)) }
            for line in failure.lines { printError(line) }
            throw ExitCode(failure.exitStatus)
        }
    }

    /// `feedbench COMMAND: MESSAGE` on standard error: a warning or a note, or (through `CommandFailure`) why
    /// the command stopped.
    static func printError(_ message: String) {
        FileHandle.standardError.write(Data("feedbench \(commandPath): \(message)\n".utf8))
    }

    /// The warning every benchmark gives in a debug build, whose figures mean little.
    static func warnIfDebugBuild() {
        if MachineInfo.isDebugBuild { printError("warning: this is a debug build; build with -c release for real figures.") }
    }

    /// Bad input unless `condition` holds: an option's range check. (Numeric options are declared with
    /// `parsing: .unconditional`, so that `-1` is read as their value and reaches this check instead of being
    /// taken for an option: "Missing value".)
    func require(_ condition: Bool, _ message: @autoclosure () -> String) throws(CommandFailure) {
        guard condition else { throw CommandFailure.badInput(message()) }
    }
}
