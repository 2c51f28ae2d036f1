import CICU

/// Where a line may break, by ICU's line break iterator: Unicode's line breaking algorithm (UAX #14) with
/// ICU's default tailoring, untailored here. It is what lets a quoted word move to the next line whole,
/// a URL break after its slashes, a line break before an em dash and after an ellipsis, and CJK text break
/// between ideographs but not before closing punctuation.
enum LineBreakOpportunities {
    /// For each cluster of `paragraph`, whether a line may start before it (`result[0]`, the paragraph's
    /// start, is false). ICU's boundaries are UTF-16 offsets; one inside a cluster (which UAX #14 never
    /// gives for the clusters Swift forms) is ignored.
    ///
    /// - Complexity: O(n) in the paragraph's length.
    static func compute(_ paragraph: Range<Int>, table: ClusterTable, utf16: UnsafeBufferPointer<UInt16>) -> [Bool] {
        var result = [Bool](repeating: false, count: paragraph.count)
        guard paragraph.count > 1, let base = utf16.baseAddress else { return result }
        let start = table.utf16Starts[paragraph.lowerBound]
        let length = table.utf16Starts[paragraph.upperBound] - start
        let breaks = [Int32](unsafeUninitializedCapacity: length + 1) { buffer, initialized in
            let count = feedbench_line_breaks(base + start, Int32(length), buffer.baseAddress, Int32(length + 1))
            initialized = max(0, Int(count))
        }
        // Both ascending: walk them together.
        var cluster = paragraph.lowerBound + 1
        for offset in breaks.lazy.map({ Int($0) + start }) {
            while cluster < paragraph.upperBound && table.utf16Starts[cluster] < offset { cluster += 1 }
            guard cluster < paragraph.upperBound else { break }
            if table.utf16Starts[cluster] == offset { result[cluster - paragraph.lowerBound] = true }
        }
        return result
    }

    /// The version of the ICU library doing it, e.g. "72.1".
    static var icuVersion: String {
        var buffer = [CChar](repeating: 0, count: 32)
        feedbench_icu_version(&buffer, Int32(buffer.count))
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
