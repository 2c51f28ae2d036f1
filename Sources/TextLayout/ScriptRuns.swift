import CHarfBuzz

/// Splits a paragraph into runs of one script each, so every run is shaped with its script's
/// shaper and direction.
///
/// Characters of no particular script (spaces, digits, punctuation, emoji: Common and Inherited)
/// join the run before them, or the first run when they lead the paragraph. Run boundaries fall on
/// cluster boundaries, so no cluster is ever shaped in two pieces.
enum ScriptRuns {
    struct Run {
        let clusters: Range<Int>
        let script: hb_script_t
    }

    /// The runs covering `paragraph`, in logical order.
    ///
    /// - Complexity: O(n) in the paragraph's cluster count.
    static func split(_ paragraph: Range<Int>, scripts: [hb_script_t]) -> [Run] {
        var runs: [Run] = []
        var runStart = paragraph.lowerBound
        var runScript: hb_script_t?
        for index in paragraph {
            let script = scripts[index]
            guard isSpecific(script) else { continue }
            guard let current = runScript else {
                runScript = script
                continue
            }
            if script != current {
                runs.append(Run(clusters: runStart..<index, script: current))
                runStart = index
                runScript = script
            }
        }
        runs.append(Run(clusters: runStart..<paragraph.upperBound, script: runScript ?? HB_SCRIPT_COMMON))
        return runs
    }

    /// The script HarfBuzz reports for a cluster's first scalar, Latin for ASCII letters without a
    /// call into HarfBuzz.
    static func script(of scalar: Unicode.Scalar) -> hb_script_t {
        let value = scalar.value
        if value < 0x80 {
            let isLetter = (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
            return isLetter ? HB_SCRIPT_LATIN : HB_SCRIPT_COMMON
        }
        return hb_unicode_script(hb_unicode_funcs_get_default(), value)
    }

    private static func isSpecific(_ script: hb_script_t) -> Bool {
        script != HB_SCRIPT_COMMON && script != HB_SCRIPT_INHERITED && script != HB_SCRIPT_UNKNOWN
    }
}
