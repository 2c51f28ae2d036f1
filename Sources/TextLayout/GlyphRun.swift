internal import CHarfBuzz

/// Glyphs of one face, positioned, ready to draw: part of what one line of a layout shows, as HarfBuzz
/// shaped it. The face is named by its file and index, so a renderer opens the very font that was measured.
public struct GlyphRun: Sendable, Hashable {
    /// The font file the glyphs come from, and the face's index in it (0 but in a collection).
    public let fontPath: String
    public let faceIndex: UInt32
    /// The size the glyphs are drawn at, in points.
    public let pointSize: Double
    /// Glyph ids of the face, in the order they are drawn (left to right).
    public let glyphs: [UInt32]
    /// Each glyph's origin from the line's origin (its left edge, on its baseline), in points; y grows
    /// downwards.
    public let x: [Double]
    public let y: [Double]

    /// The sum of the glyphs' advances, in points.
    public let advance: Double
}

extension FontLibrary {
    /// The glyphs line `index` of `layout` (laid out in `style`) draws: those the layout kept
    /// (`TextLayoutResult.shapedGlyphRuns(ofLine:)`), else the line shaped again (`glyphRuns(of:style:)`).
    /// What a label view draws, and what `draw-bench`'s raw reference draws.
    public func glyphRuns(of layout: TextLayoutResult, line index: Int, style: TextStyle) -> [GlyphRun] {
        layout.shapedGlyphRuns(ofLine: index) ?? glyphRuns(of: layout.lines[index], style: style)
    }

    /// The glyphs `line` (of a layout in `style`) shows: its text shaped alone, in the runs of one script and
    /// one face a layout cuts it into (fallback faces included), the runs placed one after the other from the
    /// line's origin. A line is drawn from its own text, as a text system draws a laid-out line: its width is
    /// the width the layout measured for it alone.
    ///
    /// Runs follow in the string's order; a right-to-left run's glyphs come out of HarfBuzz in visual order,
    /// but runs of mixed directions are not reordered (FeedBench's text does not lay bidirectional lines out).
    /// - Complexity: HarfBuzz's shaping of the line, plus O(g) for g glyphs.
    public func glyphRuns(of line: TextLine, style: TextStyle) -> [GlyphRun] {
        let string = line.text
        guard !string.isEmpty else { return [] }
        let primary = face(for: style.font)
        let table = ClusterTable(string, primary: primary, fallback: fallback, bold: style.font == .bold)
        guard let buffer = feedbench_buffer_begin() else { return [] }
        defer { feedbench_buffer_end(buffer) }
        var utf8 = Array(string.utf8)
        var runs: [GlyphRun] = []
        var pen = 0.0
        utf8.withUnsafeMutableBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            let text = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
            for paragraph in table.paragraphs() {
                for run in ScriptRuns.split(paragraph, scripts: table.scripts, faces: table.faces) {
                    let face = table.face(of: run.clusters.lowerBound, primary: primary)
                    let byteRange = table.starts[run.clusters.lowerBound]..<table.starts[run.clusters.upperBound]
                    Shaper.shapeRun(buffer, text: text, length: bytes.count, bytes: byteRange, script: run.script,
                                    font: face.font)
                    var count: UInt32 = 0
                    guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
                          let positions = hb_buffer_get_glyph_positions(buffer, &count) else { continue }
                    // Font units to points: the face keeps HarfBuzz's default scale, its units per em.
                    let points = style.size / Double(face.unitsPerEm)
                    var glyphs: [UInt32] = []
                    var x: [Double] = []
                    var y: [Double] = []
                    glyphs.reserveCapacity(Int(count))
                    x.reserveCapacity(Int(count))
                    y.reserveCapacity(Int(count))
                    let start = pen
                    for index in 0..<Int(count) {
                        glyphs.append(infos[index].codepoint)
                        x.append(pen + Double(positions[index].x_offset) * points)
                        // HarfBuzz's y grows upwards; a drawing's downwards.
                        y.append(-Double(positions[index].y_offset) * points)
                        pen += Double(positions[index].x_advance) * points
                    }
                    runs.append(GlyphRun(fontPath: face.path, faceIndex: face.index, pointSize: style.size,
                                         glyphs: glyphs, x: x, y: y, advance: pen - start))
                }
            }
        }
        return runs
    }
}
