import Harness

/// Why a command stops short: what it says, `feedbench COMMAND: LINE` on standard error, and the exit status
/// of its reason. Commands throw it; `FeedbenchCommand` prints it and exits, so no command has its own way.
struct CommandFailure: Error {
    enum Reason {
        /// A mistake in how the command was called (an unknown pipeline, no run folder given):
        /// ArgumentParser's usage error, `Error: LINE` and the usage, exit status 64.
        case usage
        /// Bad input: a value out of range, a file that cannot be read or is not valid. Exit status 2.
        case badInput
        /// The work failed (a folder that cannot be written, a run that throws). Exit status 1.
        case failed
        /// Stopped by a signal: exit status 128 + its number (130 for Ctrl-C).
        case stopped(StopSignal)
    }

    let reason: Reason
    /// Each printed as `feedbench COMMAND: LINE`: one line, or each problem of a scenario file.
    let lines: [String]
    /// Printed first, as they are: every problem of every scenario file, as `feedbench validate` prints them.
    var listed: [String] = []

    static func usage(_ message: String) -> CommandFailure { CommandFailure(reason: .usage, lines: [message]) }
    static func badInput(_ message: String) -> CommandFailure { CommandFailure(reason: .badInput, lines: [message]) }
    static func failed(_ message: String) -> CommandFailure { CommandFailure(reason: .failed, lines: [message]) }

    /// Work stopped by `stop`'s signal (Ctrl-C when it was set otherwise), said by `line`.
    static func stopped(by stop: StopFlag, _ line: (StopSignal) -> String) -> CommandFailure {
        let signal = stop.signal ?? .interrupt
        return CommandFailure(reason: .stopped(signal), lines: [line(signal)])
    }

    var exitStatus: Int32 {
        switch reason {
        case .usage: return 64
        case .badInput: return 2
        case .failed: return 1
        case .stopped(let signal): return signal.exitStatus
        }
    }
}
