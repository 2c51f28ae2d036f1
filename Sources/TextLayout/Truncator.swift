/// Tail truncation: makes the last kept line end with "…" and still fit the width.
enum Truncator {
    /// `line` shortened, cluster by cluster from its end, until its width plus `ellipsis` fits;
    /// spaces left before the ellipsis are dropped too ("word …" would look like a gap). When not
    /// even the ellipsis alone fits, the result is empty and the ellipsis overflows: a mark that
    /// text is missing matters more than the width.
    ///
    /// - Complexity: O(n) in the line's cluster count.
    static func truncate(
        _ line: LineBreaker.Line,
        classes: [BreakClass],
        advances: [Int32],
        ellipsis: Int64,
        fits: (Int64) -> Bool
    ) -> LineBreaker.Line {
        let start = line.clusters.lowerBound
        var end = line.clusters.upperBound
        var units = line.units
        while end > start && !fits(units + ellipsis) {
            end -= 1
            units -= Int64(advances[end])
        }
        while end > start && classes[end - 1] == .space {
            end -= 1
            units -= Int64(advances[end])
        }
        return LineBreaker.Line(clusters: start..<end, units: units)
    }
}
