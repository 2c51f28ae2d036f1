import Statistics
/// Timing shared by the benchmark commands: one monotonic clock, warm-up runs thrown away, sorted
/// samples, and the same summary for every pass.
enum BenchTiming {
    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }

    /// Runs `body` `warmUp` times untimed, then `count` times timed; the samples, in seconds, sorted.
    static func sample(count: Int, warmUp: Int, _ body: () -> Void) -> [Double] {
        for _ in 0..<warmUp { body() }
        let clock = ContinuousClock()
        var samples: [Double] = []
        samples.reserveCapacity(count)
        for _ in 0..<count { samples.append(seconds(clock.measure(body))) }
        return samples.sorted()
    }

    /// The nearest-rank percentile of sorted values (0 for none).
    static func percentile(_ fraction: Double, of sorted: [Double]) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let rank = Int((fraction * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }
}

/// One timed pass of a benchmark, in microseconds (per item where the pass times several).
struct BenchPass: Encodable {
    let name: String
    let medianMicroseconds: Double
    let bestMicroseconds: Double

    /// Summarizes sorted samples in seconds, each covering `items` items.
    init(name: String, sortedSeconds: [Double], items: Int = 1) {
        let scale = 1e6 / Double(max(items, 1))
        self.name = name
        medianMicroseconds = sortedSeconds.median * scale
        bestMicroseconds = (sortedSeconds.first ?? 0) * scale
    }
}
