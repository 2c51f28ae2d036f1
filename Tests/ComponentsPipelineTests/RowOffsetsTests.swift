import Testing
import Geometry

/// Row offsets in chunks: changed step by step or built at once, the same heights give the same tops.
struct RowOffsetsTests {
    /// Heights on a 1/3-point grid (not exact in binary), over three chunks.
    static func heights(_ count: Int, seed: Int) -> [Double] {
        (0..<count).map { Double(($0 * 7_919 + seed * 104_729) % 997) / 3 + 20 }
    }

    @Test func stepByStepEqualsBuiltAtOnce() {
        let count = 2 * RowOffsets.chunkSize + 37
        let final = Self.heights(count, seed: 1)
        var offsets = RowOffsets(heights: Array(repeating: 300, count: count))
        // Rows change in batches, out of order, some twice.
        for batch in stride(from: 0, to: count, by: 61) {
            let rows = Array(batch..<min(batch + 61, count)).reversed()
            offsets = offsets.setting(rows.map { ($0, 1) })
            offsets = offsets.setting(rows.map { ($0, final[$0]) })
        }
        let built = RowOffsets(heights: final)
        for row in 0...count { #expect(offsets.top(row) == built.top(row)) }
        #expect(offsets.contentHeight == built.contentHeight)
        #expect(built.top(count) == built.contentHeight)
        for row in 0..<count { #expect(offsets.height(at: row) == final[row]) }
    }

    @Test func topsAreRunningSumsOfTheHeights() {
        let heights = Self.heights(RowOffsets.chunkSize + 5, seed: 2)
        let offsets = RowOffsets(heights: heights)
        var y = 0.0
        for (row, height) in heights.enumerated() {
            #expect(abs(offsets.top(row) - y) < 1e-6)
            y += height
        }
        #expect(abs(offsets.contentHeight - y) < 1e-6)
        #expect(RowOffsets(heights: []).contentHeight == 0)
        #expect(RowOffsets(heights: []).top(0) == 0)
    }
}
