import Counting

/// Deterministic counters of the MVC pipeline's own work, summed over a `ViewEnvironment`'s life (the
/// headless views' work is counted apart, in `ViewCounters`).
public struct MVCCounters: CounterSet, Codable {
    /// `SelfSizingView` objects created (each owns one headless view; headless subviews are counted in
    /// `ViewCounters`).
    public var selfSizingViewsCreated = 0
    /// `layoutSubviews` passes of `SelfSizingView`s.
    public var selfSizingLayouts = 0
    /// Labels measured (`sizeThatFits` that missed the label's own cache).
    public var textMeasurements = 0
    /// Row heights computed by the feed controller (a sizing cell configured and sized), first time or after
    /// invalidation.
    public var rowHeightsMeasured = 0
    /// Cells made because the reuse queue had none for the identifier.
    public var cellsCreated = 0
    /// Cells taken from the reuse queue.
    public var cellsReused = 0
    /// Cells put back in the reuse queue when their row left the viewport.
    public var cellsEnqueued = 0

    public init() {}

    public static let counters: [Counter<MVCCounters>] = [
        Counter("selfSizingViewsCreated", "self-sizing views created", \.selfSizingViewsCreated),
        Counter("selfSizingLayouts", "self-sizing layouts", \.selfSizingLayouts),
        Counter("textMeasurements", "text measurements", \.textMeasurements),
        Counter("rowHeightsMeasured", "row heights measured", \.rowHeightsMeasured),
        Counter("cellsCreated", "cells created", \.cellsCreated),
        Counter("cellsReused", "cells reused", \.cellsReused),
        Counter("cellsEnqueued", "cells enqueued", \.cellsEnqueued),
    ]
}
