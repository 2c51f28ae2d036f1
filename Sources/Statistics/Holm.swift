/// Holm's step-down correction (Holm 1979): p-values adjusted so that rejecting every adjusted p <= alpha
/// keeps the chance of any false alarm across the whole family at most alpha. The gate judges several
/// metrics per run; without it, one of twenty unchanged metrics would fail at alpha 0.05 by chance alone.

public enum Holm {
    /// Adjusted p-values in the order given: the i-th smallest p times (count - i), made non-decreasing
    /// along the sorted order and capped at 1.
    /// - Complexity: O(n log n).
    public static func adjusted(_ pValues: [Double]) throws(StatisticsError) -> [Double] {
        for (index, p) in pValues.enumerated() where !(p >= 0 && p <= 1) {
            throw .invalidParameter(name: "pValues[\(index)]", requirement: "a probability between 0 and 1")
        }
        let order = pValues.indices.sorted { (pValues[$0], $0) < (pValues[$1], $1) }
        var adjusted = [Double](repeating: 0, count: pValues.count)
        var running = 0.0
        for (rank, index) in order.enumerated() {
            running = max(running, min(1, Double(pValues.count - rank) * pValues[index]))
            adjusted[index] = running
        }
        return adjusted
    }
}
