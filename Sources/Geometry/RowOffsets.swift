/// The heights of a feed's rows and where each row starts when they are stacked from y = 0, in
/// chunks of `chunkSize` rows, so changing a few heights copies and re-sums one chunk per change and
/// the chunk starts, not every row: O(c + n / c) instead of O(n) (a prefetch step used to cost O(n)
/// at 10,000 stories, and the main thread waited for it every frame of a fast scroll). Both pipelines' feeds
/// keep their rows' tops in one (the MVC table's running sums, re-summed below each row it measured, made
/// its frames cost more per story the longer the feed: 1.9x from 1,000 to 10,000 stories).
///
/// A row's top is the start of its chunk plus its offset in the chunk: every `RowOffsets` with the same
/// heights gives bit-identical tops, however it was reached (built at once or changed step by step).
///
/// An immutable-by-value `Sendable` struct; the chunks are copy-on-write arrays.
public struct RowOffsets: Sendable {
    public static let chunkSize = 256

    private struct Chunk: Sendable {
        var heights: [Double]
        /// `tops[j]`: the heights of rows `0..<j` of the chunk, summed in order.
        var tops: [Double]
        var total: Double

        public init(heights: [Double]) {
            self.heights = heights
            tops = []
            total = 0
            resum()
        }

        mutating func resum() {
            var tops: [Double] = []
            tops.reserveCapacity(heights.count)
            var y = 0.0
            for height in heights {
                tops.append(y)
                y = y + height
            }
            self.tops = tops
            total = y
        }
    }

    private var chunks: [Chunk]
    /// `starts[c]`: the top of chunk c; the last element is the content height (`chunks.count + 1`
    /// values).
    private var starts: [Double]
    /// The number of rows.
    public let count: Int
    /// The row tops and chunk starts summed to make this value from the one it was set from (all of them
    /// when built at once): a deterministic measure of what a change of heights cost.
    public private(set) var sums: Int

    /// - Complexity: O(n).
    public init(heights: [Double]) {
        count = heights.count
        chunks = stride(from: 0, to: heights.count, by: Self.chunkSize).map { start in
            Chunk(heights: Array(heights[start..<min(start + Self.chunkSize, heights.count)]))
        }
        starts = [0]
        sums = heights.count
        restart(from: 0)
    }

    /// The height of row `index` (`0..<count`).
    public func height(at index: Int) -> Double {
        chunks[index / Self.chunkSize].heights[index % Self.chunkSize]
    }

    /// The top of row `index`, for `index` in `0...count` (`count`: the content height).
    /// - Complexity: O(1).
    public func top(_ index: Int) -> Double {
        guard index < count else { return contentHeight }
        let chunk = index / Self.chunkSize
        return starts[chunk] + chunks[chunk].tops[index % Self.chunkSize]
    }

    /// The height of all rows stacked.
    public var contentHeight: Double { starts[starts.count - 1] }

    /// These offsets with `changes` (row, new height) applied.
    /// - Complexity: O(c) per changed chunk plus O(n / c).
    public func setting(_ changes: [(row: Int, height: Double)]) -> RowOffsets {
        var copy = self
        copy.sums = 0
        guard !changes.isEmpty else { return copy }
        var changedChunks = Set<Int>()
        for (row, height) in changes {
            let chunk = row / Self.chunkSize
            copy.chunks[chunk].heights[row % Self.chunkSize] = height
            changedChunks.insert(chunk)
        }
        for chunk in changedChunks {
            copy.chunks[chunk].resum()
            copy.sums += copy.chunks[chunk].heights.count
        }
        copy.restart(from: changedChunks.min() ?? 0)
        return copy
    }

    /// Recomputes `starts` from chunk `first` on.
    private mutating func restart(from first: Int) {
        if starts.count != chunks.count + 1 { starts = Array(repeating: 0, count: chunks.count + 1) }
        for chunk in first..<chunks.count {
            starts[chunk + 1] = starts[chunk] + chunks[chunk].total
        }
        sums += max(0, chunks.count - first)
    }
}
