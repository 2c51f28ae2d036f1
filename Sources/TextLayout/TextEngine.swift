/// Measures text: checks the cache, else shapes and breaks the string and stores the result.
///
/// One engine is meant to be shared by a whole process (every worker thread, both pipelines), so
/// that each font is loaded once and every layout is computed once per (string, style, width).
///
/// Thread safety: immutable and `Sendable`; `measure` may be called from any number of threads at
/// once. Results are deterministic: the same string, style and width give an equal result on every
/// thread, cached or not.
public final class TextEngine: Sendable {
    public let fonts: FontLibrary
    public let cache: TextCache
    private let typesetter: Typesetter
    private let clock = TypesettingClock()

    public init(fonts: FontLibrary, cache: TextCache = TextCache()) {
        self.fonts = fonts
        self.cache = cache
        typesetter = Typesetter(fonts: fonts)
    }

    /// An engine over the fonts in `fontDirectory` (or `FEEDBENCH_FONT_DIR`, or Debian's
    /// directory), loaded once per process per directory.
    ///
    /// - Throws: `FontError` naming the font file that is missing, unreadable or not a font.
    public convenience init(fontDirectory: String? = nil, cache: TextCache = TextCache()) throws(FontError) {
        self.init(fonts: try FontLibrary.load(directory: fontDirectory), cache: cache)
    }

    /// The layout of `string` in `style` at `width` points, from the cache when it holds it.
    ///
    /// - Parameter width: the most a line may take; `.infinity` or NaN for no limit (one line per
    ///   paragraph). A width of 0 or less puts every cluster on its own line.
    /// - Complexity: a hit costs one hash of the string plus O(1); a miss, a full layout.
    public func measure(_ string: String, style: TextStyle, width: Double = .infinity) -> TextLayoutResult {
        TextCacheKey.with(string, style: style, width: width) { key in
            cache.value(for: key) { clock.measure { typesetter.layout(string, style: style, width: key.width) } }
        }
    }

    /// `measure(_:style:width:)`'s metrics, for sizing: the same cache, hits and misses, but a hit hands out
    /// no lines. Sizing on many threads at once reads popular labels (names, buttons) from one cached entry:
    /// copying its lines out wrote their reference count twice per hit, on a line every thread shared.
    public func metrics(_ string: String, style: TextStyle, width: Double = .infinity) -> TextMetrics {
        TextCacheKey.with(string, style: style, width: width) { key in
            cache.metrics(for: key) { clock.measure { typesetter.layout(string, style: style, width: key.width) } }
        }
    }

    /// What typesetting the cache's misses took so far, on the thread that made this engine and on the others.
    public var typesetting: TypesettingTime { clock.time }

    /// The layout computed afresh, bypassing the cache and its counters (for references and tests).
    public func measureUncached(_ string: String, style: TextStyle, width: Double = .infinity) -> TextLayoutResult {
        typesetter.layout(string, style: style, width: TextCacheKey.normalizedWidth(width))
    }
}
