internal import CHarfBuzz

/// Splits a range of clusters into runs of one font and one script each, so every run is shaped with its
/// font and its script's shaper and direction.
///
/// Characters of no particular script (spaces, digits, punctuation, emoji: Common and Inherited) join
/// the run before them when it has the same font, or the first run when they lead; a change of font
/// always starts a run. Run boundaries fall on cluster boundaries, so no cluster is shaped in two pieces.
enum ScriptRuns {
    struct Run {
        let clusters: Range<Int>
        let script: hb_script_t
        /// The face index in the cluster table (0: the primary face).
        let face: UInt16
    }

    /// The runs covering `range`, in logical order.
    ///
    /// - Complexity: O(n) in the range's cluster count.
    static func split(_ range: Range<Int>, scripts: [hb_script_t], faces: [UInt16]) -> [Run] {
        guard !range.isEmpty else { return [] }
        var runs: [Run] = []
        var runStart = range.lowerBound
        var runScript: hb_script_t?
        var runFace = faces[range.lowerBound]
        for index in range {
            let script = scripts[index]
            if faces[index] != runFace {
                runs.append(Run(clusters: runStart..<index, script: runScript ?? HB_SCRIPT_COMMON, face: runFace))
                runStart = index
                runScript = isSpecific(script) ? script : nil
                runFace = faces[index]
                continue
            }
            guard isSpecific(script) else { continue }
            guard let current = runScript else {
                runScript = script
                continue
            }
            if script != current {
                runs.append(Run(clusters: runStart..<index, script: current, face: runFace))
                runStart = index
                runScript = script
            }
        }
        runs.append(Run(clusters: runStart..<range.upperBound, script: runScript ?? HB_SCRIPT_COMMON, face: runFace))
        return runs
    }

    /// The script HarfBuzz reports for a cluster's first scalar, Latin for ASCII letters without a
    /// call into HarfBuzz.
    static func script(of scalar: Unicode.Scalar) -> hb_script_t {
        let value = scalar.value
        if value < 0x80 { return script(ofASCII: UInt8(value)) }
        return hb_unicode_script(hb_unicode_funcs_get_default(), value)
    }

    /// The script of an ASCII scalar: Latin for letters, else Common.
    static func script(ofASCII byte: UInt8) -> hb_script_t {
        let isLetter = (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        return isLetter ? HB_SCRIPT_LATIN : HB_SCRIPT_COMMON
    }

    private static func isSpecific(_ script: hb_script_t) -> Bool {
        script != HB_SCRIPT_COMMON && script != HB_SCRIPT_INHERITED && script != HB_SCRIPT_UNKNOWN
    }
}
