import Components
import Drawing
import Geometry
import TextLayout
import Views

/// A row's views drawn ahead, on a worker (ComponentKit's asynchronous display, Texture's display range):
/// each view's content and the bitmap drawn from it. Mounting offers them to the row's views
/// (`ViewContext.offerDrawnAhead`), and a view whose content is one of them shows that bitmap instead of
/// drawing: equal contents draw equal bitmaps, so the pixels are those the main thread would have drawn.
///
/// Immutable and `Sendable`: drawn on a worker, kept by the feed while its row is near the viewport, read on
/// the main actor.
public final class RowBitmaps: Sendable {
    /// The bitmap of each content drawn (a content that draws nothing has none).
    public let bitmaps: [ViewContent: Bitmap]
    /// What drawing them took: views drawn, glyphs, pixels, photos decoded.
    public let counts: DisplayCounters
    /// The bytes of the bitmaps.
    public let byteCount: Int
    /// Views of the row whose content could not be known before mounting (an attribute with closures of its
    /// own): they draw on the main thread when mounted.
    public let viewsLeftToMount: Int

    init(bitmaps: [ViewContent: Bitmap], counts: DisplayCounters, viewsLeftToMount: Int) {
        self.bitmaps = bitmaps
        self.counts = counts
        self.viewsLeftToMount = viewsLeftToMount
        byteCount = bitmaps.values.reduce(0) { $0 + $1.byteCount }
    }

    /// Puts the photos of the views `layout` will mount in the renderer's photo store (`ViewRenderer.preparePhoto`):
    /// before a row is drawn, outside its drawing's time, as the main thread does before its display step.
    public static func preparePhotos(of layout: ComponentLayout, renderer: ViewRenderer) {
        // (A photo whose view keeps its bitmap is looked up for nothing: a lookup, outside the timed part.)
        if let configuration = layout.view, let properties = configuration.properties,
           let name = ViewContent.imageName(kind: configuration.kind, properties: properties) {
            renderer.preparePhoto(name, size: layout.size)
        }
        for child in layout.children { preparePhotos(of: child.layout, renderer: renderer) }
    }

    /// Draws the views `layout` will mount, each content once, with `renderer`; texts are laid out with
    /// `engine` at each view's width, as a mounted view lays them out (the same cache, the same results). A
    /// content `previous` holds (the row's bitmaps before an edit rebuilt it) keeps its bitmap
    /// (`DisplayCounters.bitmapsReused`): a like redraws the like button, not the row.
    public static func draw(_ layout: ComponentLayout, renderer: ViewRenderer, engine: TextEngine,
                            reusing previous: RowBitmaps? = nil) -> RowBitmaps {
        var bitmaps: [ViewContent: Bitmap] = [:]
        var counts = DisplayCounters()
        var unknown = 0
        func visit(_ layout: ComponentLayout) {
            if let configuration = layout.view {
                if let properties = configuration.properties {
                    let size = layout.size
                    let width = size.width > 0 ? size.width : .infinity
                    let content = ViewContent(kind: configuration.kind, size: size, properties: properties) { _, string, style in
                        engine.measure(string, style: style, width: width)
                    }
                    if content.draws, bitmaps[content] == nil {
                        if let kept = previous?.bitmaps[content] {
                            bitmaps[content] = kept
                            counts.bitmapsReused += 1
                        } else {
                            let (bitmap, drawn) = renderer.draw(content)
                            bitmaps[content] = bitmap
                            counts.add(drawn)
                        }
                    }
                } else {
                    unknown += 1
                }
            }
            for child in layout.children { visit(child.layout) }
        }
        visit(layout)
        return RowBitmaps(bitmaps: bitmaps, counts: counts, viewsLeftToMount: unknown)
    }
}
