/// The benchmark commands' timing: one monotonic clock, one untimed warm-up run, then timed rounds,
/// summarised as the median and the best round per item, in milliseconds.
enum BenchTimer {
    /// Runs `body` once untimed, then `rounds` times timed; the figures are per item.
    static func pass(_ name: String, rounds: Int, items: Int, _ body: () -> Void) -> BenchPass {
        body()
        let clock = ContinuousClock()
        var samples: [Double] = []
        samples.reserveCapacity(rounds)
        for _ in 0..<max(1, rounds) {
            let elapsed = clock.measure(body)
            samples.append(Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) * 1e-15)
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
        let sorted = milliseconds.sorted()
        let scale = 1 / Double(max(items, 1))
        self.name = name
        let mid = sorted.count / 2
        let median = sorted.isEmpty ? 0 : sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
        medianMilliseconds = median * scale
        bestMilliseconds = (sorted.first ?? 0) * scale
    }
}
