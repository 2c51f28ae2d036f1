import Feed
import FeedStyle
import MVC
import TextLayout
import Views

/// Drives the mutable MVC pipeline: a `FeedController` over a `MutableFeed`, heights measured on load or
/// estimated (`MVCRowHeights`).
///
/// Passes: `build` is making the model objects and the controller; `mount` is `reloadData`, which
/// measures the rows (every row when measured on load; the first screen's when estimated) and configures
/// the first screen in one call, so MVC's `layout` pass total stays 0 and its layout time is inside
/// `mount` (and, when estimated, inside `scroll`, where rows are measured as they come); `scroll` is
/// `scroll(to:)` (cells dequeued, configured, measured, laid out; cells leaving enqueued); `update` is the
/// model mutation and the notifications it posts, up to the re-measured rows, synchronously within the
/// event's frame; `navigation` is an `open` event's detail screen pushed, and the way back.
@MainActor
final class MVCDriver: PipelineDriver {
    static let notes = [
        "mvc: reloadData measures the rows (all of them when measured on load, the first screen's when estimated) "
            + "and shows the first screen in one call; its time is the mount pass and the layout pass stays 0.",
        "mvc: open pushes a story detail screen (a new StoryCell displaying the story, any story of the feed, nested ones "
            + "included: cold) through a Screens flow, timed "
            + "as the navigation pass; the way back to the feed is timed as navigation at the start of the next frame.",
    ]

    private let stories: [Story]
    private let device: Device
    private let textEngine: TextEngine
    /// What the views draw with in the display step.
    private let renderer: ViewRenderer?
    private let heightMode: RowHeightMode
    private var controller: FeedController?
    private var model: MutableFeed?
    private var flow: StoryDetailFlow?
    /// The cells of the detail screens on the stack (their views are the screens' views).
    private var detailCells: [StoryCell] = []
    private(set) var updates: [UpdateLatency] = []

    init(stories: [Story], device: Device, textEngine: TextEngine, rowHeights: MVCRowHeights, renderer: ViewRenderer?) {
        self.stories = stories
        self.device = device
        self.textEngine = textEngine
        self.renderer = renderer
        let style = FeedStyle(device: device)
        heightMode = switch rowHeights {
        case .estimated: .estimated(style.estimatedRowHeight)
        case .measuredOnLoad: .measuredOnLoad
        }
    }

    func showFirstScreen(_ recorder: PassRecorder) throws {
        let (stories, device, textEngine, heightMode, renderer) = (stories, device, textEngine, heightMode, renderer)
        // Assigned inside the sections, so the counters read after each see what it made.
        section(.build, recorder) {
            let model = MutableFeed(stories: stories)
            self.model = model
            controller = FeedController(feed: model, width: device.width, viewportHeight: device.height,
                                        textEngine: textEngine, style: FeedStyle(device: device), heightMode: heightMode,
                                        renderer: renderer)
        }
        guard let model, let controller else { return }
        // The feed is shown inside the navigation stack an `open` pushes onto: both are the mount pass.
        section(.mount, recorder) {
            controller.reloadData()
            let (environment, center, width) = (controller.environment, model.notificationCenter, device.width)
            flow = StoryDetailFlow(feedView: controller.tableView) { [weak self] id in
                let cell = StoryCell(environment: environment)
                self?.detailCells.append(cell)
                guard let story = model.story(withID: id) else { return cell.rootView }
                return cell.display(story, width: width, center: center)
            }
        }
    }

    /// MVC has nothing that becomes ready between frames: every change happens within its event's frame.
    func beginFrame(_ frame: Int, _ recorder: PassRecorder) {}

    func apply(_ event: ScenarioEvent, frame: Int, _ recorder: PassRecorder) -> String? {
        guard let model else { return "the feed was not set up" }
        if let reason = LikeEvent.noChange(event, viewerLikes: { model.story(withID: $0)?.viewerLikes }) { return reason }
        let pass: Pass = event.kind == .open ? .navigation : .update
        let before = recorder.totals[pass].milliseconds
        let skipped: String?
        switch event.action {
        case .like(let id):
            let found = section(.update, recorder) { model.setViewerLikes(true, storyID: id) }
            skipped = found ? nil : "no story \(id.rawValue) in the MVC feed"
        case .unlike(let id):
            let found = section(.update, recorder) { model.setViewerLikes(false, storyID: id) }
            skipped = found ? nil : "no story \(id.rawValue) in the MVC feed"
        case .comment(let id, let comment):
            let found = section(.update, recorder) { model.addComment(comment, storyID: id) }
            skipped = found ? nil : "no story \(id.rawValue) in the MVC feed"
        case .insertAtTop(let stories):
            section(.update, recorder) { _ = model.insertAtTop(stories) }
            skipped = nil
        case .open(let id):
            if let flow, model.story(withID: id) != nil {
                section(.navigation, recorder) { flow.open(id) }
                skipped = nil
            } else {
                skipped = "no story \(id.rawValue) in the MVC feed"
            }
        }
        if skipped == nil {
            // Synchronous: the result is on screen when the event's section ends, within its frame.
            updates.append(UpdateLatency(frame: frame, kind: event.kind.rawValue, mountedFrame: frame,
                                         milliseconds: recorder.totals[pass].milliseconds - before))
        }
        return skipped
    }

    func closeScreens(_ recorder: PassRecorder) {
        guard !detailCells.isEmpty, let flow else { return }
        section(.navigation, recorder) {
            flow.close()
            detailCells.removeAll()
        }
    }

    func scroll(to offset: Double, _ recorder: PassRecorder) {
        guard let controller else { return }
        section(.scroll, recorder) { controller.scroll(to: offset) }
    }

    func finish(_ recorder: PassRecorder) {}

    var counters: RepetitionCounters {
        guard let controller else { return RepetitionCounters() }
        var counters = RepetitionCounters(views: viewWorkCounters)
        let text = textEngine.cache.statistics()
        counters.textCacheHits = text.hits
        counters.textCacheMisses = text.misses
        counters.textCacheEvictions = text.evictions
        counters.rowHeightsMeasured = controller.counters.rowHeightsMeasured
        counters.set(display: controller.environment.context.displayCounters)
        return counters
    }

    var typesetting: TypesettingTime { textEngine.typesetting }

    var viewWorkCounters: ViewWorkCounters {
        guard let controller else { return ViewWorkCounters() }
        let views = controller.environment.context.counters
        return ViewWorkCounters(viewsCreated: views.viewsCreated, cellsReused: controller.counters.cellsReused,
                            attributeWrites: views.attributeWrites, textLayouts: views.textLayouts,
                            layoutCalls: views.layoutCalls)
    }

    var liveViews: Int { controller?.tableView.subtreeCount ?? 0 }

    var viewContext: ViewContext? { controller?.environment.context }

    var feedView: View? { controller?.tableView }

    /// The feed's controller (for tests); `nil` before `showFirstScreen`.
    var feedController: FeedController? { controller }
}
