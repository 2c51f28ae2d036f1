/// A screen: a function from what to do with the screen's result to the view controller that shows it.
///
/// A screen knows nothing of the screens around it: a feed screen reports "this story was chosen"
/// (`A == StoryID`), and whoever composes the flow decides that a story screen comes next
/// (``NavigationFlow`` and `>>>`). Screens are values; nothing is built until
/// ``makeViewController(onResult:)`` runs.
///
/// Thread: main actor (making a screen value is allowed anywhere); the function and `onResult` run on
/// it. A controller may call `onResult` any number of times (each selection in a list, say); each call is
/// one result.
///
/// ```swift
/// let storyScreen = Screen<CommentID> { onResult in
///     let controller = StoryController(story)
///     controller.onCommentTapped = onResult
///     return controller
/// }
/// ```
@MainActor
public struct Screen<A> {
    private let build: @MainActor (_ onResult: @escaping @MainActor (A) -> Void) -> ViewController

    /// A screen whose controller `build` makes. `build` must hand `onResult` to the controller (or to
    /// something the controller owns) and must not keep it elsewhere, so the controller's lifetime
    /// bounds the callback's.
    nonisolated public init(_ build: @escaping @MainActor (_ onResult: @escaping @MainActor (A) -> Void) -> ViewController) {
        self.build = build
    }

    /// Makes a new controller for this screen, which calls `onResult` with each result.
    public func makeViewController(onResult: @escaping @MainActor (A) -> Void) -> ViewController {
        build(onResult)
    }

    /// The same screen, reporting `transform(result)` instead of each result.
    public func map<B>(_ transform: @escaping @MainActor (A) -> B) -> Screen<B> {
        Screen<B> { onResult in build { result in onResult(transform(result)) } }
    }
}
