import Synchronization
@testable import Streams

/// A thread-safe list of what observers saw; also usable as an observation context.
final class Log<Entry: Sendable>: Sendable {
    private let storage = Mutex<[Entry]>([])

    func append(_ entry: Entry) {
        storage.withLock { $0.append(entry) }
    }

    var entries: [Entry] {
        storage.withLock { $0 }
    }
}

/// A context that stores its own observation, the usual shape of a controller observing a stream.
final class Context: Sendable {
    private let observation = Mutex<Observation?>(nil)

    func keep(_ observation: Observation) {
        self.observation.withLock { $0 = observation }
    }
}
