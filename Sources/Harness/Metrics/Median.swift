extension Array where Element == Double {
    /// The median (the mean of the two middle values for an even count); 0 when empty.
    /// - Complexity: O(n log n).
    var median: Double {
        let sorted = sorted()
        guard !sorted.isEmpty else { return 0 }
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }
}
