internal import CHarfBuzz

/// Shapes text with HarfBuzz, a run of one font and one script at a time (`ScriptRuns`), and credits
/// each glyph's advance to the grapheme cluster it came from.
///
/// Advances are integers in *subunits*: 1/64 of the primary face's font unit. A fallback face's
/// advances are converted to them (rounded to the nearest: at most 1/128 of a primary unit, about
/// 0.00006 pt at 15 pt), so line widths stay exact integer sums, whatever order they are added in.
///
/// Text goes to HarfBuzz as UTF-8, so glyph clusters are UTF-8 offsets, the unit `ClusterTable` uses.
/// In a paragraph, each run is shaped with the whole paragraph as context (what precedes and follows
/// shapes it, as in one drawn paragraph); `width(of:...)` shapes a line alone, with no context.
///
/// Thread safety: each thread shapes into its own `hb_buffer_t` with its own twin of each immutable
/// `hb_font_t` (`feedbench_buffer_begin`, `feedbench_thread_font` in the CHarfBuzz shim): no HarfBuzz
/// object is written by two threads.
enum Shaper {
    /// Subunits per font unit of the primary face.
    static let subunitsPerUnit: Int64 = 64

    /// Adds the advances of `range`'s glyphs (shaped in context of the whole string) to `advances`,
    /// indexed like the clusters, and marks in `unsafeBefore` each cluster whose start HarfBuzz flags as
    /// unsafe to break at (a kerning pair or a joining across it: a line starting or ending there must be
    /// shaped again alone).
    ///
    /// - Complexity: O(g + c) for g glyphs and c clusters, plus HarfBuzz's shaping.
    /// Each glyph is also kept in `glyphs`, for drawing the lines without shaping them again.
    static func shape(
        _ range: Range<Int>, of table: ClusterTable, utf8: UnsafeBufferPointer<UInt8>, primary: FontFace,
        into advances: inout [Int64], unsafeBefore: inout [Bool], glyphs: inout ShapedGlyphs
    ) {
        forEachGlyph(of: range, table: table, utf8: utf8, primary: primary, isolated: false,
                     runStarted: { glyphs.beginRun(face: $0, rightToLeft: $1) }) { cluster, advance, unsafe, info, position in
            advances[cluster] &+= advance
            if unsafe { unsafeBefore[cluster] = true }
            glyphs.append(ShapedGlyphs.Glyph(id: info.codepoint, cluster: Int32(truncatingIfNeeded: cluster),
                                             xOffset: position.x_offset, yOffset: position.y_offset,
                                             advance: position.x_advance))
        }
        glyphs.closeRun()
    }

    /// The width of `range` shaped alone (no text before or after it), in subunits: what the line draws
    /// when it is drawn by itself.
    static func width(
        of range: Range<Int>, table: ClusterTable, utf8: UnsafeBufferPointer<UInt8>, primary: FontFace
    ) -> Int64 {
        var total: Int64 = 0
        forEachGlyph(of: range, table: table, utf8: utf8, primary: primary, isolated: true) { _, advance, _, _, _ in
            total &+= advance
        }
        return total
    }

    /// Shapes `range` run by run and calls `body` with each glyph's cluster, advance in subunits, whether it
    /// is flagged unsafe to break at, and HarfBuzz's info and position of it; `runStarted` with each run's face
    /// and whether it runs right to left, before its glyphs.
    private static func forEachGlyph(
        of range: Range<Int>, table: ClusterTable, utf8: UnsafeBufferPointer<UInt8>, primary: FontFace, isolated: Bool,
        runStarted: (FontFace, Bool) -> Void = { _, _ in },
        _ body: (_ cluster: Int, _ advance: Int64, _ unsafe: Bool, _ info: hb_glyph_info_t, _ position: hb_glyph_position_t) -> Void
    ) {
        guard !range.isEmpty, let base = utf8.baseAddress, let buffer = feedbench_buffer_begin() else { return }
        defer { feedbench_buffer_end(buffer) }
        // Alone: the buffer's text is the range's bytes only, so nothing outside shapes it.
        let contextStart = isolated ? table.starts[range.lowerBound] : 0
        let contextEnd = isolated ? table.starts[range.upperBound] : utf8.count
        let text = UnsafeRawPointer(base + contextStart).assumingMemoryBound(to: CChar.self)
        for run in ScriptRuns.split(range, scripts: table.scripts, faces: table.faces) {
            // The face's font and size read in place: holding the face would write its reference count, and
            // every worker shapes with the same faces.
            let (font, unitsPerEm) = table.withFace(of: run.clusters.lowerBound, primary: primary) { face in
                (face.font, face.unitsPerEm)
            }
            shapeRun(buffer, text: text, length: contextEnd - contextStart,
                     bytes: table.starts[run.clusters.lowerBound] - contextStart..<table.starts[run.clusters.upperBound] - contextStart,
                     script: run.script, font: font)
            let rightToLeft = hb_buffer_get_direction(buffer) == HB_DIRECTION_RTL
            table.withFace(of: run.clusters.lowerBound, primary: primary) { runStarted($0, rightToLeft) }
            var count: UInt32 = 0
            guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
                  let positions = hb_buffer_get_glyph_positions(buffer, &count) else { continue }
            let (numerator, denominator) = subunitRatio(unitsPerEm: unitsPerEm, primary: primary)
            // Glyph clusters ascend (left to right) or descend (right to left): each is found by walking
            // from the previous glyph's, not by a search per glyph.
            var cluster = run.clusters.lowerBound
            for glyph in 0..<Int(count) {
                let byte = Int(infos[glyph].cluster) + contextStart
                cluster = table.cluster(containing: byte, in: run.clusters, near: cluster)
                let advance = Int64(positions[glyph].x_advance)
                let scaled = denominator == 1 ? advance * numerator : rounded(advance * numerator, by: denominator)
                let flags = hb_glyph_info_get_glyph_flags(infos + glyph)
                body(cluster, scaled, flags.rawValue & HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue != 0, infos[glyph], positions[glyph])
            }
        }
    }

