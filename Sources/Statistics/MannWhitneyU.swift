/// The two-sided Mann-Whitney U test (Wilcoxon rank-sum): does one sample tend to hold larger values than
/// the other? It matches `scipy.stats.mannwhitneyu(current, baseline, alternative="two-sided")`, whose U is
/// the statistic of the first sample, here `current`.

public enum MannWhitneyU {
    public enum Method: String, Sendable, Hashable, Codable {
        /// SciPy 1.17's rule: exact when one sample has at most 8 values and no value is tied, else asymptotic.
        case auto
        /// The exact null distribution of U. It assumes no ties (tied U values are truncated, as in SciPy).
        case exact
        /// The normal approximation with the tie correction and a continuity correction of 1/2.
        case asymptotic
    }

    public struct Result: Sendable, Hashable, Codable {
        /// U of the current sample: how many (current, baseline) pairs have the current value larger,
        /// ties counting one half. 0 ... m n.
        public var u: Double
        public var pValue: Double
        /// The method used; never `.auto`.
        public var method: Method
    }

    /// The largest sample `.auto` still computes exactly, when the samples hold no ties.
    public static let exactAutoLimit = 8

    /// - Complexity: O((m + n) log(m + n)) asymptotic; exact O(m n min(U, mn - U)).
    public static func test(
        baseline: [Double], current: [Double], method: Method = .auto
    ) throws(StatisticsError) -> Result {
        try validate(baseline, as: .baseline)
        try validate(current, as: .current)
        let m = current.count, n = baseline.count
        let pooled = PooledRanks(current + baseline)
        let rankSum = pooled.ranks[0..<m].reduce(0, +)
        let u = rankSum - Double(m * (m + 1)) / 2
        let larger = max(u, Double(m * n) - u)

        var used = method
        if method == .auto {
            let small = min(m, n) <= exactAutoLimit
            used = small && !pooled.hasTies ? .exact : .asymptotic
        }
        let p: Double
        switch used {
        case .exact, .auto:
            // P(U >= larger) = P(U <= mn - larger) by symmetry; summing the lower tail keeps small p precise.
            let lowerTail = m * n - Int(larger)
            p = 2 * UDistribution.cumulative(m: m, n: n, upTo: lowerTail)
        case .asymptotic:
            p = asymptoticPValue(larger: larger, m: m, n: n, tieGroupSizes: pooled.tieGroupSizes)
        }
        return Result(u: u, pValue: min(max(p, 0), 1), method: used)
    }

    /// 2 P(Z > z) with z = (U_max - mn/2 - 1/2) / σ, σ corrected for ties.
    static func asymptoticPValue(larger: Double, m: Int, n: Int, tieGroupSizes: [Int]) -> Double {
        let mn = Double(m) * Double(n)
        let total = Double(m + n)
        let tieTerm = tieGroupSizes.reduce(0.0) { sum, size in
            let t = Double(size)
            return sum + (t * t * t - t)
        }
        // With a single value in the pool, N (N - 1) is 0 and so is the tie term: no correction.
        let tieCorrection = total > 1 ? tieTerm / (total * (total - 1)) : 0
        let variance = mn / 12 * ((total + 1) - tieCorrection)
        // All values equal: U sits at its mean and nothing can be inferred.
        guard variance > 0 else { return 1 }
        let z = (larger - mn / 2 - 0.5) / variance.squareRoot()
        return 2 * NormalDistribution.survival(z)
    }
}
