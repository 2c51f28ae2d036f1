import Views

/// A headless view controller: a title and the root view of one screen.
///
/// Thread: main actor only, like the views it owns.
///
/// Subclass it for screens with state (``ListViewController``), or use it as is around a built view.
/// A controller does not know which screen comes next: it reports results through the callback its
/// ``Screen`` gave it, and a flow (``NavigationFlow``) decides what to push.
@MainActor
open class ViewController {
    /// Shown by the navigation bar a real app would have; the harness uses it to name screens.
    public var title: String
    /// The root of this screen's view hierarchy; a ``NavigationController`` shows it while this
    /// controller is on top.
    public let view: View
    /// The navigation controller whose stack holds this controller; set on push, cleared on pop.
    /// Weak: the stack owns its controllers, not the other way round.
    public internal(set) weak var navigationController: NavigationController?

    public init(title: String, view: View) {
        self.title = title
        self.view = view
    }
}
