/// The percentile the benchmark commands report beside their medians (p90 of figures the code measured
/// itself). Nearest rank, not interpolated: the figure reported is one that was measured.
extension Collection where Element == Double {
    /// The nearest-rank percentile, `fraction` in 0...1: the smallest value with at least that fraction of
    /// the values at or below it; 0 when empty.
    /// - Complexity: O(n log n).
    public func nearestRank(_ fraction: Double) -> Double {
        let sorted = self.sorted()
        guard !sorted.isEmpty else { return 0 }
        let rank = Int((fraction * Double(sorted.count)).rounded(.up))
        return sorted[Swift.min(Swift.max(rank, 1), sorted.count) - 1]
    }
}
