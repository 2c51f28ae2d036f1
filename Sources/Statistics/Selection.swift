/// Order statistics without a full sort, for the medians the bootstrap takes thousands of times.

extension Array where Element == Double {
    /// The median (mean of the two middle values when the count is even) of a non-empty array,
    /// reordering it in place.
    /// - Complexity: O(n) on average (quickselect).
    mutating func selectMedian() -> Double {
        let middle = count / 2
        let upper = selectSmallest(middle)
        guard count % 2 == 0 else { return upper }
        // After selection everything before `middle` is <= upper; the lower middle is their largest.
        let lower = self[0..<middle].max() ?? upper
        return lower + (upper - lower) / 2
    }

    /// Reorders so that self[k] is the k-th smallest (0-based), smaller ones before it, larger after.
    @discardableResult
    mutating func selectSmallest(_ k: Int) -> Double {
        var low = 0, high = count - 1
        while low < high {
            // Median of three as the pivot avoids the quadratic case on sorted input.
            let mid = low + (high - low) / 2
            let pivot = Swift.max(Swift.min(self[low], self[mid]), Swift.min(Swift.max(self[low], self[mid]), self[high]))
            var i = low, j = high
            while i <= j {
                while self[i] < pivot { i += 1 }
                while self[j] > pivot { j -= 1 }
                if i <= j {
                    swapAt(i, j)
                    i += 1
                    j -= 1
                }
            }
            if k <= j { high = j } else if k >= i { low = i } else { break }
        }
        return self[k]
    }
}
