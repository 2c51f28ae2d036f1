import CHarfBuzz

/// A string cut into grapheme clusters (Swift `Character`s), with what line breaking and shaping
/// need to know about each: where it starts in UTF-8, its break class and its script.
///
/// Clusters are the unit of everything after this point: lines start and end on them, advances are
/// summed per cluster, and truncation drops whole clusters. So an emoji ZWJ sequence, a flag, a
/// letter with its combining marks or a CR LF pair is never split.
struct ClusterTable {
    /// UTF-8 offset of each cluster's first byte, followed by the string's UTF-8 length.
    private(set) var starts: [Int] = []
    private(set) var classes: [BreakClass] = []
    private(set) var scripts: [hb_script_t] = []

    /// - Complexity: O(n) in the string's length.
    init(_ string: String) {
        let estimate = string.utf8.count
        starts.reserveCapacity(estimate + 1)
        classes.reserveCapacity(estimate)
        scripts.reserveCapacity(estimate)
        var offset = 0
        for character in string {
            starts.append(offset)
            offset += character.utf8.count
            classes.append(BreakClass(character))
            let first = character.unicodeScalars.first
            scripts.append(first.map(ScriptRuns.script(of:)) ?? HB_SCRIPT_COMMON)
        }
        starts.append(offset)
    }

    var count: Int { classes.count }

    /// The paragraphs: the cluster ranges between mandatory breaks, break characters excluded.
    /// A break at the very end opens no further (empty) paragraph, as in CSS; two breaks in a row
    /// enclose an empty one.
    func paragraphs() -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = 0
        for index in classes.indices where classes[index] == .mandatory {
            result.append(start..<index)
            start = index + 1
        }
        if start < count { result.append(start..<count) }
        return result
    }

    /// The UTF-8 byte range of `clusters`.
    func utf8Range(of clusters: Range<Int>) -> Range<Int> {
        starts[clusters.lowerBound]..<starts[clusters.upperBound]
    }

    /// The index of the cluster in `run` whose bytes include `byte`; clamped to `run`.
    ///
    /// - Complexity: O(log n) in the run's length.
    func cluster(containing byte: Int, in run: Range<Int>) -> Int {
        var low = run.lowerBound
        var high = run.upperBound - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= byte { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
