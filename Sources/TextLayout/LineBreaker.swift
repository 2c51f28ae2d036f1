/// Greedy line breaking: each line takes as many clusters as fit, breaking at the last opportunity
/// (`LineBreakOpportunities`) before the first cluster that would overflow.
///
/// Spaces hang: they never cause a break and are not counted in a line's width. A word wider than the
/// whole width is broken between clusters (CSS `overflow-wrap: anywhere`). A single cluster wider than
/// the width gets a line of its own, the only case where a line is wider than the width.
///
/// A line measures what it draws: a line ending after a soft hyphen shows a hyphen, counted in its width;
/// a line whose start or end cuts through a kerning pair or a joining context (HarfBuzz's unsafe-to-break
/// flags) is shaped again alone and takes that width. When that makes it overflow, the line ends at an
/// earlier opportunity if it has one.
enum LineBreaker {
    /// A line as a range of clusters (trailing spaces excluded), its width in subunits, and whether it
    /// ends with a hyphen it shows (after a soft hyphen).
    struct Line {
        var clusters: Range<Int>
        var units: Int64
        var hyphenated = false
    }

    /// What breaking a paragraph needs besides the clusters.
    struct Context {
        let kinds: [ClusterKind]
        /// Each cluster's advance in subunits, shaped in context.
        let advances: [Int64]
        /// `unsafeBefore[c]`: breaking before cluster c cuts a shaping context (index `count` may be read).
        let unsafeBefore: [Bool]
        /// The width of a hyphen, in subunits.
        let hyphen: Int64
        /// Which line widths fit.
        let fit: LineFit
        /// The width of clusters shaped alone, in subunits.
        let measureAlone: (Range<Int>) -> Int64
    }

    /// Breaks `paragraph` (cluster indices) into lines appended to `lines`, stopping early once `lines`
    /// holds more than `limit` lines: the caller then knows the text is truncated and the rest need not be
    /// broken. `opportunities` gives the break opportunities (indexed from the paragraph's start); it is
    /// called once, when the first line overflows, so a paragraph that fits asks ICU nothing.
    ///
    /// - Complexity: O(n) in the paragraph's cluster count, plus a reshaping of each line whose ends are
    ///   unsafe to break at.
    static func breakParagraph(
        _ paragraph: Range<Int>, opportunities: () -> [Bool], context: Context, limit: Int, into lines: inout [Line]
    ) {
        let lower = paragraph.lowerBound
        // Appended rather than `Array(repeating:count:)`, which looks its type up at run time (`Array(filledWith:)`).
        var prefix: [Int64] = []
        prefix.reserveCapacity(paragraph.count + 1)
        prefix.append(0)
        for index in paragraph {
            prefix.append(prefix[index - lower] + context.advances[index])
        }
        /// The line from `start` to `end` (trailing spaces dropped) as it draws.
        func line(_ start: Int, _ end: Int) -> Line {
            var contentEnd = end
            while contentEnd > start && context.kinds[contentEnd - 1] == .space { contentEnd -= 1 }
            let hyphenated = contentEnd > start && context.kinds[contentEnd - 1] == .softHyphen && end < paragraph.upperBound
            var units = prefix[contentEnd - lower] - prefix[start - lower]
            if contentEnd > start && (context.unsafeBefore[start] && start > lower
                || context.unsafeBefore[contentEnd] && contentEnd < paragraph.upperBound) {
                units = context.measureAlone(start..<contentEnd)
            }
            if hyphenated { units += context.hyphen }
            return Line(clusters: start..<contentEnd, units: units, hyphenated: hyphenated)
        }

        var allowed: [Bool]?
        var start = lower
        var index = lower
        while index < paragraph.upperBound {
            if context.kinds[index] != .space, index > start,
               !context.fit.fits(prefix[index + 1 - lower] - prefix[start - lower]) {
                let breaks = allowed ?? opportunities()
                allowed = breaks
                // The candidates are the opportunities after `start` up to this cluster. The latest whose
                // line fits as drawn; else the earliest (a hyphen or a reshaped kerning pair overflows a
                // little rather than a word splits); else, inside a word that does not fit, this cluster.
                let candidates = (start + 1...index).lazy.filter { breaks[$0 - lower] }
                var chosen = candidates.reversed().first { context.fit.fits(line(start, $0).units) }
                    ?? candidates.first ?? index
                if chosen <= start { chosen = index }
                lines.append(line(start, chosen))
                if lines.count > limit { return }
                start = chosen
                index = start
                continue
            }
            index += 1
        }
        lines.append(line(start, paragraph.upperBound))
    }
}
