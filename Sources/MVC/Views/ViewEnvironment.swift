import FeedStyle
import TextLayout
import Views

/// What every view of one MVC hierarchy shares: the headless view context (counters), the text
/// engine labels are measured with (the same engine, hence the same cache, as the components
/// pipeline may use), the style, and the MVC-level counters.
///
/// Thread: main actor only.
@MainActor
public final class ViewEnvironment {
    public let context: ViewContext
    public let textEngine: TextEngine
    public let style: FeedStyle
    public internal(set) var counters = MVCCounters()

    /// `renderer`: what the views draw their content with in the display step (`nil`: they draw nothing).
    public init(textEngine: TextEngine, style: FeedStyle, renderer: ViewRenderer? = nil) {
        self.textEngine = textEngine
        self.style = style
        context = ViewContext(textEngine: textEngine, renderer: renderer)
    }
}
