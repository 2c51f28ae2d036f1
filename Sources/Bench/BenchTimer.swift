import Harness
import Statistics

/// The benchmark engines' timing: the harness's monotonic clock (`FrameClock`), untimed warm-up runs thrown
/// away, then timed rounds, summarised as the median (`Statistics`) and the best round per item, in
/// milliseconds.
enum BenchTimer {
    /// Runs `body` `warmUp` times untimed, then `rounds` times timed; the figures are per item.
    static func pass(_ name: String, rounds: Int, items: Int = 1, warmUp: Int = 1, _ body: () -> Void) -> BenchPass {
        for _ in 0..<max(0, warmUp) { body() }
        let clock = FrameClock()
        var samples: [Double] = []
        samples.reserveCapacity(rounds)
        for _ in 0..<max(1, rounds) {
            samples.append(clock.time(body).milliseconds)
        }
        return BenchPass(name: name, milliseconds: samples, items: items)
    }
}

/// One timed pass of a benchmark: the median and best round, in milliseconds per item.
public struct BenchPass: Sendable, Hashable, Encodable {
    public let name: String
    public let medianMilliseconds: Double
    public let bestMilliseconds: Double

    /// Summarises rounds of `milliseconds`, each covering `items` items.
    public init(name: String, milliseconds: [Double], items: Int = 1) {
        let scale = 1 / Double(max(items, 1))
        self.name = name
        medianMilliseconds = milliseconds.median * scale
        bestMilliseconds = (milliseconds.min() ?? 0) * scale
    }
}
