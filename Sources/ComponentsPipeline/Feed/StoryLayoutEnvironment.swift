import Components
import Feed
import FeedStyle
import StoryComponents
import Views

/// What laying out a story needs besides the story: the style, the layout context (text engine and
/// pixel grid) and the column width.
///
/// Immutable and `Sendable`: shared by every worker at once.
public struct StoryLayoutEnvironment: Sendable {
    public let style: FeedStyle
    public let context: LayoutContext
    /// The column width in points; every row is laid out at it.
    public let width: Double
    /// What the workers draw rows ahead with (`FeedWindow.display`); `nil`: rows are never drawn ahead.
    public let renderer: ViewRenderer?

    /// - Parameter context: its `pointScaleFactor` should equal `style.scale`.
    public init(style: FeedStyle, context: LayoutContext, width: Double, renderer: ViewRenderer? = nil) {
        self.style = style
        self.context = context
        self.width = width
        self.renderer = renderer
    }
}

extension StoryLayoutEnvironment {
    /// A story's worker job, as the pipeline runs it: its component tree built, then laid out at
    /// `width`, each phase through `LayoutWorkers.phase`, so the workers' observer measures it.
    /// Call it inside a job of queue `worker`.
    public func layOut(_ story: Story, on workers: LayoutWorkers, worker: Int) -> ComponentLayout {
        let component = workers.phase(.build, worker: worker) { StoryComponent.make(story, style: style) }
        return workers.phase(.layout, worker: worker) {
            component.layoutThatFits(.width(width), context: context)
        }
    }

    /// A row's worker job of drawing ahead: its views drawn with `renderer` (`RowBitmaps.draw`, keeping the
    /// bitmaps of `previous` whose content is unchanged), as the `display` phase. Call it inside a job of queue
    /// `worker`.
    func draw(_ layout: ComponentLayout, with renderer: ViewRenderer, reusing previous: RowBitmaps?, on workers: LayoutWorkers,
              worker: Int) -> RowBitmaps {
        RowBitmaps.preparePhotos(of: layout, renderer: renderer)
        return workers.phase(.display, worker: worker) {
            RowBitmaps.draw(layout, renderer: renderer, engine: context.textEngine, reusing: previous)
        }
    }
}
