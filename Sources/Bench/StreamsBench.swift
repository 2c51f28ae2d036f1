import Streams

/// `update-bench`'s streams figure: `StreamsBenchmark.announceThroughMaps` (a chain of `depth` maps to
/// `observers` observers), run once untimed on a tenth of the announcements, then timed on all of them.
///
/// Thread: any; blocks it while it runs. Not a test: times depend on the machine.
public struct StreamsBench: Sendable, Encodable {
    public let depth: Int
    public let observers: Int
    public let announcements: Int
    public let deliveries: Int
    public let milliseconds: Double
    public let nanosecondsPerDelivery: Double

    public static func measure(announcements: Int, depth: Int = 10, observers: Int = 1_000) -> StreamsBench {
        _ = StreamsBenchmark.announceThroughMaps(depth: depth, observers: observers, announcements: max(1, announcements / 10))
        let run = StreamsBenchmark.announceThroughMaps(depth: depth, observers: observers, announcements: announcements)
        return StreamsBench(depth: depth, observers: observers, announcements: announcements, deliveries: run.deliveries,
                            milliseconds: run.seconds * 1e3,
                            nanosecondsPerDelivery: run.seconds * 1e9 / Double(max(run.deliveries, 1)))
    }

    public func line() -> String {
        String(format: "streams: %d announcements through %d maps to %d observers: %.3f ms, %.2f ns per delivery",
               announcements, depth, observers, milliseconds, nanosecondsPerDelivery)
    }
}
