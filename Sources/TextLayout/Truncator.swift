/// Tail truncation: makes the last kept line end with "…" and still fit the width.
enum Truncator {
    /// `line` shortened, cluster by cluster from its end, until its width plus `ellipsis` fits; spaces
    /// left before the ellipsis are dropped too ("word …" would look like a gap), and so is a hyphen the
    /// line showed. When not even the ellipsis alone fits, the result is empty and the ellipsis overflows:
    /// a mark that text is missing matters more than the width.
    ///
    /// - Complexity: O(n) in the line's cluster count.
    static func truncate(
        _ line: LineBreaker.Line, kinds: [ClusterKind], advances: [Int64], hyphen: Int64, ellipsis: Int64,
        fit: LineFit
    ) -> LineBreaker.Line {
        let start = line.clusters.lowerBound
        var end = line.clusters.upperBound
        var units = line.units - (line.hyphenated ? hyphen : 0)
        while end > start && !fit.fits(units + ellipsis) {
            end -= 1
            units -= advances[end]
        }
        while end > start && kinds[end - 1] == .space {
            end -= 1
            units -= advances[end]
        }
        return LineBreaker.Line(clusters: start..<end, units: units)
    }
}
