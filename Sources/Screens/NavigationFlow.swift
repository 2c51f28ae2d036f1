/// Screens composed into a navigation stack: the first screen is the root, and each result of a screen
/// pushes the screen that `>>>` put after it. `A` is the result of the last screen.
///
/// ```swift
/// let flow = navigation(feedScreen) >>> storyScreen >>> commentsScreen
/// let navigationController = flow.makeNavigationController()
/// ```
///
/// ## Pushing
/// A result of the screen at height *k* pops whatever is above it, then pushes the next screen at
/// height *k* + 1: the stack always reads as the path of results that led to its top. A result from a
/// controller that is no longer in the stack (popped meanwhile) is ignored.
///
/// ## Ownership
/// The navigation controller owns the controllers; each controller owns its result callback; callbacks
/// refer to the navigation controller and to the controller that reports weakly. So releasing the
/// navigation controller releases the whole flow, and a popped controller is released when popped.
///
/// Thread: main actor only.
@MainActor
public struct NavigationFlow<A> {
    /// Makes the root controller, wired so that results push onto `stack`'s controller, and calls
    /// `onResult` with each result of the flow's last screen together with the controller that reported it.
    let makeRoot: @MainActor (_ stack: StackReference, _ onResult: @escaping @MainActor (A, ControllerReference) -> Void) ->
        ViewController

    /// A new navigation controller running this flow; `onResult` receives each result of the last screen.
    public func makeNavigationController(
        title: String? = nil, onResult: @escaping @MainActor (A) -> Void = { _ in }
    ) -> NavigationController {
        let stack = StackReference()
        let root = makeRoot(stack) { result, _ in onResult(result) }
        let navigationController = NavigationController(root: root, title: title)
        stack.controller = navigationController
        return navigationController
    }

    /// The whole flow as one screen (a navigation controller), reporting the last screen's results;
    /// so a flow can be presented, or wrapped, like any screen.
    public var screen: Screen<A> {
        Screen { onResult in makeNavigationController(onResult: onResult) }
    }
}

/// A weak reference to the navigation controller of a flow, which exists only after the root is made.
@MainActor
final class StackReference {
    weak var controller: NavigationController?
}

/// A weak reference to the controller that reports a result, known only after the screen made it.
@MainActor
final class ControllerReference {
    weak var controller: ViewController?
}

extension Screen {
    /// Makes a controller whose results reach `onResult` along with a weak reference to that controller.
    @MainActor
    func makeViewController(reporting onResult: @escaping @MainActor (A, ControllerReference) -> Void) -> ViewController {
        let reference = ControllerReference()
        let controller = makeViewController { result in onResult(result, reference) }
        reference.controller = controller
        return controller
    }
}
