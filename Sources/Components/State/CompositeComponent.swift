import Geometry

/// Wraps one component, optionally with a view and a size of its own, and optionally owning state.
///
/// A stateful composite is rendered from its state by a pure `render` function. Its state lives in
/// the `ComponentTree` that holds it, under its scope path; `ComponentTree.updatingState` renders it
/// again with the new state and reuses the rest of the tree as is.
public struct CompositeComponent: Component {
    public let view: ViewConfiguration?
    public let size: ComponentSize
    public let child: any Component
    let stateful: Stateful?

    /// The state part of a stateful composite, type-erased so the tree can hold composites of any
    /// state type.
    struct Stateful: Sendable {
        let scope: ComponentScope
        let state: any Hashable & Sendable
        let render: @Sendable (any Hashable & Sendable) -> any Component
    }

    /// A composite without state.
    public init(_ child: any Component, view: ViewConfiguration? = nil, size: ComponentSize = .auto) {
        self.view = view
        self.size = size
        self.child = child
        stateful = nil
    }

    /// A composite owning state of type `State`, rendered at once with `initialState`; a tree that
    /// already holds state for its scope path renders it again with that state.
    ///
    /// - Parameter render: a pure function of the state; called on the thread that builds or
    ///   updates the tree.
    public init<State: Hashable & Sendable>(
        scope: ComponentScope, initialState: State, view: ViewConfiguration? = nil, size: ComponentSize = .auto,
        render: @escaping @Sendable (State) -> any Component
    ) {
        self.view = view
        self.size = size
        child = render(initialState)
        stateful = Stateful(scope: scope, state: initialState, render: { state in
            render(state as? State ?? initialState)
        })
    }

    private init(view: ViewConfiguration?, size: ComponentSize, child: any Component, stateful: Stateful?) {
        self.view = view
        self.size = size
        self.child = child
        self.stateful = stateful
    }

    /// The scope of a stateful composite; nil for a stateless one.
    public var scope: ComponentScope? { stateful?.scope }

    /// The state this composite was rendered with; nil for a stateless one.
    public var state: (any Hashable & Sendable)? { stateful?.state }

    /// This composite rendered again with `state`.
    func rendering(_ state: any Hashable & Sendable) -> CompositeComponent {
        guard let stateful else { return self }
        return CompositeComponent(view: view, size: size, child: stateful.render(state),
                                  stateful: Stateful(scope: stateful.scope, state: state, render: stateful.render))
    }

    public var children: [any Component] { [child] }

    public func replacingChildren(_ children: [any Component]) -> CompositeComponent {
        CompositeComponent(view: view, size: size, child: replacement(0, of: 1, in: children), stateful: stateful)
    }

    /// The child's layout at (0, 0), in the same range.
    /// - Complexity: one layout of the child.
    public func computeLayout(_ range: SizeRange, parentSize: Size, context: LayoutContext) -> ComponentLayout {
        let layout = child.layoutThatFits(range, parentSize: parentSize, context: context)
        return ComponentLayout(size: layout.size, children: [.init(position: .zero, layout: layout)])
    }
}

/// Equality of two type-erased states: equal when of the same type and `==`.
func statesEqual(_ lhs: any Hashable & Sendable, _ rhs: any Hashable & Sendable) -> Bool {
    func compare<T: Hashable>(_ lhs: T) -> Bool {
        guard let rhs = rhs as? T else { return false }
        return lhs == rhs
    }
    return compare(lhs)
}
