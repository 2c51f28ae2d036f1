/// A component tree together with the state of its stateful composites: the scope root.
///
/// An immutable `Sendable` value: updating state returns a new tree. An update renders again only
/// the composite whose state changed (its "dirty branch"); every other component is reused as is,
/// and its ancestors are copied with the new child (`Component.replacingChildren`).
///
/// Thread: any; render functions run on the calling thread.
public struct ComponentTree: Sendable {
    public let root: any Component
    /// The state of every stateful composite, by scope path.
    let states: [ScopePath: any Hashable & Sendable]

    /// Takes the tree as built (every stateful composite in its initial state).
    /// - Throws: `ComponentTreeError.scopeCollision` naming the first scope two siblings share.
    /// - Complexity: O(n) component visits.
    public init(root: any Component) throws(ComponentTreeError) {
        var resolver = StateResolver(stored: [:])
        self.root = try resolver.resolve(root, under: ScopePath()).component
        states = resolver.states
    }

    private init(root: any Component, states: [ScopePath: any Hashable & Sendable]) {
        self.root = root
        self.states = states
    }

    /// The scope paths of the stateful composites, in no particular order.
    public var scopePaths: [ScopePath] { Array(states.keys) }

    /// The state at `path`, if there is one of type `State`.
    public func state<State>(at path: ScopePath, as type: State.Type = State.self) -> State? {
        states[path] as? State
    }

    /// The tree with the state at `path` replaced by `transform` of it.
    ///
    /// Renders the composite at `path` again (and, inside the new branch, composites whose stored
    /// state differs from their initial one); nothing else is rendered.
    /// - Throws: `unknownScope`, `stateTypeMismatch`, or `scopeCollision` if the new branch has one.
    /// - Complexity: O(n) component visits plus the renders of the dirty branch.
    public func updatingState<State: Hashable & Sendable>(
        at path: ScopePath, _ transform: (State) -> State
    ) throws(ComponentTreeError) -> ComponentTree {
        guard let current = states[path] else { throw .unknownScope(path) }
        guard let typed = current as? State else {
            throw .stateTypeMismatch(path, expected: String(describing: State.self),
                                     actual: String(describing: type(of: current)))
        }
        var stored = states
        stored[path] = transform(typed)
        return try rebuilt(root: root, stored: stored)
    }

    /// A new tree from a freshly built `root` (after a model change) that keeps the state of every
    /// scope path the new tree still has.
    /// - Complexity: O(n) component visits plus the renders of composites whose state was kept.
    public func replacingRoot(with root: any Component) throws(ComponentTreeError) -> ComponentTree {
        try rebuilt(root: root, stored: states)
    }

    private func rebuilt(root: any Component, stored: [ScopePath: any Hashable & Sendable]) throws(ComponentTreeError) -> ComponentTree {
        var resolver = StateResolver(stored: stored)
        let resolved = try resolver.resolve(root, under: ScopePath())
        return ComponentTree(root: resolved.component, states: resolver.states)
    }
}

/// One walk over a tree that gives every stateful composite its stored state (rendering it again
/// only when the stored state differs from the one it was rendered with), records the states, and
/// detects scope collisions. Subtrees where nothing changed are returned as they were.
struct StateResolver {
    let stored: [ScopePath: any Hashable & Sendable]
    private(set) var states: [ScopePath: any Hashable & Sendable] = [:]

    init(stored: [ScopePath: any Hashable & Sendable]) {
        self.stored = stored
    }

    mutating func resolve(_ component: any Component, under path: ScopePath) throws(ComponentTreeError) -> (component: any Component, changed: Bool) {
        var node = component
        var changed = false
        var childPath = path
        if let composite = component as? CompositeComponent, let scope = composite.scope, let state = composite.state {
            childPath = path.appending(scope)
            guard states[childPath] == nil else { throw .scopeCollision(childPath) }
            if let wanted = stored[childPath], !statesEqual(wanted, state) {
                node = composite.rendering(wanted)
                changed = true
            }
            states[childPath] = stored[childPath] ?? state
        }
        let children = node.children
        guard !children.isEmpty else { return (node, changed) }
        var newChildren: [any Component] = []
        newChildren.reserveCapacity(children.count)
        var childrenChanged = false
        for child in children {
            let result = try resolve(child, under: childPath)
            newChildren.append(result.component)
            childrenChanged = childrenChanged || result.changed
        }
        guard childrenChanged else { return (node, changed) }
        return (node.replacingChildren(newChildren), true)
    }
}
