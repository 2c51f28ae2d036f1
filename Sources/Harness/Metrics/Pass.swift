/// The passes of the frame model (docs/design.md, "Passes and where they run"), each timed on its own.
public enum Pass: String, CaseIterable, Hashable, Sendable, Codable {
    /// Model to component trees (components, on the workers) / controllers and views (MVC).
    case build
    /// Sizes and positions, text included.
    case layout
    /// Layouts onto views for the first screen (in the launch frame).
    case mount
    /// The scroll: rows entering and leaving, views reused from pools.
    case scroll
    /// Events that change the feed (like, unlike, comment, insert at top), from the mutation to the
    /// mounted result.
    case update
    /// The "open a story" event: from the tap to the story's detail screen shown.
    case navigation
    /// Drawing: views' content rasterized into their backing stores, photos decoded (on the main thread in the
    /// frame's display step, after the section that changed them).
    case display

    /// The position in `allCases`, without building that array (it is read around every timed section).
    var index: Int {
        switch self {
        case .build: 0
        case .layout: 1
        case .mount: 2
        case .scroll: 3
        case .update: 4
        case .navigation: 5
        case .display: 6
        }
    }
}
