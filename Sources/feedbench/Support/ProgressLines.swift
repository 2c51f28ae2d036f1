import Foundation
import Synchronization

/// Progress lines on standard error where it is not a terminal (a CI log, a file): there the progress bar is not
/// drawn, and a long run said nothing until it ended. A line at most every `interval`, the first one interval
/// after the lines start, saying where the run is. Asked at the run's phase boundaries and after every frame,
/// outside the timed sections: a clock read each time, and text made only when a line is due.
///
/// `Sendable`: the time of the last line is behind a lock (the run's main thread is the only one to ask).
final class ProgressLines: Sendable {
    /// The environment variable that sets the interval, in seconds: `0` gives a line at every boundary and
    /// frame (what tests use), `off` none.
    static let intervalVariable = "FEEDBENCH_PROGRESS_INTERVAL"
    static let defaultInterval = Duration.seconds(5)

    private let prefix: String
    /// `nil`: no lines.
    private let interval: Duration?
    private let last = Mutex(ContinuousClock.now)

    init(prefix: String, interval: Duration?) {
        self.prefix = prefix
        self.interval = interval
    }

    /// Lines every `FEEDBENCH_PROGRESS_INTERVAL` seconds (default 5) where standard error is not a terminal, and
    /// none where it is (the progress bar shows there); an interval that is not a number of seconds from 0 to
    /// 86,400 or `off` is an error naming the variable.
    static func configured(prefix: String, environment: [String: String] = ProcessInfo.processInfo.environment,
                           standardErrorIsTerminal: Bool = isatty(STDERR_FILENO) != 0) throws(IntervalError)
        -> ProgressLines {
        guard let text = environment[intervalVariable] else {
            return ProgressLines(prefix: prefix, interval: standardErrorIsTerminal ? nil : defaultInterval)
        }
        if text == "off" { return ProgressLines(prefix: prefix, interval: nil) }
        guard let seconds = Double(text), seconds >= 0, seconds <= 86_400 else { throw IntervalError(text: text) }
        return ProgressLines(prefix: prefix, interval: standardErrorIsTerminal ? nil : .milliseconds(Int64(seconds * 1_000)))
    }

    struct IntervalError: Error, CustomStringConvertible {
        let text: String
        var description: String {
            "\(intervalVariable)=\(text): give the seconds between progress lines (0 to 86400) or off"
        }
    }

    /// Prints `text` when a line is due.
    func note(_ text: @autoclosure () -> String) {
        guard let interval else { return }
        let now = ContinuousClock.now
        let due = last.withLock { last in
            guard now - last >= interval else { return false }
            last = now
            return true
        }
        guard due else { return }
        FileHandle.standardError.write(Data("\(prefix)progress: \(text())\n".utf8))
    }
}
