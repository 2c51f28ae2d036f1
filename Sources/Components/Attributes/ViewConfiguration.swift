import Views

/// The view a component wants: a kind and the attributes to set on it.
///
/// Attributes are unique by identifier (a later one replaces an earlier one with the same
/// identifier). The reuse key (kind plus the identifiers of the persistent attributes) and the hash
/// are computed once here, on the thread that builds the component, so mounting compares keys
/// without looking at attributes and tells most unequal configurations apart in O(1).
public struct ViewConfiguration: Hashable, Sendable {
    public let kind: ViewKind
    public let attributes: [Attribute]
    let reuseKey: ReuseKey
    /// The hash of `kind` and `attributes`.
    private let contentHash: Int

    /// - Complexity: O(n log n) in the number of attributes.
    public init(kind: ViewKind, attributes: [Attribute] = []) {
        self.kind = kind
        var seen: [String: Int] = [:]
        var unique: [Attribute] = []
        unique.reserveCapacity(attributes.count)
        for attribute in attributes {
            if let index = seen[attribute.identifier] {
                unique[index] = attribute
            } else {
                seen[attribute.identifier] = unique.count
                unique.append(attribute)
            }
        }
        self.attributes = unique
        reuseKey = ReuseKey(kind: kind, persistentIdentifiers: unique.filter(\.isPersistent).map(\.identifier).sorted())
        var hasher = Hasher()
        hasher.combine(kind)
        hasher.combine(unique)
        contentHash = hasher.finalize()
    }

    /// A plain container with these attributes.
    public static func view(_ attributes: [Attribute] = []) -> ViewConfiguration {
        ViewConfiguration(kind: .view, attributes: attributes)
    }

    /// The stored hashes first: configurations that differ almost always differ there.
    public static func == (lhs: ViewConfiguration, rhs: ViewConfiguration) -> Bool {
        lhs.contentHash == rhs.contentHash && lhs.kind == rhs.kind && lhs.attributes == rhs.attributes
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(contentHash)
    }
}

/// Which pooled views may serve a configuration: same kind, same persistent attribute identifiers.
/// A view that carries a persistent attribute can only go to a component that sets it again, so
/// no value that cannot be undone ever shows in a component that did not ask for it.
///
/// Mounting hashes keys for every view it mounts, so the hash is computed once, here.
struct ReuseKey: Hashable, Sendable {
    let kind: ViewKind
    let persistentIdentifiers: [String]
    private let precomputedHash: Int

    init(kind: ViewKind, persistentIdentifiers: [String]) {
        self.kind = kind
        self.persistentIdentifiers = persistentIdentifiers
        var hasher = Hasher()
        hasher.combine(kind)
        hasher.combine(persistentIdentifiers)
        precomputedHash = hasher.finalize()
    }

    static func == (lhs: ReuseKey, rhs: ReuseKey) -> Bool {
        lhs.precomputedHash == rhs.precomputedHash && lhs.kind == rhs.kind
            && lhs.persistentIdentifiers == rhs.persistentIdentifiers
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(precomputedHash)
    }
}
