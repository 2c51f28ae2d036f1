import Views

/// A stack of view controllers that shows the top one, as a `UINavigationController` does.
///
/// The stack is never empty: the root (the first controller) cannot be popped. The controller's own
/// ``ViewController/view`` is a container (kind `ViewKind.navigation`) whose only subview is the
/// top controller's view.
///
/// Thread: main actor only. Push and pop are synchronous: when they return, ``viewControllers``, the
/// shown view and every ``ViewController/navigationController`` are up to date.
///
/// Ownership: the stack holds its controllers strongly; a popped controller is released unless
/// something else holds it.
@MainActor
public final class NavigationController: ViewController {
    /// Bottom (the root) to top.
    public private(set) var viewControllers: [ViewController]

    /// A stack holding `root`, showing its view; the container view uses the root view's context.
    ///
    /// - Precondition: `root` is not in another stack.
    public init(root: ViewController, title: String? = nil) {
        viewControllers = [root]
        super.init(title: title ?? root.title, view: View(kind: .navigation, context: root.view.context))
        adopt(root)
        show(root)
    }

    /// The controller on top, whose view is shown.
    public var topViewController: ViewController {
        viewControllers[viewControllers.count - 1]
    }

    /// Pushes `controller` on top and shows its view.
    ///
    /// - Precondition: `controller` is in no stack (pushing one controller twice is a programming error,
    ///   as in UIKit).
    /// - Complexity: O(1).
    public func push(_ controller: ViewController) {
        adopt(controller)
        viewControllers.append(controller)
        show(controller)
    }

    /// Pops the top controller and shows the one below; does nothing on the root.
    ///
    /// - Returns: The popped controller, or `nil` when only the root is left.
    @discardableResult
    public func pop() -> ViewController? {
        guard viewControllers.count > 1 else { return nil }
        return popControllers(above: viewControllers.count - 2).first
    }

    /// Pops every controller above `controller`, which becomes the top.
    ///
    /// - Returns: The popped controllers, top first; `nil` when `controller` is not in this stack.
    /// - Complexity: O(*n*) in the stack's height.
    @discardableResult
    public func pop(to controller: ViewController) -> [ViewController]? {
        guard let index = viewControllers.lastIndex(where: { $0 === controller }) else { return nil }
        return popControllers(above: index)
    }

    /// Pops everything but the root.
    ///
    /// - Returns: The popped controllers, top first.
    @discardableResult
    public func popToRoot() -> [ViewController] {
        popControllers(above: 0)
    }

    private func popControllers(above index: Int) -> [ViewController] {
        guard index < viewControllers.count - 1 else { return [] }
        let popped = viewControllers[(index + 1)...].reversed()
        viewControllers.removeSubrange((index + 1)...)
        for controller in popped {
            controller.view.removeFromSuperview()
            controller.navigationController = nil
        }
        show(topViewController)
        return Array(popped)
    }

    private func adopt(_ controller: ViewController) {
        precondition(controller.navigationController == nil, "\"\(controller.title)\" is already in a navigation stack")
        controller.navigationController = self
    }

    /// Makes `controller`'s view the only subview of the container.
    private func show(_ controller: ViewController) {
        for subview in view.subviews where subview !== controller.view {
            subview.removeFromSuperview()
        }
        if controller.view.superview !== view {
            view.addSubview(controller.view)
        }
    }
}

extension ViewKind {
    /// The container view of a ``NavigationController``.
    public static let navigation: ViewKind = "navigation"
}
