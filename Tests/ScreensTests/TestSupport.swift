import Views
@testable import Screens

/// A plain screen reporting whatever its `report` closure is given, for driving flows by hand.
@MainActor
final class ButtonController<A>: ViewController {
    var onTap: (@MainActor (A) -> Void)?

    init(title: String, context: ViewContext) {
        super.init(title: title, view: View(kind: .view, context: context))
    }

    func tap(_ result: A) {
        onTap?(result)
    }
}

/// A screen made of a ``ButtonController`` titled `title`.
@MainActor
func buttonScreen<A>(_ title: String, context: ViewContext, as type: A.Type = A.self) -> Screen<A> {
    .wrapping({ ButtonController<A>(title: title, context: context) }) { controller, onResult in
        controller.onTap = onResult
    }
}

/// A resource whose loading the test completes by hand.
@MainActor
final class ManualLoader<A> {
    private(set) var pending: [@MainActor (A) -> Void] = []

    var resource: Resource<A> {
        Resource { deliver in self.pending.append(deliver) }
    }

    func deliver(_ value: A) {
        pending.forEach { $0(value) }
    }

    func dropPending() {
        pending = []
    }
}

/// Holds a weak reference, to check that something was released.
@MainActor
final class WeakBox<Object: AnyObject> {
    weak var object: Object?

    init(_ object: Object?) {
        self.object = object
    }
}
