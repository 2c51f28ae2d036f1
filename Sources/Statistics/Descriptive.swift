/// Descriptive statistics of one sample: the location and spread the effect floor and the reports use.
/// Quantiles interpolate linearly between order statistics, as NumPy's default (`method="linear"`) does.
import Foundation

public enum Descriptive {
    /// The normal-consistency factor 1 / Φ⁻¹(3/4): a scaled MAD estimates the standard deviation of
    /// normal data, as `scipy.stats.median_abs_deviation(scale="normal")` does.
    public static let normalConsistency = 1.482602218505602

    /// The arithmetic mean.
    /// - Complexity: O(n).
    public static func mean(_ values: [Double]) throws(StatisticsError) -> Double {
        try validate(values, as: .values)
        let count = Double(values.count)
        let mean = values.reduce(0, +) / count
        // Values near the largest Double overflow the sum; dividing each term first keeps it finite.
        return mean.isFinite ? mean : values.reduce(0) { $0 + $1 / count }
    }

    /// The median: the middle order statistic, or the mean of the two middle ones.
    /// - Complexity: O(n log n).
    public static func median(_ values: [Double]) throws(StatisticsError) -> Double {
        try quantile(values, 0.5)
    }

    /// The `probability` quantile with linear interpolation: position h = (n - 1) p in the sorted sample.
    /// - Complexity: O(n log n).
    public static func quantile(_ values: [Double], _ probability: Double) throws(StatisticsError) -> Double {
        try validate(values, as: .values)
        guard probability >= 0, probability <= 1 else {
            throw .invalidParameter(name: "probability", requirement: "between 0 and 1")
        }
        return sortedQuantile(values.sorted(), probability)
    }

    /// The median of absolute deviations from the median, times `scale` (1 for the raw MAD,
    /// `normalConsistency` to estimate a standard deviation).
    /// - Complexity: O(n log n).
    public static func medianAbsoluteDeviation(
        _ values: [Double], scale: Double = 1
    ) throws(StatisticsError) -> Double {
        guard scale.isFinite, scale > 0 else { throw .invalidParameter(name: "scale", requirement: "a positive number") }
        let center = try median(values)
        return sortedQuantile(values.map { abs($0 - center) }.sorted(), 0.5) * scale
    }

    /// The distance between the 75th and 25th percentiles.
    /// - Complexity: O(n log n).
    public static func interquartileRange(_ values: [Double]) throws(StatisticsError) -> Double {
        try validate(values, as: .values)
        let sorted = values.sorted()
        return sortedQuantile(sorted, 0.75) - sortedQuantile(sorted, 0.25)
    }
}

/// The linear-interpolation quantile of an already sorted, non-empty sample.
func sortedQuantile(_ sorted: [Double], _ probability: Double) -> Double {
    let position = Double(sorted.count - 1) * probability
    let lower = Int(position.rounded(.down))
    let upper = min(lower + 1, sorted.count - 1)
    let fraction = position - Double(lower)
    let a = sorted[lower], b = sorted[upper]
    // On an order statistic, or between equal ones, no arithmetic: b - a could overflow for huge values.
    if fraction == 0 || a == b { return a }
    // Interpolating from the nearer end keeps the result exact at both ends and monotone in p.
    return fraction < 0.5 ? a + (b - a) * fraction : b - (b - a) * (1 - fraction)
}
