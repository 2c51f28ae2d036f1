/// The deterministic counters of one repetition (DESIGN.md section 3): counts of work, not time, so
/// the same scenario gives the same values on every run and machine.
///
/// In the counting repetition (`RunResult.counters`) every counter is exact: the components pipeline runs
/// there on one worker that never works beside the main thread, so even the shared text cache's hits,
/// misses and evictions come in a fixed order. In a measured repetition with several workers two workers
/// may miss the same string at once, and an eviction can follow the threads' timing.
public struct RunCounters: Hashable, Sendable, Codable {
    /// Views initialised (MVC: headless views of cells and sizing cells; components: views made by the
    /// mounter, row hosts included).
    public var viewsCreated = 0
    /// Views taken again from a reuse pool (MVC: cells dequeued; components: views from the pool).
    public var viewsReused = 0
    /// Attribute writes on views.
    public var attributeWrites = 0
    /// Strings laid out by views (text property writes, relayouts).
    public var viewTextLayouts = 0
    /// Text cache hits and misses (text layouts computed) of the pipeline's text engine.
    public var textCacheHits = 0
    public var textCacheMisses = 0
    /// Text layouts the cache dropped to stay within its size (`RunOptions.textCacheBytes`).
    public var textCacheEvictions = 0
    /// `layoutSubviews` passes of views.
    public var layoutCalls = 0
    /// Rows measured: MVC row height measurements; components story layouts computed.
    public var rowsMeasured = 0
    /// Story component trees built by the components pipeline (0 for MVC, which configures cells instead).
    public var storiesBuilt = 0
    /// Components: of `rowsMeasured`, layouts computed again for rows whose layouts had been dropped
    /// when they left the retained window (0 for MVC).
    public var layoutsRecomputed = 0
    /// Components: layouts dropped when their rows left the retained window (0 for MVC).
    public var layoutsDropped = 0

    public init() {}

    /// The counters whose work is on views (`PassCounters`), the others zero.
    init(views: PassCounters) {
        viewsCreated = views.viewsCreated
        viewsReused = views.viewsReused
        attributeWrites = views.attributeWrites
        viewTextLayouts = views.textLayouts
        layoutCalls = views.layoutCalls
    }
}
