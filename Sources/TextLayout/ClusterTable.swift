import CHarfBuzz

/// A string cut into grapheme clusters (Swift `Character`s), with what breaking and shaping need to know
/// about each: where it starts in UTF-8 (HarfBuzz's unit) and UTF-16 (ICU's), its kind, its script, and
/// the font that draws it (the primary face, or a fallback face for what it lacks).
///
/// Clusters are the unit of everything after this point: lines start and end on them, advances are summed
/// per cluster, a cluster is drawn by one font, and truncation drops whole clusters. So an emoji ZWJ
/// sequence, a flag, a letter with its combining marks or a CR LF pair is never split.
struct ClusterTable {
    /// UTF-8 offset of each cluster's first byte, followed by the string's UTF-8 length.
    private(set) var starts: [Int] = []
    /// UTF-16 offset of each cluster's first code unit, followed by the string's UTF-16 length.
    private(set) var utf16Starts: [Int] = []
    private(set) var kinds: [ClusterKind] = []
    private(set) var scripts: [hb_script_t] = []
    /// Each cluster's font: 0 the primary face, n the fallback face `fallbackFaces[n - 1]`.
    private(set) var faces: [UInt16] = []
    /// The fallback faces the string needs, in order of first use.
    private(set) var fallbackFaces: [FontFace] = []

    /// - Parameters:
    ///   - primary: the style's face; it draws every cluster it covers.
    ///   - fallback: finds a face for the others; `nil` draws them with the primary face's `.notdef`.
    /// - Complexity: O(n) in the string's length, plus a glyph lookup per non-ASCII scalar.
    init(_ string: String, primary: FontFace, fallback: FontFallback?, bold: Bool) {
        let estimate = string.utf8.count
        starts.reserveCapacity(estimate + 1)
        utf16Starts.reserveCapacity(estimate + 1)
        kinds.reserveCapacity(estimate)
        scripts.reserveCapacity(estimate)
        faces.reserveCapacity(estimate)
        var offset = 0
        var offset16 = 0
        for character in string {
            starts.append(offset)
            utf16Starts.append(offset16)
            offset += character.utf8.count
            offset16 += character.utf16.count
            let kind = ClusterKind(character)
            kinds.append(kind)
            let first = character.unicodeScalars.first
            scripts.append(first.map(ScriptRuns.script(of:)) ?? HB_SCRIPT_COMMON)
            faces.append(kind == .text ? face(for: character, primary: primary, fallback: fallback, bold: bold) : 0)
        }
        starts.append(offset)
        utf16Starts.append(offset16)
    }

    /// The index of the face that draws `character`.
    private mutating func face(for character: Character, primary: FontFace, fallback: FontFallback?, bold: Bool)
        -> UInt16 {
        // Printable ASCII alone: DejaVu draws all of it (the fast path of nearly every feed string).
        if character.utf8.count == 1, let byte = character.utf8.first, byte >= 0x20, byte < 0x7F { return 0 }
        let emoji = FontFallback.wantsEmoji(character)
        if !emoji && primary.covers(character.unicodeScalars) { return 0 }
        guard let fallback, let face = fallback.face(for: character, bold: bold) else { return 0 }
        if let index = fallbackFaces.firstIndex(where: { $0 === face }) { return UInt16(index + 1) }
        fallbackFaces.append(face)
        return UInt16(fallbackFaces.count)
    }

    var count: Int { kinds.count }

    /// The face drawing `cluster`.
    func face(of cluster: Int, primary: FontFace) -> FontFace {
        let index = Int(faces[cluster])
        return index == 0 ? primary : fallbackFaces[index - 1]
    }

    /// The paragraphs: the cluster ranges between mandatory breaks, break characters excluded.
    /// A break at the very end opens no further (empty) paragraph, as in CSS; two breaks in a row
    /// enclose an empty one.
    func paragraphs() -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = 0
        for index in kinds.indices where kinds[index] == .mandatory {
            result.append(start..<index)
            start = index + 1
        }
        if start < count { result.append(start..<count) }
        return result
    }

    /// The UTF-8 byte range of `clusters`.
    func utf8Range(of clusters: Range<Int>) -> Range<Int> {
        starts[clusters.lowerBound]..<starts[clusters.upperBound]
    }

    /// The index of the cluster in `run` whose bytes include `byte`; clamped to `run`.
    ///
    /// - Complexity: O(log n) in the run's length.
    func cluster(containing byte: Int, in run: Range<Int>) -> Int {
        var low = run.lowerBound
        var high = run.upperBound - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= byte { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
