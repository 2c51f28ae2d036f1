import Synchronization

/// Every layout pass takes a new generation so that a dirty node is laid out at most once per pass and
/// then served from its cache for the rest of the pass. Shared by all threads: trees on different
/// threads only need distinct numbers, never ordered ones.
private let generationCounter = Atomic<UInt64>(0)

/// What one call to `calculateLayout` did: the deterministic work counters of the engine.
public struct LayoutStatistics: Hashable, Sendable {
    /// Nodes laid out (sizes and child positions computed).
    public var layouts = 0
    /// Nodes measured (sizes only).
    public var measures = 0
    /// Layouts answered from a node's cache.
    public var cachedLayouts = 0
    /// Measurements answered from a node's cache.
    public var cachedMeasures = 0
    /// Calls of measure functions (text and other content-sized leaves).
    public var measureCallbacks = 0

    public init() {}
}

/// State of one layout pass, threaded through the recursion.
struct LayoutPass {
    let generation: UInt64
    let pointScaleFactor: Double
    var statistics = LayoutStatistics()

    init(pointScaleFactor: Double) {
        self.generation = generationCounter.add(1, ordering: .relaxed).newValue
        self.pointScaleFactor = pointScaleFactor
    }
}
