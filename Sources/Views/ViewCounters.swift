/// Deterministic counters of the work done on the views of one `ViewContext`.
///
/// They count calls, not time, so the same script gives the same figures on every machine and a CI
/// gate can hold them exactly.
public struct ViewCounters: Hashable, Sendable, Codable {
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

    /// The counts accumulated since `earlier` was taken.
    public func since(_ earlier: ViewCounters) -> ViewCounters {
        var delta = ViewCounters()
        delta.viewsCreated = viewsCreated - earlier.viewsCreated
        delta.attributeWrites = attributeWrites - earlier.attributeWrites
        delta.frameChanges = frameChanges - earlier.frameChanges
        delta.layoutCalls = layoutCalls - earlier.layoutCalls
        delta.textLayouts = textLayouts - earlier.textLayouts
        return delta
    }

    /// Adds the counts of `other`.
    public mutating func add(_ other: ViewCounters) {
        viewsCreated += other.viewsCreated
        attributeWrites += other.attributeWrites
        frameChanges += other.frameChanges
        layoutCalls += other.layoutCalls
        textLayouts += other.textLayouts
    }
}
