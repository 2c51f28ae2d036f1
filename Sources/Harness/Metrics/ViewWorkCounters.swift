import Counting

/// The deterministic counters of work on views (docs/design.md, Metrics), read on the main thread before and
/// after each timed section (per pass) and at the end of a repetition (`RepetitionCounters.views`): counts,
/// not time, so the same scenario gives the same values on every run and machine. (Text cache lookups are
/// counted per repetition only: in the components pipeline the workers share the cache while the main thread
/// works.)
///
/// Both pipelines reuse whole rows (`cellsReused`: MVC's cells, the components pipeline's row hosts, each
/// with the views it holds); the components pipeline also takes single views from its reuse pools
/// (`viewsReused`) when a row host lacks a view of the kind a component needs.
public struct ViewWorkCounters: CounterSet, Codable {
    /// Views initialised (MVC: headless views of cells and sizing cells; components: views made by the
    /// mounter, row hosts included).
    public var viewsCreated = 0
    /// Components: views taken again from a reuse pool (0 for MVC).
    public var viewsReused = 0
    /// Rows shown on a cell (MVC: dequeued by reuse identifier) or row host (components) that another row
    /// left, with its views.
    public var cellsReused = 0
    /// Attribute writes on views.
    public var attributeWrites = 0
    /// Strings typeset by views (the display step).
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

    public init() {}

    public static let counters: [Counter<ViewWorkCounters>] = [
        Counter("viewsCreated", "views created", \.viewsCreated),
        Counter("viewsReused", "views reused (pool)", \.viewsReused),
        Counter("cellsReused", "cells reused", \.cellsReused),
        Counter("attributeWrites", "attribute writes", \.attributeWrites),
        Counter("textLayouts", "text layouts", \.textLayouts),
        Counter("layoutCalls", "layout calls", \.layoutCalls),
    ]
}
