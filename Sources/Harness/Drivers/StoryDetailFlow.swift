import Feed
import Screens
import Views

/// The navigation flow an `open` event drives: `navigation(feedScreen) >>> storyDetail`. The feed
/// screen wraps the pipeline's feed view and reports the opened story's id; the flow pushes the
/// detail screen, whose view the pipeline makes (`makeDetail`). Neither screen knows the other.
///
/// The harness measures `open(_:)` (the push, including making and laying out the detail view) and, at
/// the start of the next frame, `close()` (the way back) as the `navigation` pass; the scroll script
/// then continues on the feed as before. The navigation controller's view is the window: the feed's views
/// are on screen while it shows the feed, the detail's while it shows the detail.
///
/// Thread: main actor only.
@MainActor
final class StoryDetailFlow {
    /// The feed screen's controller: reports the story the viewer opens.
    final class FeedScreenController: ViewController {
        var onOpen: (@MainActor (StoryID) -> Void)?
    }

    let navigationController: NavigationController
    private let feedScreen: FeedScreenController

    /// - Parameters:
    ///   - feedView: the pipeline's feed view, the root screen's view.
    ///   - makeDetail: the detail view of a story the pipeline shows.
    init(feedView: View, makeDetail: @escaping @MainActor (StoryID) -> View) {
        let feedScreen = FeedScreenController(title: "Feed", view: feedView)
        self.feedScreen = feedScreen
        let root = Screen<StoryID>.wrapping({ feedScreen }) { controller, onResult in controller.onOpen = onResult }
        let detail: @MainActor (StoryID) -> Screen<Never> = { id in
            Screen.wrapping { ViewController(title: id.rawValue, view: makeDetail(id)) }
        }
        navigationController = (navigation(root) >>> detail).makeNavigationController(title: "Feed")
        // What the navigation controller shows is on screen: the display step typesets its text only.
        navigationController.view.isWindow = true
    }

    /// The viewer opens `id` from the feed: the flow pushes its detail screen.
    func open(_ id: StoryID) {
        feedScreen.onOpen?(id)
    }

    /// Back to the feed; returns the detail views popped, for the pipeline to recycle.
    @discardableResult
    func close() -> [View] {
        navigationController.popToRoot().map(\.view)
    }

    /// The screens on the stack, bottom first.
    var titles: [String] { navigationController.viewControllers.map(\.title) }
}
