import Synchronization

/// Measurements of the streams' own cost, for the harness to call. Meaningful in release builds only.
public enum StreamsBenchmark {
    /// Times `announcements` values announced into a stream, passed through a chain of `depth` maps,
    /// and delivered to `observers` observers of the last stream, each with its own context.
    ///
    /// Set-up (building the chain, adding observers) and tear-down are not timed; there is no warm-up,
    /// which is the caller's to do. Single-threaded: announcements run on the calling thread.
    ///
    /// - Returns: The wall time of the announcements in seconds, and the number of observer calls,
    ///   `observers * announcements` when the streams work (returned so the work cannot be optimised
    ///   away).
    public static func announceThroughMaps(
        depth: Int,
        observers: Int,
        announcements: Int
    ) -> (seconds: Double, deliveries: Int) {
        precondition(depth >= 0 && observers >= 0 && announcements >= 0, "counts must not be negative")
        let (inlet, source) = Changes<Int>.pipe()
        var stream = source
        for _ in 0..<depth {
            stream = stream.map { $0 &+ 1 }
        }
        let counters = (0..<observers).map { _ in DeliveryCounter() }
        let observations = counters.map { counter in
            stream.observe(with: counter) { counter, _ in counter.record() }
        }

        let clock = ContinuousClock()
        let elapsed = withExtendedLifetime(stream) {
            clock.measure {
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
        return (seconds, deliveries)
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
