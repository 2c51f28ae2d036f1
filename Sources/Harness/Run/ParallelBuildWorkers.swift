import Feed
import Foundation

/// `run --parallel-build`: the worker counts the parallel build is measured at after the frames, each against
/// one worker: none, the run's own worker count (which depends on the scenario), or a list.
public enum ParallelBuildWorkers: Hashable, Sendable {
    case off
    /// The worker count the scenario's frames run with.
    case auto
    case counts([Int])

    /// An item of a list that is not a worker count from 1 to the maximum.
    public struct ParseError: Error, Hashable {
        public let item: String
    }

    /// `off` (or nothing), `auto`, or counts comma-separated, each from 1 to `maximum`, repeats dropped.
    public init(parsing text: String, maximum: Int = ScenarioLimits.standard.maximumWorkers) throws(ParseError) {
        switch text.trimmingCharacters(in: .whitespaces) {
        case "off", "": self = .off
        case "auto": self = .auto
        case let list:
            var counts: [Int] = []
            for item in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
                guard let count = Int(item), (1...maximum).contains(count) else { throw ParseError(item: item) }
                if !counts.contains(count) { counts.append(count) }
            }
            self = .counts(counts)
        }
    }

    /// The counts for a scenario whose frames run with `threads` workers, then those of `curve` not among them
    /// (`ThreadCounts.curve`).
    public func workers(threads: Int, adding curve: [Int]) -> [Int] {
        var workers: [Int]
        switch self {
        case .off: workers = []
        case .auto: workers = [threads]
        case .counts(let counts): workers = counts
        }
        for count in curve where !workers.contains(count) { workers.append(count) }
        return workers
    }
}
