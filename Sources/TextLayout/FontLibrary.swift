import Synchronization

/// DejaVu Sans regular and bold, loaded once per directory and shared by every thread, and the fallback
/// fonts (`FontFallback`, fontconfig over the installed fonts) for what DejaVu lacks.
///
/// `load(directory:)` memoises by resolved directory, so however many engines a process makes, each
/// font file is read and parsed once. A failed load is not memoised: fixing the directory and
/// calling again works.
///
/// Thread safety: immutable after `init`; any thread may use it. `load` may be called concurrently;
/// its memo table is guarded by a `Mutex` and the first caller's library wins.
public final class FontLibrary: Sendable {
    /// The directory the fonts were read from.
    public let directory: String
    private let regular: FontFace
    private let bold: FontFace
    /// Finds the fonts that draw what the primary faces lack; `nil`: no fallback (`.notdef` instead).
    let fallback: FontFallback?

    private static let loaded = Mutex<[String: FontLibrary]>([:])

    /// Loads both faces from `directory` (see `FontDirectory.resolve`), without memoising.
    ///
    /// - Throws: `FontError` naming the first file that is missing, unreadable or not a font.
    /// - Parameter fallback: whether to look for fallback fonts with fontconfig (off: every character
    ///   DejaVu lacks is drawn as `.notdef`, as before fallback existed).
    public init(directory: String? = nil, fallback: Bool = true) throws(FontError) {
        let resolved = FontDirectory.resolve(explicit: directory)
        self.directory = resolved
        regular = try FontFace(path: FontDirectory.path(of: .regular, in: resolved))
        bold = try FontFace(path: FontDirectory.path(of: .bold, in: resolved))
        self.fallback = fallback ? FontFallback() : nil
    }

    /// The fonts in use, for a run's record: the primary faces' files, then each fallback face used so
    /// far (`path#index`), in the order first used. A machine with other fonts shows other files here.
    public var fontList: [String] {
        [FontDirectory.path(of: .regular, in: directory), FontDirectory.path(of: .bold, in: directory)]
            + (fallback?.facesInUse ?? [])
    }

    /// The ICU library that breaks lines, e.g. "ICU 72.1".
    public static var lineBreakerVersion: String { "ICU " + LineBreakOpportunities.icuVersion }

    /// The shared library for `directory` (resolved as `FontDirectory.resolve` does), loading it
    /// the first time.
    ///
    /// - Throws: `FontError` naming the file that could not be loaded.
    public static func load(directory: String? = nil) throws(FontError) -> FontLibrary {
        let resolved = FontDirectory.resolve(explicit: directory)
        if let library = loaded.withLock({ $0[resolved] }) { return library }
        // Parsing happens outside the lock; two threads racing here both parse, one result is kept.
        let library = try FontLibrary(directory: resolved)
        return loaded.withLock { table in
            if let existing = table[resolved] { return existing }
            table[resolved] = library
            return library
        }
    }

    /// One raw `hb_shape` of the whole string with the primary face of `font`, the glyph advances summed
    /// (font units): shaping's own cost, without clusters, fallback, line breaking or caching. The
    /// reference `text-bench` compares a cold layout with.
    public func rawShapeAdvance(of string: String, font: TextFont) -> Int32 {
        Shaper.advance(of: string, font: face(for: font).font)
    }

    /// The vertical metrics of `font` at `size` points.
    public func metrics(for font: TextFont, size: Double) -> FontMetrics {
        FontMetrics(face: face(for: font), size: size)
    }

    func face(for font: TextFont) -> FontFace {
        withFace(for: font) { $0 }
    }

    /// `body` given the face of `font`, borrowed: `face(for:)` returns it retained, a reference count
    /// written on an object every worker shares, once per layout.
    @inline(__always)
    func withFace<Result>(for font: TextFont, _ body: (FontFace) -> Result) -> Result {
        switch font {
        case .regular: return body(regular)
        case .bold: return body(bold)
        }
    }
}
