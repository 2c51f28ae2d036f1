import Feed
import Foundation

/// `run --threads`: one worker count, or a list of them (`1,2,4,8,16`), in order, without repeats. The frames
/// run with the largest; with more than one, the parallel build measures each above 1 too (the speed-up curve).
public struct ThreadCounts: Hashable, Sendable {
    /// Never empty.
    public let counts: [Int]

    public enum ParseError: Error, Hashable {
        /// An item that is not a whole number.
        case notACount(String)
        /// Every item a number, one of them out of 1 to `maximum`.
        case outOfRange
    }

    /// The counts of `text`, comma-separated (spaces around an item allowed), each from 1 to `maximum`.
    public init(parsing text: String, maximum: Int = ScenarioLimits.standard.maximumWorkers) throws(ParseError) {
        var counts: [Int] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            let trimmed = item.trimmingCharacters(in: .whitespaces)
            guard let count = Int(trimmed) else { throw .notACount(trimmed) }
            if !counts.contains(count) { counts.append(count) }
        }
        guard counts.allSatisfy({ (1...maximum).contains($0) }) else { throw .outOfRange }
        self.counts = counts
    }

    /// The worker count the frames run with.
    public var largest: Int { counts.max() ?? 1 }

    /// The counts the parallel build measures besides its own (`ParallelBuildWorkers`): none for one count,
    /// else each above 1, smallest first.
    public var curve: [Int] { counts.count > 1 ? counts.sorted().filter { $0 > 1 } : [] }
}
