import Drawing
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
    /// Draws the views' content into their backing stores in the display step; without one, nothing is drawn.
    public let renderer: ViewRenderer?
    /// Whether there is a renderer: read on every property write (`View.setNeedsDisplay`), a mount's hot path,
    /// where a stored flag is one load and the optional renderer a struct of references.
    public let draws: Bool
    /// What the display step drew since the context was made.
    public internal(set) var displayCounters = DisplayCounters()
    /// The bytes of the backing stores its views hold now, and the most they held at once.
    public internal(set) var backingStoreBytes = 0
    public internal(set) var peakBackingStoreBytes = 0
    /// Views whose content may have changed since they drew, in the order they were marked.
    var pendingDisplay: [View] = []
    /// Bitmaps drawn ahead (on a worker) for views mounted since the last display step, by content: a view
    /// whose content is one of them shows it instead of drawing (`offerDrawnAhead`).
    private var drawnAhead: [[ViewContent: Bitmap]] = []

    public init(textEngine: TextEngine? = nil, renderer: ViewRenderer? = nil) {
        self.textEngine = textEngine
        self.renderer = renderer
        draws = renderer != nil
    }

    /// Offers the next display step `bitmaps`, drawn ahead for views being mounted: a view that must draw a
    /// content found there attaches that bitmap instead (`DisplayCounters.bitmapsAttached`). Offers last
    /// until the display step that follows (at most 64 are kept, the oldest dropped first).
    public func offerDrawnAhead(_ bitmaps: [ViewContent: Bitmap]) {
        guard draws, !bitmaps.isEmpty else { return }
        if drawnAhead.count >= 64 { drawnAhead.removeFirst() }
        drawnAhead.append(bitmaps)
    }

    /// The bitmap offered for `content`, if any.
    func drawnAhead(for content: ViewContent) -> Bitmap? {
        for offer in drawnAhead.reversed() {
            if let bitmap = offer[content] { return bitmap }
        }
        return nil
    }

    /// A backing store of `bytes` made, one of `freed` bytes let go.
    func backingStoreChanged(adding bytes: Int, freeing freed: Int) {
        backingStoreBytes += bytes - freed
        peakBackingStoreBytes = max(peakBackingStoreBytes, backingStoreBytes)
    }

    /// The display step of a frame, as a run loop's end of turn: every drawn view (in a window, not hidden)
    /// whose text was set or whose width changed since lays its text out, once, at its current width. A
    /// view not drawn (a sizing cell, a pooled or hidden view) waits until it is attached or shown again.
    /// - Complexity: the pending views' text layouts, plus their depth each.
    ///
    /// With a renderer, the step then draws: every drawn view whose content may have changed (a property
    /// set, a new size) draws into its backing store, unless its content is what it last drew (counted in
    /// `displayCounters.bitmapsReused`).
    public func displayPendingText() {
        layoutPendingText()
        drawPending()
    }

    /// The display step's first half: pending text typeset (see `displayPendingText`).
    public func layoutPendingText() {
        guard !pendingText.isEmpty else { return }
        let views = pendingText
        pendingText = []
        for view in views where view.isDisplayed { view.layoutTextIfNeeded() }
    }

    /// Whether the display step has views to draw (or to find unchanged).
    public var needsDrawing: Bool { draws && !pendingDisplay.isEmpty }

    /// Puts the photos of the views waiting to draw in the renderer's photo store, each at the size its view
    /// shows it (in pixels), where it is not there yet: what a prefetcher would have downloaded before the
    /// frame. Outside the timed display step, so a frame pays for decoding a photo, not for making it.
    public func preparePendingPhotos() {
        guard let renderer else { return }
        for view in pendingDisplay where view.isDisplayed {
            guard let name = view.imageName else { continue }
            renderer.preparePhoto(name, size: view.frame.size)
        }
    }

    /// The display step's second half: the drawn views whose content may have changed draw (see
    /// `displayPendingText`). Nothing without a renderer.
    public func drawPending() {
        defer { drawnAhead = [] }
        guard let renderer, !pendingDisplay.isEmpty else { return }
        let views = pendingDisplay
        pendingDisplay = []
        for view in views where view.isDisplayed { view.displayIfNeeded(renderer) }
    }
}
