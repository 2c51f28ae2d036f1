import Histogram

/// Frame-time percentiles in milliseconds, from an HdrHistogram of the frames recorded in whole
/// nanoseconds with three significant digits (so each percentile is within 0.1% of a recorded
/// value: HdrHistogram reports the highest value equivalent to the bucket it falls in; a 0.47 µs frame
/// stays 0.00047 ms, where whole microseconds made it 0). `max` is the exact largest sample, not a
/// bucket bound. Stored unrounded: ratios are taken from these values.
public struct FramePercentiles: Hashable, Sendable, Codable {
    public let p50: Double
    public let p90: Double
    public let p95: Double
    public let p99: Double
    public let max: Double

    public init(p50: Double, p90: Double, p95: Double, p99: Double, max: Double) {
        self.p50 = p50
        self.p90 = p90
        self.p95 = p95
        self.p99 = p99
        self.max = max
    }

    /// The percentiles of `milliseconds` (all zero when empty). Negative or non-finite samples are
    /// recorded as 0.
    /// - Complexity: O(n) records plus O(buckets) per percentile.
    public init(milliseconds: [Double]) {
        guard !milliseconds.isEmpty else {
            self.init(p50: 0, p90: 0, p95: 0, p99: 0, max: 0)
            return
        }
        var histogram = Histogram<UInt64>(numberOfSignificantValueDigits: .three)
        histogram.autoResize = true
        for value in milliseconds {
            _ = histogram.record(Self.nanoseconds(value))
        }
        func at(_ percentile: Double) -> Double { Double(histogram.valueAtPercentile(percentile)) / 1_000_000 }
        self.init(p50: at(50), p90: at(90), p95: at(95), p99: at(99), max: milliseconds.max() ?? 0)
    }

    /// A sample in whole nanoseconds, as recorded in the histogram (at most about 292 years).
    static func nanoseconds(_ milliseconds: Double) -> UInt64 {
        guard milliseconds.isFinite, milliseconds > 0 else { return 0 }
        return UInt64(min((milliseconds * 1_000_000).rounded(), Double(UInt64.max / 2)))
    }
}
