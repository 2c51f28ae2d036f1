/// The glyphs a layout's paragraphs were shaped into, kept so that drawing a line need not shape it again
/// (ComponentKit keeps the text renderer that measured a label for drawing it): each glyph's id, cluster,
/// offsets and advance in its face's units, and the runs of one face they came in.
///
/// A line whose ends HarfBuzz marks safe to break at has the glyphs of its clusters, placed as the line
/// shaped alone places them (`FontLibrary.glyphRuns`): HarfBuzz guarantees the same glyphs either way. A
/// hyphenated or truncated line adds the hyphen's or the ellipsis's glyph of the primary face after them, at
/// the pen (as the layout measured the line: no kerning against it). A line cut where it is not safe has none
/// here, and is shaped again when drawn; so is one whose mark ends a right-to-left run, or whose face has no
/// glyph for it.
///
/// Kept compact (20 bytes a glyph, no array per line) and turned into `GlyphRun`s only when a line is drawn,
/// so that a layout measured and never drawn pays little for them.
struct ShapedGlyphs: Sendable {
    /// One glyph as HarfBuzz shaped it: its id, its cluster in the layout's cluster table, and its offsets and
    /// advance in its face's units.
    struct Glyph: Sendable {
        let id: UInt32
        let cluster: Int32
        let xOffset: Int32
        let yOffset: Int32
        let advance: Int32
    }

    /// Glyphs `glyphs` of one shaped run, of one face, in one direction.
    struct Run: Sendable {
        var glyphs: Range<Int>
        let fontPath: String
        let faceIndex: UInt32
        let unitsPerEm: Int32
        let rightToLeft: Bool
    }

    /// A glyph drawn after a line's own (the hyphen or the ellipsis), of `face`, `advance` in its units.
    struct Mark: Sendable {
        let id: UInt32
        let advance: Int32
        let fontPath: String
        let faceIndex: UInt32
        let unitsPerEm: Int32
    }

    private(set) var glyphs: [Glyph] = []
    private(set) var runs: [Run] = []

    init(capacity: Int = 0) {
        glyphs.reserveCapacity(capacity)
    }

    /// Starts a run of `face`: the glyphs appended until the next run are its.
    mutating func beginRun(face: FontFace, rightToLeft: Bool) {
        closeRun()
        runs.append(Run(glyphs: glyphs.count..<glyphs.count, fontPath: face.path, faceIndex: face.index,
                        unitsPerEm: face.unitsPerEm, rightToLeft: rightToLeft))
    }

    @inline(__always)
    mutating func append(_ glyph: Glyph) {
        glyphs.append(glyph)
    }

    /// Ends the last run at the glyphs appended so far (`beginRun` does it too).
    mutating func closeRun() {
        guard let last = runs.indices.last else { return }
        runs[last].glyphs = runs[last].glyphs.lowerBound..<glyphs.count
    }

    /// The glyph runs of clusters `range`, in the order they were shaped (a right-to-left run's glyphs in
    /// visual order), placed one after the other from the line's origin at `pointSize` points, with the
    /// arithmetic `FontLibrary.glyphRuns` places a line with; then `mark`, at the pen. `nil` when the last run
    /// with a glyph in `range` runs right to left and a mark follows it (shaped again, the mark would join that
    /// run, on its left).
    /// - Complexity: O(r + g) for the r runs shaped and the g glyphs of the runs that meet `range`.
    func lineRuns(_ range: Range<Int>, pointSize: Double, mark: Mark? = nil) -> [GlyphRun]? {
        var lineRuns: [GlyphRun] = []
        var lastRightToLeft = false
        var pen = 0.0
        let lower = Int32(truncatingIfNeeded: range.lowerBound)
        let upper = Int32(truncatingIfNeeded: range.upperBound)
        for run in runs where !run.glyphs.isEmpty {
            // A run's clusters rise (left to right) or fall (right to left): its first and last glyphs bound them.
            let first = glyphs[run.glyphs.lowerBound].cluster
            let last = glyphs[run.glyphs.upperBound - 1].cluster
            guard max(first, last) >= lower, min(first, last) < upper else { continue }
            let points = pointSize / Double(run.unitsPerEm)
            var ids: [UInt32] = []
            var x: [Double] = []
            var y: [Double] = []
            ids.reserveCapacity(run.glyphs.count)
            x.reserveCapacity(run.glyphs.count)
            y.reserveCapacity(run.glyphs.count)
            let start = pen
            for index in run.glyphs {
                let glyph = glyphs[index]
                guard glyph.cluster >= lower && glyph.cluster < upper else { continue }
                ids.append(glyph.id)
                x.append(pen + Double(glyph.xOffset) * points)
                y.append(-Double(glyph.yOffset) * points)
                pen += Double(glyph.advance) * points
            }
            guard !ids.isEmpty else { continue }
            lineRuns.append(GlyphRun(fontPath: run.fontPath, faceIndex: run.faceIndex, pointSize: pointSize,
                                     glyphs: ids, x: x, y: y, advance: pen - start))
            lastRightToLeft = run.rightToLeft
        }
        guard let mark else { return lineRuns }
        guard !lastRightToLeft else { return nil }
        let advance = Double(mark.advance) * pointSize / Double(mark.unitsPerEm)
        lineRuns.append(GlyphRun(fontPath: mark.fontPath, faceIndex: mark.faceIndex, pointSize: pointSize,
                                 glyphs: [mark.id], x: [pen], y: [0], advance: advance))
        return lineRuns
    }
}
