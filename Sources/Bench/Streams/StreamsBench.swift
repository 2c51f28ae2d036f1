import Streams
import Synchronization

/// `update-bench`'s streams figure: values announced into a stream, passed through a chain of `depth`
/// maps and delivered to `observers` observers of the last stream, each with its own context. Run once
/// untimed on a tenth of the announcements, then timed on all of them.
///
/// Thread: any; blocks it while it runs, and the announcements run on it. Not a test: times depend on the
/// machine, and they mean something in release builds only.
public struct StreamsBench: Sendable, Encodable {
    public let depth: Int
    public let observers: Int
    public let announcements: Int
    /// Observer calls made: `observers * announcements` when the streams work (kept so that the work
    /// cannot be optimised away, and checked by the tests).
    public let deliveries: Int
    public let milliseconds: Double
    public let nanosecondsPerDelivery: Double

    public static func measure(announcements: Int, depth: Int = 10, observers: Int = 1_000) -> StreamsBench {
        _ = announceThroughMaps(depth: depth, observers: observers, announcements: max(1, announcements / 10))
        return announceThroughMaps(depth: depth, observers: observers, announcements: announcements)
    }

    /// One timed pass, no warm-up. Building the chain, adding the observers and tearing them down are not timed.
    public static func announceThroughMaps(depth: Int, observers: Int, announcements: Int) -> StreamsBench {
        let depth = max(0, depth), observers = max(0, observers), announcements = max(0, announcements)
        let (inlet, source) = Changes<Int>.pipe()
        var stream = source
        for _ in 0..<depth {
            stream = stream.map { $0 &+ 1 }
        }
        let counters = (0..<observers).map { _ in DeliveryCounter() }
        let observations = counters.map { counter in
            stream.observe(with: counter) { counter, _ in counter.record() }
        }
        let elapsed = withExtendedLifetime(stream) {
            ContinuousClock().measure {
                for value in 0..<announcements {
                    inlet.announce(value)
                }
            }
        }
        for observation in observations {
            observation.cancel()
        }
        let deliveries = counters.reduce(0) { $0 + $1.deliveries }
        let (wholeSeconds, attoseconds) = elapsed.components
        let seconds = Double(wholeSeconds) + Double(attoseconds) * 1e-18
        return StreamsBench(depth: depth, observers: observers, announcements: announcements, deliveries: deliveries,
                            milliseconds: seconds * 1e3,
                            nanosecondsPerDelivery: seconds * 1e9 / Double(max(deliveries, 1)))
    }
}

/// A benchmark observer's context: counts its calls.
private final class DeliveryCounter: Sendable {
    private let calls = Atomic<Int>(0)

    func record() {
        calls.wrappingAdd(1, ordering: .relaxed)
    }

    var deliveries: Int { calls.load(ordering: .relaxed) }
}
