import ArgumentParser
import Foundation

/// The range check of a numeric option, the same in every command: a value out of range (a negative
/// count, say) prints `feedbench COMMAND: MESSAGE` and exits with status 2, as a bad scenario does. A
/// usage mistake (an unknown option or name) stays ArgumentParser's usage error.
///
/// Numeric options are declared with `parsing: .unconditional` so that `-1` is read as their value and
/// reaches this check, instead of being taken for an option ("Missing value").
enum OptionRange {
    static func check(_ condition: Bool, command: String, _ message: @autoclosure () -> String) throws {
        guard condition else {
            FileHandle.standardError.write(Data("feedbench \(command): \(message())\n".utf8))
            throw ExitCode(2)
        }
    }
}
