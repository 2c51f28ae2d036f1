/// The deterministic counters of one repetition (DESIGN.md section 3): counts of work, not time, so
/// the same scenario gives the same values on every run and machine.
///
/// In the counting repetition (`RunResult.counters`) every counter is exact: the components pipeline runs
/// there on one worker that never works beside the main thread, so even the shared text cache's hits,
/// misses and evictions come in a fixed order. In a measured repetition with several workers two workers
/// may miss the same string at once, and an eviction can follow the threads' timing.
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

    public init(views: ViewWorkCounters = ViewWorkCounters()) {
        self.views = views
    }
}
