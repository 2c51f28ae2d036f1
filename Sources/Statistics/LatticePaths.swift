/// The exact null distribution of the two-sample Kolmogorov-Smirnov statistic.
///
/// Under the null hypothesis the pooled sorted sample is a uniformly random arrangement of m values of one
/// sample and n of the other: a monotone lattice path from (0, 0) to (m, n), each of the C(m+n, m) paths
/// equally likely. After i steps right and j up the ECDF distance is |i n - j m| / (m n), so P(D >= d) is
/// the probability that the path touches a point with |i n - j m| >= d m n.

enum LatticePaths {
    /// P(D >= distance / (m n)) for a uniformly random path.
    ///
    /// Walks the lattice carrying the probability of being at each point without having touched the
    /// boundary yet; mass arriving on the boundary is added to the answer and stops there. The answer is a
    /// sum of non-negative terms (not 1 minus the probability of staying inside), so small p-values keep
    /// their relative precision.
    /// - Complexity: O(m n) time, O(n) memory.
    static func probabilityOfReaching(distance: Int, m: Int, n: Int) -> Double {
        if distance <= 0 { return 1 }
        var reached = 0.0
        // column[j]: probability of being at (i, j) with the boundary not touched, for the current i.
        var column = [Double](repeating: 0, count: n + 1)
        column[0] = 1
        for i in 0...m {
            for j in 0...n {
                var mass = column[j]
                // Arrivals from (i, j - 1), whose mass for row i is final already.
                if j > 0 { mass += upward(i: i, j: j - 1, m: m, n: n, previous: column[j - 1]) }
                if abs(i * n - j * m) >= distance {
                    reached += mass
                    mass = 0
                }
                column[j] = mass
            }
            // Move every point's mass one step right, to row i + 1; the upward share was used above.
            if i < m {
                for j in 0...n {
                    let remaining = Double(m + n - i - j)
                    column[j] = remaining > 0 ? column[j] * Double(m - i) / remaining : 0
                }
            }
        }
        return min(reached, 1)
    }

    /// The share of the mass at (i, j) that steps up to (i, j + 1): the next pooled value comes from the
    /// second sample with probability (n - j) / (m + n - i - j).
    private static func upward(i: Int, j: Int, m: Int, n: Int, previous: Double) -> Double {
        let remaining = Double(m + n - i - j)
        return remaining > 0 ? previous * Double(n - j) / remaining : 0
    }
}
