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
    @inlinable
    public func since(_ earlier: Self) -> Self {
        var delta = self
        withUnsafeMutableBytes(of: &delta) { target in
            withUnsafeBytes(of: earlier) { CountRow.subtract(target, source: $0) }
        }
        return delta
    }

    /// Adds the counts of `other`.
    @inlinable
    public mutating func add(_ other: Self) {
        withUnsafeMutableBytes(of: &self) { target in
            withUnsafeBytes(of: other) { CountRow.add(target, source: $0) }
        }
    }

    /// Each counter's name and value, in the list's order.
    public var values: [(name: String, value: Int)] {
        Self.counters.map { ($0.name, self[keyPath: $0.keyPath]) }
    }
}

/// A counter set's memory seen as a row of `Int`s. A counter set holds nothing but its listed `Int`s
/// (`CounterSetTests` hold every conforming type to that), so two of one type are combined count by count
/// without a key path per count: key paths made the components pipeline's scroll pass more than twice as
/// many instructions, as its mounting combines these per row.
public enum CountRow {
    /// `target` minus `source`, `Int` by `Int`, in place.
    @inlinable
    public static func subtract(_ target: UnsafeMutableRawBufferPointer, source: UnsafeRawBufferPointer) {
        let stride = MemoryLayout<Int>.stride
        precondition(target.count == source.count && target.count % stride == 0, "not a row of counts")
        for offset in Swift.stride(from: 0, to: target.count, by: stride) {
            target.storeBytes(of: target.load(fromByteOffset: offset, as: Int.self) - source.load(fromByteOffset: offset, as: Int.self),
                              toByteOffset: offset, as: Int.self)
        }
    }

    /// `target` plus `source`, `Int` by `Int`, in place.
    @inlinable
    public static func add(_ target: UnsafeMutableRawBufferPointer, source: UnsafeRawBufferPointer) {
        let stride = MemoryLayout<Int>.stride
        precondition(target.count == source.count && target.count % stride == 0, "not a row of counts")
        for offset in Swift.stride(from: 0, to: target.count, by: stride) {
            target.storeBytes(of: target.load(fromByteOffset: offset, as: Int.self) + source.load(fromByteOffset: offset, as: Int.self),
                              toByteOffset: offset, as: Int.self)
        }
    }
}
