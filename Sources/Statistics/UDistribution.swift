/// The exact null distribution of the Mann-Whitney U statistic, for samples without ties.

enum UDistribution {
    /// P(U <= k) for samples of sizes m and n under the null hypothesis.
    ///
    /// Every arrangement of the pooled ranks is equally likely. The last pooled value comes from the first
    /// sample with probability i / (i + j), and then adds j to U; so with P(i, j, u) the probability for
    /// sizes i and j, P(i, j, u) = i/(i+j) P(i-1, j, u-j) + j/(i+j) P(i, j-1, u). Only non-negative terms are
    /// added, so tails stay precise, and probabilities (not counts) never overflow.
    /// - Complexity: O(m n k) time, O(min(m, n) k) memory.
    static func cumulative(m: Int, n: Int, upTo k: Int) -> Double {
        guard k >= 0 else { return 0 }
        if k >= m * n { return 1 }
        // The distribution is symmetric in the two sizes; iterate over the smaller one in memory.
        let small = min(m, n), large = max(m, n)
        let width = k + 1
        // rows[i][u] = P(i, j, u) for the current j, i = 0 ... small.
        var rows = [[Double]](repeating: [Double](repeating: 0, count: width), count: small + 1)
        // j = 0: U is 0 for every i.
        for i in 0...small { rows[i][0] = 1 }
        if large > 0 {
            for j in 1...large {
                // rows[0] stays the point mass at 0 (no value of the first sample, U = 0).
                if small == 0 { break }
                for i in 1...small {
                    let fromFirst = Double(i) / Double(i + j)
                    let fromSecond = Double(j) / Double(i + j)
                    var next = [Double](repeating: 0, count: width)
                    for u in 0..<width {
                        var p = fromSecond * rows[i][u]
                        if u >= j { p += fromFirst * rows[i - 1][u - j] }
                        next[u] = p
                    }
                    rows[i] = next
                }
            }
        }
        return min(rows[small].reduce(0, +), 1)
    }
}
