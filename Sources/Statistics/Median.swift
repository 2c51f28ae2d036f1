/// The median of figures the code measured itself (timings, rounds): the one such helper in the project.
/// Samples read from files go through `Descriptive.median`, which refuses empty and non-finite input.
extension Collection where Element == Double {
    /// The median (the mean of the two middle values for an even count); 0 when empty.
    /// - Complexity: O(n log n).
    public var median: Double {
        let sorted = self.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