    /// Shapes `bytes` of `text` (`length` bytes, all of them context) into `buffer`: one run of one script
    /// (`HB_SCRIPT_COMMON`: left to HarfBuzz's guess) with this thread's twin of `font`.
    static func shapeRun(
        _ buffer: OpaquePointer, text: UnsafePointer<CChar>, length: Int, bytes: Range<Int>, script: hb_script_t,
        font: OpaquePointer
    ) {
        hb_buffer_clear_contents(buffer)
        hb_buffer_add_utf8(buffer, text, Int32(length), UInt32(bytes.lowerBound), Int32(bytes.count))
        if script != HB_SCRIPT_COMMON {
            hb_buffer_set_script(buffer, script)
            let direction = hb_script_get_horizontal_direction(script)
            if direction != HB_DIRECTION_INVALID { hb_buffer_set_direction(buffer, direction) }
        }
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(feedbench_thread_font(font), buffer, nil, 0)
    }

    /// The advances of `runs` shaped as a layout shapes them, summed in each run's font units: HarfBuzz's
    /// part of a cold layout alone (`text-bench`'s second reference).
    static func advance(of runs: ShapingRuns) -> Int64 {
        summedAdvances(of: runs.string, runs: runs.runs.lazy.map { ($0.bytes, $0.script, $0.face.font) })
    }

    /// Subunits per font unit of a face of `unitsPerEm` units per em, as a fraction: 64 when it has the
    /// primary face's upem, 64 × the primary's upem / its upem otherwise.
    static func subunitRatio(unitsPerEm: Int32, primary: FontFace) -> (Int64, Int64) {
        unitsPerEm == primary.unitsPerEm
            ? (subunitsPerUnit, 1)
            : (subunitsPerUnit * Int64(primary.unitsPerEm), Int64(unitsPerEm))
    }

    /// `value / divisor` rounded to the nearest integer, halves away from zero.
    private static func rounded(_ value: Int64, by divisor: Int64) -> Int64 {
        value >= 0 ? (value + divisor / 2) / divisor : -((-value + divisor / 2) / divisor)
    }

    /// The advance of `string` shaped alone with `font`, in its font units.
    static func advance(of string: String, font: OpaquePointer) -> Int32 {
        Int32(truncatingIfNeeded: summedAdvances(
            of: string, runs: CollectionOfOne((0..<string.utf8.count, HB_SCRIPT_COMMON, font))))
    }

    /// Shapes each run of `string` (its bytes, script and font; the whole string is their context) in turn and
    /// sums every glyph's advance, each in its run's font units.
    private static func summedAdvances(
        of string: String, runs: some Sequence<(bytes: Range<Int>, script: hb_script_t, font: OpaquePointer)>
    ) -> Int64 {
        guard let buffer = feedbench_buffer_begin() else { return 0 }
        defer { feedbench_buffer_end(buffer) }
        var string = string
        var total: Int64 = 0
        string.withUTF8 { utf8 in
            guard let base = utf8.baseAddress else { return }
            let text = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
            for run in runs {
                shapeRun(buffer, text: text, length: utf8.count, bytes: run.bytes, script: run.script, font: run.font)
                var count: UInt32 = 0
                guard let positions = hb_buffer_get_glyph_positions(buffer, &count) else { continue }
                for index in 0..<Int(count) { total &+= Int64(positions[index].x_advance) }
            }
        }
        return total
    }

    /// The one glyph `string` shapes into alone with `font`; `nil` when it shapes into more or none, or into
    /// `.notdef`.
    static func singleGlyph(of string: String, font: OpaquePointer) -> UInt32? {
        guard let buffer = feedbench_buffer_begin() else { return nil }
        defer { feedbench_buffer_end(buffer) }
        var string = string
        return string.withUTF8 { utf8 -> UInt32? in
            guard let base = utf8.baseAddress else { return nil }
            shapeRun(buffer, text: UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self), length: utf8.count,
                     bytes: 0..<utf8.count, script: HB_SCRIPT_COMMON, font: font)
            var count: UInt32 = 0
            guard let infos = hb_buffer_get_glyph_infos(buffer, &count), count == 1, infos[0].codepoint != 0 else { return nil }
            return infos[0].codepoint
        }
    }

    /// Whether `font` maps `scalar` to a glyph other than `.notdef`, looked up in this thread's twin of it
    /// (a lookup writes the font's glyph cache).
    static func hasGlyph(_ font: OpaquePointer, for scalar: Unicode.Scalar) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(feedbench_thread_font(font), scalar.value, &glyph) != 0 && glyph != 0
    }
}
