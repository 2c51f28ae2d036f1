/// The deterministic counters of a pass's sections on the main thread (DESIGN.md section 3): counts
/// of work on views, read before and after each section, so the same scenario gives the same values
/// per pass on every run and machine. (Text cache lookups are counted per repetition only: in the
/// components pipeline the workers share the cache while the main thread works.)
///
/// A counter that counts different things in the two pipelines has two names: MVC reuses whole cells
/// (`cellsReused`, each with its views), the components pipeline single views (`viewsReused`).
public struct PassCounters: Hashable, Sendable, Codable {
    public var viewsCreated = 0
    /// Components: views taken again from a reuse pool (0 for MVC).
    public var viewsReused = 0
    /// MVC: cells dequeued again by reuse identifier (0 for components).
    public var cellsReused = 0
    public var attributeWrites = 0
    /// Strings laid out by views (the display step's typesetting).
    public var textLayouts = 0
    /// `layoutSubviews` passes of views.
    public var layoutCalls = 0

    public init(viewsCreated: Int = 0, viewsReused: Int = 0, cellsReused: Int = 0, attributeWrites: Int = 0,
                textLayouts: Int = 0, layoutCalls: Int = 0) {
        self.viewsCreated = viewsCreated
        self.viewsReused = viewsReused
        self.cellsReused = cellsReused
        self.attributeWrites = attributeWrites
        self.textLayouts = textLayouts
        self.layoutCalls = layoutCalls
    }

    /// The counts accumulated since `earlier` was taken.
    public func since(_ earlier: PassCounters) -> PassCounters {
        PassCounters(viewsCreated: viewsCreated - earlier.viewsCreated, viewsReused: viewsReused - earlier.viewsReused,
                     cellsReused: cellsReused - earlier.cellsReused,
                     attributeWrites: attributeWrites - earlier.attributeWrites,
                     textLayouts: textLayouts - earlier.textLayouts, layoutCalls: layoutCalls - earlier.layoutCalls)
    }

    public mutating func add(_ other: PassCounters) {
        viewsCreated += other.viewsCreated
        viewsReused += other.viewsReused
        cellsReused += other.cellsReused
        attributeWrites += other.attributeWrites
        textLayouts += other.textLayouts
        layoutCalls += other.layoutCalls
    }
}
