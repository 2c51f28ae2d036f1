/// `run --shard I/N`: part I of N (from 1) of a run's scenario files, for a CI matrix whose jobs each run one
/// part (`feedbench merge` joins their folders): of the sorted files, every N-th from the I-th.
public struct ShardSpec: Hashable, Sendable, CustomStringConvertible {
    public let index: Int
    public let count: Int

    public static let maximumCount = 1_000

    /// `I/N` with 1 <= I <= N <= `maximumCount`; `nil` otherwise.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 2, let index = parts[0], let count = parts[1], (1...Self.maximumCount).contains(count),
              (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// This part of `files`.
    public func files(of files: [String]) -> [String] {
        files.sorted().enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }

    public var description: String { "\(index)/\(count)" }
}
