import Counting

/// Deterministic counters of the work done on the views of one `ViewContext`.
///
/// They count calls, not time, so the same script gives the same figures on every machine and a CI
/// gate can hold them exactly.
public struct ViewCounters: CounterSet, Codable {
    /// Views initialised.
    public var viewsCreated = 0
    /// Calls of `View.set(_:to:)` (every property setter goes through it), whether or not the value
    /// changed: a real setter does its work either way, which is why mounting avoids redundant ones.
    public var attributeWrites = 0
    /// Frame assignments that changed the frame.
    public var frameChanges = 0
    /// `layoutSubviews` passes: one per frame change that changed the size.
    public var layoutCalls = 0
    /// Strings laid out by views (text-valued property writes and relayouts after a width change).
    public var textLayouts = 0

    public init() {}

    public static let counters: [Counter<ViewCounters>] = [
        Counter("viewsCreated", "views created", \.viewsCreated),
        Counter("attributeWrites", "attribute writes", \.attributeWrites),
        Counter("frameChanges", "frame changes", \.frameChanges),
        Counter("layoutCalls", "layout calls", \.layoutCalls),
        Counter("textLayouts", "text layouts", \.textLayouts),
    ]
}
