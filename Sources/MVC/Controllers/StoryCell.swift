import Feed
import Foundation
import Geometry
import Views

/// A reusable row: a top-level `StoryView` and the controller showing a story in it.
///
/// The reuse identifier names the row's shape (its first attachment's kind, and whether it nests
/// stories), as a table view's cell identifiers do, so a dequeued cell usually has the part views
/// its next story needs already. Thread: main actor only.
@MainActor
public final class StoryCell {
    public let reuseIdentifier: String
    let storyView: StoryView
    /// The controller of the story shown; nil while the cell waits in the reuse queue.
    public private(set) var controller: StoryController?

    public init(reuseIdentifier: String, environment: ViewEnvironment) {
        self.reuseIdentifier = reuseIdentifier
        storyView = StoryView(isTopLevel: true, environment: environment)
    }

    /// The identifier of the cells that show `story`.
    static func reuseIdentifier(for story: StoryModel) -> String {
        let shape = story.attachments.first.map { $0.kind.rawValue } ?? "text"
        return story.substories.isEmpty ? "story." + shape : "story." + shape + ".nested"
    }

    /// Shows `story` with a new controller (which does not observe yet).
    func configure(with story: StoryModel, center: NotificationCenter) {
        controller?.stopObserving()
        let controller = StoryController(story: story, isTopLevel: true, center: center)
        controller.configure(storyView)
        self.controller = controller
    }

    /// Ends the controller before the cell goes back to the reuse queue.
    func prepareForReuse() {
        controller?.stopObserving()
        controller = nil
    }
}

extension StoryCell {
    /// A cell outside any feed controller, for showing one story at a time (tests, pictures of a
    /// first screen). Thread: main actor only.
    public convenience init(environment: ViewEnvironment) {
        self.init(reuseIdentifier: "story", environment: environment)
    }

    /// Shows `story` at `width`: configures the cell (reusing its views), measures the story and lays
    /// it out at the origin. Returns the story's root view (`.story`).
    /// - Complexity: O(n) in the story's parts, text measured once per distinct (string, width).
    public func display(_ story: StoryModel, width: Double, center: NotificationCenter) -> View {
        configure(with: story, center: center)
        let height = storyView.sizeThatFits(width: width).height
        storyView.setFrame(Rect(x: 0, y: 0, width: width, height: height))
        storyView.layoutIfNeeded()
        return storyView.view
    }

    /// The story's root view (`.story`).
    public var rootView: View { storyView.view }
}
