import TextLayout

/// What the views of one hierarchy share: the text engine their labels lay text out with, and the
/// counters of the work done on them.
///
/// Thread: main actor only, like the views themselves. One context per hierarchy (or per test) keeps
/// counters from mixing.
@MainActor
public final class ViewContext {
    /// Lays out text-valued properties; without one, views store text without laying it out.
    public let textEngine: TextEngine?
    /// Counts since the context was made; views increment them.
    public internal(set) var counters = ViewCounters()

    public init(textEngine: TextEngine? = nil) {
        self.textEngine = textEngine
    }
}
