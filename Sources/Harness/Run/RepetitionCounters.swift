import Views

/// The deterministic counters of one repetition (docs/design.md, Metrics): counts of work, not time.
///
/// The deterministic set is the counting repetition's (`RunResult.counters`): the components pipeline runs
/// there on one worker, waited for at every request and edit, so it does the same work on every run and
/// machine. In a measured repetition its workers run beside the main thread, and what they have finished
/// when a frame looks (which edits land in one changeset, how far the prefetch has reached) changes the
/// work itself, so its components counters can differ from run to run (update-storm's and default's did,
/// between two runs; MVC's never do).
///
/// The text cache's counts, for the same lookups: while the cache evicts nothing, misses are the distinct
/// strings and hits the other lookups, however the threads interleave (a string two workers lay out at
/// once counts one miss and one hit, `TextCacheStatistics`). Once the cache evicts (a small
/// `--text-cache-mib`), hits, misses and evictions vary from run to run even in the counting repetition: a
/// string's shard follows Swift's hashing, seeded per process, and which entry a full shard drops follows
/// from it (and, with several workers, from the threads' order). Lookups (hits + misses) stay exact.
/// Measured by running one scenario three times with a 0.02 MiB cache: the counting repetition's hits were
/// 138, 157 and 148, and agreed under `SWIFT_DETERMINISTIC_HASHING=1`; with the default 2 MiB cache every
/// bundled scenario's counting counters agreed.
public struct RepetitionCounters: Hashable, Sendable, Codable {
    /// The work on views, the same counters each pass has (`PassMeasurement.counters`), summed.
    public var views = ViewWorkCounters()
    /// Text cache hits and misses of the pipeline's text engine (every measurement, views' and layouts').
    public var textCacheHits = 0
    public var textCacheMisses = 0
    /// Text layouts the cache dropped to stay within its size (`RunOptions.textCacheBytes`).
    public var textCacheEvictions = 0
    /// MVC: row heights measured (a sizing cell configured and sized); 0 for components.
    public var rowHeightsMeasured = 0
    /// Components: story layouts computed on the workers (first screen, prefetch, edits, detail screens);
    /// 0 for MVC.
    public var layoutsComputed = 0
    /// Components: story component trees built (0 for MVC, which configures cells instead).
    public var storiesBuilt = 0
    /// Components: of `layoutsComputed`, layouts computed again for rows whose layouts had been dropped
    /// when they left the retained window (0 for MVC).
    public var layoutsRecomputed = 0
    /// Components: layouts dropped when their rows left the retained window (0 for MVC).
    public var layoutsDropped = 0
    /// Drawing, wherever it ran (MVC on the main thread, in the frame; components on the workers ahead of
    /// the viewport, and on the main thread for what was not drawn ahead): views that drew into a new bitmap,
    /// glyphs drawn, the drawn bitmaps' pixels, photos decoded, and views asked to draw whose content had not
    /// changed (their bitmap kept).
    public var viewsDrawn = 0
    public var glyphsDrawn = 0
    public var pixelsFilled = 0
    public var photosDecoded = 0
    public var bitmapsReused = 0
    /// Components: views that showed a bitmap a worker drew ahead (0 for MVC, and with `--display sync`).
    public var bitmapsAttached = 0

    public init(views: ViewWorkCounters = ViewWorkCounters()) {
        self.views = views
    }

    /// Takes the display step's counters (each of `DisplayCounters` has a field of the same name here).
    public mutating func set(display: DisplayCounters) {
        for counter in DisplayCounters.counters {
            guard let field = Self.counters.first(where: { $0.name == counter.name }) else { continue }
            self[keyPath: field.keyPath] = display[keyPath: counter.keyPath]
        }
    }
}
