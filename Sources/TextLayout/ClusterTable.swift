internal import CHarfBuzz

/// A string cut into grapheme clusters (Swift `Character`s), with what breaking and shaping need to know
/// about each: where it starts in UTF-8 (HarfBuzz's unit) and UTF-16 (ICU's), its kind, its script, and
/// the font that draws it (the primary face, or a fallback face for what it lacks).
///
/// Clusters are the unit of everything after this point: lines start and end on them, advances are summed
/// per cluster, a cluster is drawn by one font, and truncation drops whole clusters. So an emoji ZWJ
/// sequence, a flag, a letter with its combining marks or a CR LF pair is never split.
///
/// A class, immutable once made: the line breaker's closures and the shaper take it along for each
/// paragraph, and a reference costs one reference count where the five arrays cost five.
final class ClusterTable {
    /// UTF-8 offset of each cluster's first byte, followed by the string's UTF-8 length.
    let starts: [Int]
    /// UTF-16 offset of each cluster's first code unit, followed by the string's UTF-16 length.
    let utf16Starts: [Int]
    let kinds: [ClusterKind]
    let scripts: [hb_script_t]
    /// Each cluster's font: 0 the primary face, n the fallback face `fallbackFaces[n - 1]`.
    let faces: [UInt16]
    /// The fallback faces the string needs, in order of first use, unretained: `FontFallback` keeps every
    /// face it made until it is freed itself, and a table lives inside one layout by an engine that holds the
    /// fallback. Holding them would write the reference count of faces that every worker shares.
    let fallbackFaces: [Unmanaged<FontFace>]

    /// - Parameters:
    ///   - primary: the style's face; it draws every cluster it covers.
    ///   - fallback: finds a face for the others; `nil` draws them with the primary face's `.notdef`.
    /// - Complexity: O(n) in the string's length, plus a glyph lookup per non-ASCII scalar.
    /// The faces are borrowed: an initialiser takes its arguments owned unless told, and passing an owned
    /// face retains it, on a line that every worker writes.
    init(_ string: String, primary: borrowing FontFace, fallback: borrowing FontFallback?, bold: Bool) {
        let source = string
        var string = string
        // The columns are written through pointers and copied into the arrays once at the end: appending
        // to five arrays, cluster by cluster, cost more than classifying the clusters.
        let capacity = string.utf8.count + 1
        let starts = UnsafeMutableBufferPointer<Int>.allocate(capacity: capacity)
        let utf16Starts = UnsafeMutableBufferPointer<Int>.allocate(capacity: capacity)
        let kinds = UnsafeMutableBufferPointer<ClusterKind>.allocate(capacity: capacity)
        let scripts = UnsafeMutableBufferPointer<hb_script_t>.allocate(capacity: capacity)
        let faces = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: capacity)
        defer {
            starts.deallocate()
            utf16Starts.deallocate()
            kinds.deallocate()
            scripts.deallocate()
            faces.deallocate()
        }
        var count = 0
        var chooser = FaceChooser()
        string.withUTF8 { utf8 in
            var offset = 0
            var offset16 = 0
            while offset < utf8.count {
                starts.initializeElement(at: count, to: offset)
                utf16Starts.initializeElement(at: count, to: offset16)
                let byte = utf8[offset]
                let next = offset + 1 < utf8.count ? utf8[offset + 1] : 0
                // An ASCII scalar followed by another (or by the end) is a cluster of its own, but CR LF:
                // no grapheme rule joins two ASCII scalars otherwise (UAX #29 GB3-GB13). Nearly every byte
                // of a feed string takes this path, without forming a `Character`.
                if byte < 0x80 && next < 0x80 && !(byte == 0x0D && next == 0x0A) {
                    let kind = ClusterKind(ascii: byte)
                    kinds.initializeElement(at: count, to: kind)
                    scripts.initializeElement(at: count, to: ScriptRuns.script(ofASCII: byte))
                    faces.initializeElement(at: count, to: byte >= 0x20 && byte < 0x7F || kind != .text
                        ? 0 : chooser.face(for: Unicode.Scalar(byte), primary: primary, fallback: fallback, bold: bold))
                    offset += 1
                    offset16 += 1
                    count += 1
                    continue
                }
                // A non-ASCII scalar that is a cluster by itself, classified without forming a `Character`
                // (nearly every cluster of Latin, Greek, Cyrillic, CJK and Hangul text).
                if let (scalar, length) = Self.loneScalar(in: utf8, at: offset) {
                    let kind = ClusterKind(scalar: scalar)
                    kinds.initializeElement(at: count, to: kind)
                    scripts.initializeElement(at: count, to: ScriptRuns.script(of: scalar))
                    faces.initializeElement(
                        at: count, to: kind == .text ? chooser.face(for: scalar, primary: primary, fallback: fallback, bold: bold) : 0)
                    offset += length
                    offset16 += scalar.value > 0xFFFF ? 2 : 1
                    count += 1
                    continue
                }
                // Elsewhere Swift's grapheme breaking decides, from this cluster boundary on.
                let character = source[source.utf8.index(source.utf8.startIndex, offsetBy: offset)]
                offset += character.utf8.count
                offset16 += character.utf16.count
                let kind = ClusterKind(character)
                kinds.initializeElement(at: count, to: kind)
                let first = character.unicodeScalars.first
                scripts.initializeElement(at: count, to: first.map(ScriptRuns.script(of:)) ?? HB_SCRIPT_COMMON)
                faces.initializeElement(
                    at: count, to: kind == .text ? chooser.face(for: character, primary: primary, fallback: fallback, bold: bold) : 0)
                count += 1
            }
            starts.initializeElement(at: count, to: offset)
            utf16Starts.initializeElement(at: count, to: offset16)
        }
        self.starts = Array(starts[...count])
        self.utf16Starts = Array(utf16Starts[...count])
        self.kinds = Array(kinds[..<count])
        self.scripts = Array(scripts[..<count])
        self.faces = Array(faces[..<count])
        fallbackFaces = chooser.fallbackFaces
    }

    /// The scalar at `offset` and its length in bytes when it is a cluster by itself, without asking Swift's
    /// grapheme breaking; `nil`: anything else. Two cases:
    /// - it is followed by ASCII or by the end: no rule joins an ASCII scalar to the one before it but GB9b
    ///   (after a Prepend scalar), and none of the scalars taken here is Prepend in any Unicode version
    ///   (those lie in U+0600-0605, U+06DD, U+070F, U+0890-08E2, U+0D4E and above U+11000);
    /// - it and the scalar after it are both simple (`ScalarProperties.isSimple`), which no rule joins.
    private static func loneScalar(in utf8: UnsafeBufferPointer<UInt8>, at offset: Int) -> (Unicode.Scalar, Int)? {
        guard let (value, end) = decode(utf8, at: offset) else { return nil }
        if end == utf8.count || utf8[end] < 0x80 {
            let prependFree = value < 0x0600 || (0x0606..<0x06DD).contains(value) || (0x2000..<0x11000).contains(value)
                || (0x1F000..<0x40000).contains(value)
            guard prependFree else { return nil }
        } else {
            guard ScalarProperties.isSimple(value), let (next, _) = decode(utf8, at: end),
                  ScalarProperties.isSimple(next) else { return nil }
        }
        guard let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, end - offset)
    }

    /// The multi-byte scalar starting at `offset` of valid UTF-8 and the offset after it; `nil` when a
    /// multi-byte scalar does not start there.
    @inline(__always)
    private static func decode(_ utf8: UnsafeBufferPointer<UInt8>, at offset: Int) -> (UInt32, Int)? {
        let lead = UInt32(utf8[offset])
        guard lead >= 0xC0 else { return nil }
        let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        let end = offset + length
        guard end <= utf8.count else { return nil }
        var value = lead & (0x7F >> UInt32(length))
        for index in offset + 1..<end { value = value << 6 | UInt32(utf8[index]) & 0x3F }
        return (value, end)
    }

    var count: Int { kinds.count }

    /// The face drawing `cluster`.
    func face(of cluster: Int, primary: FontFace) -> FontFace {
        withFace(of: cluster, primary: primary) { $0 }
    }

    /// `body` given the face drawing `cluster`, borrowed: no reference count is written on a face that every
    /// thread shares.
    @inline(__always)
    func withFace<Result>(of cluster: Int, primary: FontFace, _ body: (FontFace) -> Result) -> Result {
        let index = Int(faces[cluster])
        guard index > 0 else { return body(primary) }
        return fallbackFaces[index - 1]._withUnsafeGuaranteedRef(body)
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

    /// The index of the cluster in `run` whose bytes include `byte` (clamped to `run`), found by walking
    /// from `guess`, a cluster of `run`: O(1) when `byte` lies in or next to it, as consecutive glyphs'
    /// bytes do.
    func cluster(containing byte: Int, in run: Range<Int>, near guess: Int) -> Int {
        var index = guess
        while index + 1 < run.upperBound && starts[index + 1] <= byte { index += 1 }
        while index > run.lowerBound && starts[index] > byte { index -= 1 }
        return index
    }
}

