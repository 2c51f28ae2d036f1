import Synchronization

/// DejaVu Sans regular and bold, loaded once per directory and shared by every thread.
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

    private static let loaded = Mutex<[String: FontLibrary]>([:])

    /// Loads both faces from `directory` (see `FontDirectory.resolve`), without memoising.
    ///
    /// - Throws: `FontError` naming the first file that is missing, unreadable or not a font.
    public init(directory: String? = nil) throws(FontError) {
        let resolved = FontDirectory.resolve(explicit: directory)
        self.directory = resolved
        regular = try FontFace(path: FontDirectory.path(of: .regular, in: resolved))
        bold = try FontFace(path: FontDirectory.path(of: .bold, in: resolved))
    }

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

    /// The vertical metrics of `font` at `size` points.
    public func metrics(for font: TextFont, size: Double) -> FontMetrics {
        FontMetrics(face: face(for: font), size: size)
    }

    func face(for font: TextFont) -> FontFace {
        switch font {
        case .regular: return regular
        case .bold: return bold
        }
    }
}
