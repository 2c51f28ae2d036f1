/// The passes of DESIGN.md section 2, each timed on its own.
public enum Pass: String, CaseIterable, Hashable, Sendable, Codable {
    /// Model to component trees (components, on the workers) / controllers and views (MVC).
    case build
    /// Sizes and positions, text included.
    case layout
    /// Layouts onto views for the first screen.
    case mount
    /// The scroll: rows entering and leaving, views reused from pools.
    case recycle
    /// Events, from the mutation to the mounted result.
    case update
}
