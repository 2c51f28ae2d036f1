import ArgumentParser

/// A value FeedBench reads from an option's text itself (`--threads 1,2,4`, `--shard 1/4`).
protocol OptionValue: Sendable {
    /// The value `text` gives, or why there is none: bad input naming the option, or a usage error.
    init(option text: String) throws(CommandFailure)
    /// The value as the help shows a default.
    var optionText: String { get }
}

extension OptionValue {
    var optionText: String { "\(self)" }
}

/// An option holding an `OptionValue`: parsed once, as ArgumentParser reads the argument, and refused by
/// `value()`, which `checkOptions()` calls. Refused in `init?(argument:)` itself, a value would be
/// ArgumentParser's usage error ("The value ... is invalid", exit status 64), not the option's own line and
/// exit status.
struct Parsed<Value: OptionValue>: ExpressibleByArgument, Sendable {
    private let result: Result<Value, CommandFailure>

    init(_ value: Value) {
        result = .success(value)
    }

    init(argument: String) {
        result = Result { () throws(CommandFailure) in try Value(option: argument) }
    }

    func value() throws(CommandFailure) -> Value {
        try result.get()
    }

    var defaultValueDescription: String {
        (try? result.get())?.optionText ?? ""
    }
}
