import TextLayout

/// What layout needs besides the components: the text engine for text leaves and the pixel grid.
///
/// `Sendable` and immutable; one context may serve any number of threads at once (the engine is
/// thread-safe).
public struct LayoutContext: Sendable {
    public let textEngine: TextEngine
    /// Pixels per point; frames from stacks and text sizes are rounded to this grid. 0 disables rounding.
    public let pointScaleFactor: Double

    public init(textEngine: TextEngine, pointScaleFactor: Double = 1) {
        self.textEngine = textEngine
        self.pointScaleFactor = pointScaleFactor
    }
}
