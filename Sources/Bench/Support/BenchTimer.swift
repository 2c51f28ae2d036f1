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

    /// Passes whose ratios are compared: each run `warmUp` times untimed, then round by round, every pass in
    /// turn, so that a slower or faster stretch of a shared machine falls on all of them alike. Each pass is
    /// a name, its item count and its body.
    static func interleaved(rounds: Int, warmUp: Int = 1, _ passes: [(String, Int, () -> Void)]) -> [BenchPass] {
        for _ in 0..<max(0, warmUp) { for pass in passes { pass.2() } }
        let clock = FrameClock()
        var samples = Array(repeating: [Double](), count: passes.count)
        for _ in 0..<max(1, rounds) {
            for (index, pass) in passes.enumerated() { samples[index].append(clock.time(pass.2).milliseconds) }
        }
        return passes.indices.map { BenchPass(name: passes[$0].0, milliseconds: samples[$0], items: passes[$0].1) }
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
