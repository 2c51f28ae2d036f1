import Counting
import Views

/// The deterministic work of moving the feed's layouts forward on the workers: what one update did
/// (`FeedLayoutsUpdate.work`), and what every request of a prefetcher did (`FeedPrefetcher.Counters.work`).
/// Counts, not times: the same requests give the same figures on every machine.
public struct FeedLayoutWork: CounterSet, Codable {
    /// Story component trees built (`StoryComponent.make`): one per story laid out.
    public var storiesBuilt = 0
    /// Story layouts computed (`layoutThatFits` on a story component): first screen, prefetch, updates,
    /// detail screens.
    public var layoutsComputed = 0
    /// Of `layoutsComputed`, the layouts computed again for a row whose layout had been dropped (a row coming
    /// back into the window after leaving it).
    public var layoutsRecomputed = 0
    /// Layouts dropped because their rows left the retained window (their heights are kept).
    public var layoutsDropped = 0
    /// Rows whose views were drawn ahead on the workers (`FeedWindow.display`, or rebuilt rows that had
    /// been drawn), and what drawing them took (`drawn`).
    public var rowsDrawn = 0
    /// Rows that lost their bitmaps because they left `FeedWindow.keepDrawn`.
    public var bitmapsDropped = 0
    public var drawn = DisplayCounters()

    public init() {}

    public static let counters: [Counter<FeedLayoutWork>] = [
        Counter("storiesBuilt", "stories built", \.storiesBuilt),
        Counter("layoutsComputed", "layouts computed", \.layoutsComputed),
        Counter("layoutsRecomputed", "layouts recomputed", \.layoutsRecomputed),
        Counter("layoutsDropped", "layouts dropped", \.layoutsDropped),
        Counter("rowsDrawn", "rows drawn ahead", \.rowsDrawn),
        Counter("bitmapsDropped", "bitmaps dropped", \.bitmapsDropped),
        Counter("viewsDrawn", "views drawn", \.drawn.viewsDrawn),
        Counter("glyphsDrawn", "glyphs drawn", \.drawn.glyphsDrawn),
        Counter("pixelsFilled", "pixels filled", \.drawn.pixelsFilled),
        Counter("photosDecoded", "photos decoded", \.drawn.photosDecoded),
        Counter("bitmapsReused", "bitmaps kept", \.drawn.bitmapsReused),
        Counter("bitmapsAttached", "bitmaps drawn ahead", \.drawn.bitmapsAttached),
    ]
}

extension FeedLayoutWork {
    /// The work of one update, the counts it did not do left at 0.
    init(storiesBuilt: Int, layoutsComputed: Int, layoutsRecomputed: Int = 0, layoutsDropped: Int, rowsDrawn: Int,
         bitmapsDropped: Int = 0, drawn: DisplayCounters) {
        self.storiesBuilt = storiesBuilt
        self.layoutsComputed = layoutsComputed
        self.layoutsRecomputed = layoutsRecomputed
        self.layoutsDropped = layoutsDropped
        self.rowsDrawn = rowsDrawn
        self.bitmapsDropped = bitmapsDropped
        self.drawn = drawn
    }
}
