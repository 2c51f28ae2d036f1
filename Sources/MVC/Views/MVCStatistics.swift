/// Deterministic counters of the MVC pipeline's work, summed over a `ViewEnvironment`'s life.
public struct MVCStatistics: Hashable, Sendable, Codable {
    /// MVC view objects created (each owns one headless view; headless subviews are counted in
    /// `ViewCounters`).
    public var viewsCreated = 0
    /// `layoutSubviews` passes of MVC views.
    public var layoutPasses = 0
    /// Labels measured (`sizeThatFits` that missed the label's own cache).
    public var textMeasurements = 0
    /// Row heights computed by the feed controller (sizing a row), first time or after invalidation.
    public var rowsMeasured = 0
    /// Cells made because the reuse queue had none for the identifier.
    public var cellsCreated = 0
    /// Cells taken from the reuse queue.
    public var cellsReused = 0
    /// Cells put back in the reuse queue when their row left the viewport.
    public var cellsEnqueued = 0

    public init() {}
}
