/// The Hodges-Lehmann estimate of a shift between two samples: the median of all m n pairwise differences
/// current - baseline. Unlike a difference of medians it uses every value, and unlike a difference of means
/// one outlier barely moves it; it is the shift the Mann-Whitney test is about.

public enum HodgesLehmann {
    /// The median of current[i] - baseline[j] over all pairs; positive when current is larger.
    /// - Complexity: O(m n) time and memory.
    public static func shift(baseline: [Double], current: [Double]) throws(StatisticsError) -> Double {
        try validate(baseline, as: .baseline)
        try validate(current, as: .current)
        return pairwiseMedian(baseline: baseline, current: current)
    }

    /// The estimate for validated samples.
    static func pairwiseMedian<B: Collection<Double>, C: Collection<Double>>(baseline: B, current: C) -> Double {
        var differences: [Double] = []
        differences.reserveCapacity(baseline.count * current.count)
        for x in current {
            for y in baseline { differences.append(x - y) }
        }
        return differences.selectMedian()
    }
}
