import Synchronization

/// A value over time: a current ``value`` plus the stream of its updates, ``changes``.
///
/// Built from a stream of changes with ``Changes/accumulate(startingFrom:_:)``, or from another
/// `Changing` with ``map(_:)``. The delivery rules (ordering, re-entrancy, threads, lifetime) are those
/// of ``Changes``, applied to ``changes``.
///
/// Consistency: a new value is stored before it is announced, so an observer of ``changes`` that reads
/// ``value`` while being given an update reads that update. Read from elsewhere, ``value`` is a
/// snapshot that may be superseded at once by an update on another thread.
///
/// `changes` carries updates only: observe it, then read `value` for the starting point.
public struct Changing<Value: Sendable>: Sendable {
    /// The updates, announced after each change of ``value``, with the new value.
    public let changes: Changes<Value>

    /// Reads the current value with its version; the version grows by one at each update.
    let current: @Sendable () -> Versioned<Value>

    init(changes: Changes<Value>, current: @escaping @Sendable () -> Versioned<Value>) {
        self.changes = changes
        self.current = current
    }

    /// The current value. Thread-safe.
    ///
    /// - Complexity: one lock acquisition for an accumulated value; see ``map(_:)`` for a mapped one.
    public var value: Value {
        current().value
    }
}

/// A value tagged with the number of updates that led to it, so derived values can be cached.
struct Versioned<Value: Sendable>: Sendable {
    var value: Value
    var version: UInt64
}

/// The mutable cell behind an accumulated ``Changing``. A class because `Mutex` is not copyable and the
/// cell is shared by the reducer and the readers.
final class ValueStore<Value: Sendable>: Sendable {
    private let cell: Mutex<Versioned<Value>>

    init(_ initial: Value) {
        cell = Mutex(Versioned(value: initial, version: 0))
    }

    var current: Versioned<Value> {
        cell.withLock { $0 }
    }

    func replace(with value: Value) {
        cell.withLock { $0 = Versioned(value: value, version: $0.version &+ 1) }
    }
}
