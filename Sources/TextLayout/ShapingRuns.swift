internal import CHarfBuzz

/// The shaping a layout of one string does, prepared ahead: each paragraph cut into runs of one script
/// and one face (`ScriptRuns`), each shaped with the whole string as context. `text-bench` times HarfBuzz
/// on exactly these runs (`FontLibrary.rawShapeAdvance(of:)`), so a cold layout can be compared with the
/// shaping it cannot avoid as well as with one `hb_shape` of the whole string, which shapes a mixed-script
/// label in one call with a face that lacks most of its glyphs.
///
/// Every paragraph is included; a layout with a line limit stops shaping at the limit, and one that
/// shapes a line again alone (where HarfBuzz marks its edge unsafe to break) shapes more.
public struct ShapingRuns {
    struct Run {
        /// The run's UTF-8 bytes in `string`.
        let bytes: Range<Int>
        let script: hb_script_t
        let face: FontFace
    }

    let string: String
    let runs: [Run]

    /// The `hb_shape` calls shaping these runs takes.
    public var count: Int { runs.count }
}

extension FontLibrary {
    /// The runs a layout of `string` in `style` shapes (see `ShapingRuns`).
    /// - Complexity: O(n) in the string's length, plus a glyph lookup per non-ASCII scalar.
    public func shapingRuns(of string: String, style: TextStyle) -> ShapingRuns {
        let primary = face(for: style.font)
        let table = ClusterTable(string, primary: primary, fallback: fallback, bold: style.font == .bold)
        var runs: [ShapingRuns.Run] = []
        for paragraph in table.paragraphs() {
            for run in ScriptRuns.split(paragraph, scripts: table.scripts, faces: table.faces) {
                runs.append(ShapingRuns.Run(
                    bytes: table.starts[run.clusters.lowerBound]..<table.starts[run.clusters.upperBound],
                    script: run.script, face: table.face(of: run.clusters.lowerBound, primary: primary)))
            }
        }
        return ShapingRuns(string: string, runs: runs)
    }

    /// `runs` shaped as a layout shapes them, nothing else, their glyph advances summed (each run in its
    /// face's units): the HarfBuzz part of a cold layout, for `text-bench`.
    public func rawShapeAdvance(of runs: ShapingRuns) -> Int64 {
        Shaper.advance(of: runs)
    }
}
