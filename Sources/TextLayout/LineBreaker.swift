/// Greedy line breaking: each line takes as many clusters as fit, breaking at the last break
/// opportunity (`LineBreakRules`) before the first cluster that would overflow.
///
/// Spaces hang: they never cause a break and are not counted in a line's width. A word wider than
/// the whole width is broken between clusters (CSS `overflow-wrap: anywhere`). A single cluster
/// wider than the width gets a line of its own, the only case where a line is wider than the width.
enum LineBreaker {
    /// A line as a range of clusters, trailing spaces excluded, and its width in font units.
    struct Line {
        var clusters: Range<Int>
        var units: Int64
    }

    /// Breaks `paragraph` (cluster indices) into lines appended to `lines`, stopping early once
    /// `lines` holds more than `limit` lines: the caller then knows the text is truncated and the
    /// rest need not be broken.
    ///
    /// - Parameter fits: whether a line of that many font units fits the width.
    /// - Complexity: O(n) in the paragraph's cluster count.
    static func breakParagraph(
        _ paragraph: Range<Int>,
        classes: [BreakClass],
        advances: [Int32],
        limit: Int,
        fits: (Int64) -> Bool,
        into lines: inout [Line]
    ) {
        let lower = paragraph.lowerBound
        var prefix = [Int64](repeating: 0, count: paragraph.count + 1)
        for index in paragraph {
            prefix[index - lower + 1] = prefix[index - lower] + Int64(advances[index])
        }
        func emit(_ start: Int, _ end: Int) {
            var contentEnd = end
            while contentEnd > start && classes[contentEnd - 1] == .space { contentEnd -= 1 }
            let units = prefix[contentEnd - lower] - prefix[start - lower]
            lines.append(Line(clusters: start..<contentEnd, units: units))
        }

        var start = lower
        var lastBreak: Int?
        var index = lower
        while index < paragraph.upperBound {
            if classes[index] != .space, index > start,
               !fits(prefix[index + 1 - lower] - prefix[start - lower]) {
                // No opportunity since `lastBreak`, so the next line starts there or, inside a
                // word that does not fit, at this cluster; re-examine this cluster on that line.
                let end = lastBreak ?? index
                emit(start, end)
                if lines.count > limit { return }
                start = end
                lastBreak = nil
                continue
            }
            if index + 1 < paragraph.upperBound,
               LineBreakRules.canBreak(
                   after: classes[index], before: classes[index + 1],
                   previous: index > lower ? classes[index - 1] : nil) {
                lastBreak = index + 1
            }
            index += 1
        }
        emit(start, paragraph.upperBound)
    }
}