/// Picks each cluster's face while a `ClusterTable` is made, and collects the fallback faces it uses.
private struct FaceChooser {
    /// The fallback faces in order of first use (unretained: see `ClusterTable.fallbackFaces`).
    var fallbackFaces: [Unmanaged<FontFace>] = []
    /// Their indices in `FontFallback`'s faces in use (a cluster is matched by index: no reference
    /// count on a face shared by every thread).
    var fallbackIndices: [Int] = []

    /// The index of the face that draws `character`.
    mutating func face(for character: Character, primary: FontFace, fallback: FontFallback?, bold: Bool)
        -> UInt16 {
        let scalars = character.unicodeScalars
        if let only = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex {
            return face(for: only, primary: primary, fallback: fallback, bold: bold)
        }
        let emoji = FontFallback.wantsEmoji(character)
        if !emoji && primary.covers(scalars) { return 0 }
        // Optional chaining rather than `guard let fallback`: binding it retains the fallback, which every
        // worker shares, so each thread would write its reference count.
        guard let shared = fallback?.faceIndex(for: character, emoji: emoji, bold: bold) else { return 0 }
        return index(of: shared, fallback: fallback)
    }

    /// The index of the face that draws a cluster of the one scalar `scalar`.
    mutating func face(for scalar: Unicode.Scalar, primary: FontFace, fallback: FontFallback?, bold: Bool) -> UInt16 {
        // Printable ASCII: DejaVu draws all of it.
        if scalar.value >= 0x20 && scalar.value < 0x7F { return 0 }
        let emoji = FontFallback.wantsEmoji(scalar)
        if !emoji && primary.covers(scalar) { return 0 }
        guard let shared = fallback?.faceIndex(for: scalar, emoji: emoji, bold: bold) else { return 0 }
        return index(of: shared, fallback: fallback)
    }

    /// The table's index for `shared`, a face index of `fallback`, adding it on first use.
    private mutating func index(of shared: Int, fallback: FontFallback?) -> UInt16 {
        if let index = fallbackIndices.firstIndex(of: shared) { return UInt16(index + 1) }
        fallbackIndices.append(shared)
        if let face = fallback?.unretainedFace(at: shared) { fallbackFaces.append(face) }
        return UInt16(fallbackFaces.count)
    }
}
