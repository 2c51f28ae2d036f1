/// A struct of counts of work (`Int` fields, counts not times) that lists its counters once, in `counters`:
/// the difference between two readings, the sum of two, and each counter's name and label come from that
/// list, so a counter added to the struct and to the list is subtracted, added, written and shown
/// everywhere, and one left out of the list is caught by `CounterSetTests` (it compares the list with the
/// struct's stored properties).
public protocol CounterSet: Sendable, Hashable {
    init()
    /// Every counter of the struct, in the order readers show them.
    static var counters: [Counter<Self>] { get }
}

/// One counter of a `CounterSet`: where it is kept, its field name (run.json, the gate's tolerances) and
/// its label (reports).
public struct Counter<Set>: Sendable {
    public let name: String
    public let label: String
    public let keyPath: any WritableKeyPath<Set, Int> & Sendable

    public init(_ name: String, _ label: String, _ keyPath: any WritableKeyPath<Set, Int> & Sendable) {
        self.name = name
        self.label = label
        self.keyPath = keyPath
    }

    /// The name in snake case, as CSV columns spell it (`viewsCreated`: `views_created`).
    public var column: String {
        name.reduce(into: "") { column, character in
            if character.isUppercase { column += "_" + character.lowercased() } else { column.append(character) }
        }
    }
}

extension CounterSet {
    /// The counts accumulated since `earlier` was read.
    public func since(_ earlier: Self) -> Self {
        var delta = Self()
        for counter in Self.counters { delta[keyPath: counter.keyPath] = self[keyPath: counter.keyPath] - earlier[keyPath: counter.keyPath] }
        return delta
    }

    /// Adds the counts of `other`.
    public mutating func add(_ other: Self) {
        for counter in Self.counters { self[keyPath: counter.keyPath] += other[keyPath: counter.keyPath] }
    }

    /// Each counter's name and value, in the list's order.
    public var values: [(name: String, value: Int)] {
        Self.counters.map { ($0.name, self[keyPath: $0.keyPath]) }
    }
}
