internal import CICU

/// Where a line may break, by ICU's line break iterator: Unicode's line breaking algorithm (UAX #14) with
/// ICU's default tailoring, untailored here. It is what lets a quoted word move to the next line whole,
/// a URL break after its slashes, a line break before an em dash and after an ellipsis, and CJK text break
/// between ideographs but not before closing punctuation.
enum LineBreakOpportunities {
    /// For each cluster of `paragraph`, whether a line may start before it (`result[0]`, the paragraph's
    /// start, is false). ICU's boundaries are UTF-16 offsets; one inside a cluster (which UAX #14 never
    /// gives for the clusters Swift forms) is ignored.
    ///
    /// - Parameter utf16: the whole string's UTF-16.
    /// - Complexity: O(n) in the paragraph's length.
    static func compute(_ paragraph: Range<Int>, table: ClusterTable, utf16: UnsafeBufferPointer<UInt16>) -> [Bool] {
        guard let base = utf16.baseAddress else { return [Bool](filledWith: false, count: paragraph.count) }
        return compute(paragraph, table: table, paragraphUTF16: base + table.utf16Starts[paragraph.lowerBound])
    }

    /// The same from the whole string's UTF-8: only the paragraph is transcoded for ICU, into a
    /// temporary buffer, so a layout never copies its whole string to UTF-16.
    static func compute(_ paragraph: Range<Int>, table: ClusterTable, utf8: UnsafeBufferPointer<UInt8>) -> [Bool] {
        let length = table.utf16Starts[paragraph.upperBound] - table.utf16Starts[paragraph.lowerBound]
        return withUnsafeTemporaryAllocation(of: UInt16.self, capacity: max(length, 1)) { buffer in
            guard let base = buffer.baseAddress else { return [Bool](filledWith: false, count: paragraph.count) }
            let written = transcode(utf8[table.utf8Range(of: paragraph)], into: buffer)
            precondition(written == length, "a cluster table's UTF-16 offsets match its string")
            return compute(paragraph, table: table, paragraphUTF16: base)
        }
    }

    /// `paragraph`'s opportunities from its UTF-16, which starts at `text`.
    private static func compute(_ paragraph: Range<Int>, table: ClusterTable, paragraphUTF16 text: UnsafePointer<UInt16>)
        -> [Bool] {
        var result = [Bool](filledWith: false, count: paragraph.count)
        guard paragraph.count > 1 else { return result }
        let start = table.utf16Starts[paragraph.lowerBound]
        let length = table.utf16Starts[paragraph.upperBound] - start
        // A temporary buffer, not an array: `Array(unsafeUninitializedCapacity:)` looks its type up at run time
        // (`Array(filledWith:)` says why that matters).
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: length + 1) { buffer in
            let count = feedbench_line_breaks(text, Int32(length), buffer.baseAddress, Int32(length + 1))
            let breaks = UnsafeBufferPointer(rebasing: buffer[..<min(max(0, Int(count)), buffer.count)])
            // Both ascending: walk them together.
            var cluster = paragraph.lowerBound + 1
            for offset in breaks.lazy.map({ Int($0) + start }) {
                while cluster < paragraph.upperBound && table.utf16Starts[cluster] < offset { cluster += 1 }
                guard cluster < paragraph.upperBound else { break }
                if table.utf16Starts[cluster] == offset { result[cluster - paragraph.lowerBound] = true }
            }
        }
        return result
    }

    /// Writes the UTF-16 of `utf8` (valid UTF-8: a `String`'s bytes) to `buffer`, at most its capacity,
    /// and returns how many code units it wrote.
    private static func transcode(_ utf8: Slice<UnsafeBufferPointer<UInt8>>, into buffer: UnsafeMutableBufferPointer<UInt16>)
        -> Int {
        var written = 0
        var index = utf8.startIndex
        while index < utf8.endIndex && written < buffer.count {
            let lead = UInt32(utf8[index])
            if lead < 0x80 {
                buffer[written] = UInt16(truncatingIfNeeded: lead)
                written += 1
                index += 1
                continue
            }
            let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            guard index + length <= utf8.endIndex else { break }
            var scalar = lead & (0x7F >> UInt32(length))
            for offset in 1..<length { scalar = scalar << 6 | UInt32(utf8[index + offset]) & 0x3F }
            index += length
            if scalar < 0x10000 {
                buffer[written] = UInt16(truncatingIfNeeded: scalar)
                written += 1
            } else {
                guard written + 1 < buffer.count else { break }
                let value = scalar - 0x10000
                buffer[written] = UInt16(truncatingIfNeeded: 0xD800 + (value >> 10))
                buffer[written + 1] = UInt16(truncatingIfNeeded: 0xDC00 + (value & 0x3FF))
                written += 2
            }
        }
        return written
    }

    /// The version of the ICU library doing it, e.g. "72.1".
    static var icuVersion: String {
        var buffer = [CChar](repeating: 0, count: 32)
        feedbench_icu_version(&buffer, Int32(buffer.count))
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
