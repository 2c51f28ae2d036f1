import Synchronization

extension Changing {
    /// A value over time that is always `transform(value)`, and whose updates are `transform` of this
    /// one's updates.
    ///
    /// The mapped value is computed when read and cached per update: `transform` runs once per update for
    /// ``Changing/changes`` and at most once more per update for reads (twice if two threads read a new
    /// update at the same moment). `transform` should be pure. The result keeps this value alive.
    ///
    /// - Complexity: O(1) to create; a read costs two lock acquisitions plus, on the first read after an
    ///   update, one `transform` call.
    public func map<Transformed: Sendable>(
        _ transform: @escaping @Sendable (Value) -> Transformed
    ) -> Changing<Transformed> {
        let source = current
        let cache = MappedCache<Transformed>()
        return Changing<Transformed>(changes: changes.map(transform)) {
            let original = source()
            if let hit = cache.value(at: original.version) {
                return hit
            }
            let mapped = Versioned(value: transform(original.value), version: original.version)
            cache.store(mapped)
            return mapped
        }
    }
}

/// The last value computed by a ``Changing/map(_:)``, with the source version it came from.
final class MappedCache<Value: Sendable>: Sendable {
    private let cell = Mutex<Versioned<Value>?>(nil)

    func value(at version: UInt64) -> Versioned<Value>? {
        cell.withLock { cached in
            cached?.version == version ? cached : nil
        }
    }

    func store(_ value: Versioned<Value>) {
        cell.withLock { cached in
            // Two readers may race; never replace a newer value with an older one.
            if cached.map({ $0.version <= value.version }) ?? true {
                cached = value
            }
        }
    }
}
