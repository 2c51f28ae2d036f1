/// The deterministic counters of a pass's sections on the main thread (DESIGN.md section 3): counts
/// of work on views, read before and after each section, so the same scenario gives the same values
/// per pass on every run and machine. (Text cache lookups are counted per repetition only: in the
/// components pipeline the workers share the cache while the main thread works.)
public struct PassCounters: Hashable, Sendable, Codable {
    public var viewsCreated = 0
    /// Views taken again from a reuse pool (MVC: cells dequeued; components: views from the pool).
    public var viewsReused = 0
    public var attributeWrites = 0
    /// Strings laid out by views.
    public var textLayouts = 0
    /// `layoutSubviews` passes of views.
    public var layoutCalls = 0

    public init(viewsCreated: Int = 0, viewsReused: Int = 0, attributeWrites: Int = 0, textLayouts: Int = 0,
                layoutCalls: Int = 0) {
        self.viewsCreated = viewsCreated
        self.viewsReused = viewsReused
        self.attributeWrites = attributeWrites
        self.textLayouts = textLayouts
        self.layoutCalls = layoutCalls
    }

    /// The counts accumulated since `earlier` was taken.
    public func since(_ earlier: PassCounters) -> PassCounters {
        PassCounters(viewsCreated: viewsCreated - earlier.viewsCreated, viewsReused: viewsReused - earlier.viewsReused,
                     attributeWrites: attributeWrites - earlier.attributeWrites,
                     textLayouts: textLayouts - earlier.textLayouts, layoutCalls: layoutCalls - earlier.layoutCalls)
    }

    public mutating func add(_ other: PassCounters) {
        viewsCreated += other.viewsCreated
        viewsReused += other.viewsReused
        attributeWrites += other.attributeWrites
        textLayouts += other.textLayouts
        layoutCalls += other.layoutCalls
    }
}
