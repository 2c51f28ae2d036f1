/// Who owns a piece of state: a component type plus an identifier that tells siblings of that type
/// apart (a story id, a row index).
public struct ComponentScope: Hashable, Sendable, CustomStringConvertible {
    private let type: ObjectIdentifier
    /// The type's name, for messages.
    public let typeName: String
    public let identifier: String

    public init<Owner>(_ owner: Owner.Type, identifier: String = "") {
        type = ObjectIdentifier(owner)
        typeName = String(describing: owner)
        self.identifier = identifier
    }

    public var description: String { identifier.isEmpty ? typeName : "\(typeName)#\(identifier)" }
}

/// Where a piece of state lives: the scopes of the stateful components from the root down to its
/// owner. Two stateful components with the same path would share state, which is an error.
public struct ScopePath: Hashable, Sendable, CustomStringConvertible {
    public let scopes: [ComponentScope]

    public init(_ scopes: [ComponentScope]) {
        self.scopes = scopes
    }

    public init(_ scopes: ComponentScope...) {
        self.scopes = scopes
    }

    func appending(_ scope: ComponentScope) -> ScopePath { ScopePath(scopes + [scope]) }

    public var description: String { scopes.isEmpty ? "(root)" : scopes.map(\.description).joined(separator: " / ") }
}

/// Why a `ComponentTree` could not be built or updated.
public enum ComponentTreeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Two stateful components under the same scoped parent have the same type and identifier.
    case scopeCollision(ScopePath)
    /// No stateful component in the tree has this path.
    case unknownScope(ScopePath)
    /// The state at this path is not of the type the update asked for.
    case stateTypeMismatch(ScopePath, expected: String, actual: String)

    public var description: String {
        switch self {
        case .scopeCollision(let path):
            let owner = path.scopes.last.map(\.description) ?? "?"
            return "two sibling components have the same scope \(owner) (at \(path)): they would share "
                + "state; give each a distinct identifier"
        case .unknownScope(let path):
            return "no stateful component has the scope path \(path)"
        case .stateTypeMismatch(let path, let expected, let actual):
            return "the state at \(path) is a \(actual), not a \(expected)"
        }
    }
}
