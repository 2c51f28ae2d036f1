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
    /// Views whose text waits for the display step, in the order they were marked.
    var pendingText: [View] = []

    public init(textEngine: TextEngine? = nil) {
        self.textEngine = textEngine
    }

    /// The display step of a frame, as a run loop's end of turn: every drawn view (in a window, not hidden)
    /// whose text was set or whose width changed since lays its text out, once, at its current width. A
    /// view not drawn (a sizing cell, a pooled or hidden view) waits until it is attached or shown again.
    /// - Complexity: the pending views' text layouts, plus their depth each.
    public func displayPendingText() {
        guard !pendingText.isEmpty else { return }
        let views = pendingText
        pendingText = []
        for view in views where view.isDisplayed { view.layoutTextIfNeeded() }
    }
}
