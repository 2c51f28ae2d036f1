import Views

/// The view a component wants: a kind and the attributes to set on it.
///
/// Attributes are unique by identifier (a later one replaces an earlier one with the same
/// identifier). The reuse key (kind plus the identifiers of the persistent attributes) and the hash
/// are computed once here, on the thread that builds the component, so mounting compares keys
/// without looking at attributes and tells most unequal configurations apart in O(1).
public struct ViewConfiguration: Hashable, Sendable {
    /// The configuration's parts in one immutable box: a configuration is copied with every layout that
    /// holds it (layouts are values, copied as trees are built and mounted), and a box costs one reference
    /// count for the copy rather than one per array and string inside.
    private final class Storage: Sendable {
        let kind: ViewKind
        let attributes: [Attribute]
        let reuseKey: ReuseKey
        /// The hash of `kind`, the identifiers and the values' fixed-size parts. Strings are left out: a
        /// story's texts are most of a configuration's bytes, hashing them (normalization-aware SipHash) was
        /// the larger part of the initializer's cost on the workers, and configurations that differ only
        /// in a string are told apart by `==` comparing the attributes, which stops at the first difference.
        let contentHash: Int

        init(kind: ViewKind, attributes: [Attribute], reuseKey: ReuseKey, contentHash: Int) {
            self.kind = kind
            self.attributes = attributes
            self.reuseKey = reuseKey
            self.contentHash = contentHash
        }
    }

    private let storage: Storage

    public var kind: ViewKind { storage.kind }
    public var attributes: [Attribute] { storage.attributes }
    var reuseKey: ReuseKey { storage.reuseKey }

    /// - Complexity: O(n²) in the number of attributes (a view has a handful; more than
    ///   `linearScanLimit` go through a dictionary instead), plus the hash of each value's fixed-size
    ///   parts: strings are left out of the hash (see `Storage.contentHash`).
    public init(kind: ViewKind, attributes: [Attribute] = []) {
        let unique = Self.uniqued(attributes)
        var persistent: [String] = []
        var hasher = Hasher()
        hasher.combine(kind)
        hasher.combine(unique.count)
        // Read in place: `for attribute in unique` copies each attribute, retaining its string and closures.
        unique.withUnsafeBufferPointer { unique in
            for index in unique.indices {
                hasher.combine(unique[index].identifier)
                unique[index].value.combineFixedSizeParts(into: &hasher)
                if unique[index].isPersistent { persistent.append(unique[index].identifier) }
            }
        }
        if persistent.count > 1 { persistent.sort() }
        storage = Storage(kind: kind, attributes: unique, reuseKey: ReuseKey(kind: kind, persistentIdentifiers: persistent),
                          contentHash: hasher.finalize())
    }

    /// Up to this many attributes, repeated identifiers are found by comparing each with those kept:
    /// no dictionary to allocate and no identifier to hash.
    static let linearScanLimit = 16

    /// `attributes` with each identifier once, at its first position, holding its last value.
    private static func uniqued(_ attributes: [Attribute]) -> [Attribute] {
        if attributes.count > linearScanLimit {
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
            return unique
        }
        // Nearly always nothing repeats: then the array is kept as it is, without a copy.
        let repeats = attributes.withUnsafeBufferPointer { attributes in
            for index in attributes.indices.dropFirst() {
                for earlier in 0..<index where attributes[earlier].identifier == attributes[index].identifier { return true }
            }
            return false
        }
        guard repeats else { return attributes }
        var unique = attributes
        var kept = 0
        for attribute in attributes {
            if let index = unique[..<kept].firstIndex(where: { $0.identifier == attribute.identifier }) {
                unique[index] = attribute
            } else {
                unique[kept] = attribute
                kept += 1
            }
        }
        if kept < unique.count { unique.removeLast(unique.count - kept) }
        return unique
    }

    /// The properties a view holds once mounted with this configuration (each attribute's property set to its
    /// value; a pooled view's others were undone), so its content can be known, and drawn, before it is
    /// mounted; `nil` when an attribute has closures of its own (`Attribute.property` is `nil`).
    public var properties: [ViewProperty: AttributeValue]? {
        var properties: [ViewProperty: AttributeValue] = [:]
        for attribute in attributes {
            guard let property = attribute.property else { return nil }
            properties[property] = attribute.value
        }
        return properties
    }

    /// A plain container with these attributes.
    public static func view(_ attributes: [Attribute] = []) -> ViewConfiguration {
        ViewConfiguration(kind: .view, attributes: attributes)
    }

    /// The same box, or the stored hashes first: configurations that differ almost always differ there.
    public static func == (lhs: ViewConfiguration, rhs: ViewConfiguration) -> Bool {
        let (left, right) = (lhs.storage, rhs.storage)
        return left === right || left.contentHash == right.contentHash && left.kind == right.kind
            && left.attributes == right.attributes
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.contentHash)
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
