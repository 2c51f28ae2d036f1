import CHarfBuzz

/// Shapes text with HarfBuzz and credits each glyph's advance to the grapheme cluster it came from.
///
/// Text goes to HarfBuzz as UTF-8 with the whole string as context, so glyph clusters are UTF-8
/// offsets into the string, the same unit `ClusterTable` uses. A paragraph is shaped one script run
/// at a time (see `ScriptRuns`), each with its script's direction, so Arabic joins and Hebrew runs
/// right to left while widths stay per cluster: a line's width is the sum of its clusters'
/// advances, whatever the visual order.
///
/// Thread safety: stateless; each call creates and destroys its own `hb_buffer_t` and only reads
/// the immutable `hb_font_t`.
enum Shaper {
    /// Adds the x advances, in font units, of the glyphs of `paragraph` (a range of cluster indices
    /// into `table`) to `advances`, indexed like the clusters.
    ///
    /// - Complexity: O(g log c) for g glyphs and c clusters, plus HarfBuzz's shaping.
    static func shape(
        _ paragraph: Range<Int>,
        of table: ClusterTable,
        utf8: UnsafeBufferPointer<UInt8>,
        font: FontFace,
        into advances: inout [Int32]
    ) {
        guard !paragraph.isEmpty, let base = utf8.baseAddress, let buffer = hb_buffer_create() else { return }
        defer { hb_buffer_destroy(buffer) }
        let text = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
        for run in ScriptRuns.split(paragraph, scripts: table.scripts) {
            hb_buffer_clear_contents(buffer)
            let start = table.starts[run.clusters.lowerBound]
            let end = table.starts[run.clusters.upperBound]
            hb_buffer_add_utf8(buffer, text, Int32(utf8.count), UInt32(start), Int32(end - start))
            if run.script != HB_SCRIPT_COMMON {
                hb_buffer_set_script(buffer, run.script)
                let direction = hb_script_get_horizontal_direction(run.script)
                if direction != HB_DIRECTION_INVALID { hb_buffer_set_direction(buffer, direction) }
            }
            hb_buffer_guess_segment_properties(buffer)
            hb_shape(font.font, buffer, nil, 0)
            accumulate(buffer, run: run.clusters, table: table, into: &advances)
        }
    }

    /// The advance of `string` shaped alone, in font units.
    static func advance(of string: String, font: OpaquePointer) -> Int32 {
        guard let buffer = hb_buffer_create() else { return 0 }
        defer { hb_buffer_destroy(buffer) }
        var string = string
        string.withUTF8 { utf8 in
            guard let base = utf8.baseAddress else { return }
            let text = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
            hb_buffer_add_utf8(buffer, text, Int32(utf8.count), 0, Int32(utf8.count))
        }
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return 0 }
        var total: Int32 = 0
        for index in 0..<Int(count) { total &+= positions[index].x_advance }
        return total
    }

    private static func accumulate(
        _ buffer: OpaquePointer, run: Range<Int>, table: ClusterTable, into advances: inout [Int32]
    ) {
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return }
        for glyph in 0..<Int(count) {
            let cluster = table.cluster(containing: Int(infos[glyph].cluster), in: run)
            advances[cluster] &+= positions[glyph].x_advance
        }
    }
}
