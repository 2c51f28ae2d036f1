/// The two-sided two-sample Kolmogorov-Smirnov test: the largest distance between the two empirical
/// distribution functions. It sees changes of shape and spread that a rank-sum test can miss. It matches
/// `scipy.stats.ks_2samp(current, baseline)` (two-sided), method by method.

public enum KolmogorovSmirnov {
    public enum Method: String, Sendable, Hashable, Codable {
        /// Exact up to `exactAutoLimit` values per sample, as SciPy does; asymptotic above.
        case auto
        /// The exact null distribution, by counting lattice paths; assumes no ties, as SciPy's does.
        /// Asymptotic instead when lcm(m, n) >= 2^31 - 1, as in SciPy.
        case exact
        /// The Kolmogorov distribution of D_k for k = round(mn / (m + n)), as SciPy's `kstwo` gives it.
        case asymptotic
    }

    public struct Result: Sendable, Hashable, Codable {
        /// D: the largest |F_current(x) - F_baseline(x)| over all x, 0 ... 1.
        public var d: Double
        public var pValue: Double
        /// The method used; never `.auto`.
        public var method: Method
    }

    /// The largest sample `.auto` still computes exactly.
    public static let exactAutoLimit = 10_000

    /// - Complexity: O((m + n) log(m + n)) for D; exact p O(m n); asymptotic p at most O(k^3 log k).
    public static func test(
        baseline: [Double], current: [Double], method: Method = .auto
    ) throws(StatisticsError) -> Result {
        try validate(baseline, as: .baseline)
        try validate(current, as: .current)
        let m = current.count, n = baseline.count
        let distance = statisticNumerator(current.sorted(), baseline.sorted())
        let d = Double(distance) / (Double(m) * Double(n))

        var used = method
        if method == .auto { used = max(m, n) <= exactAutoLimit ? .exact : .asymptotic }
        // As SciPy: when lcm(m, n) passes Int32.max even an explicit .exact is computed asymptotically.
        if used == .exact && lcm(m, n) >= Int(Int32.max) { used = .asymptotic }
        let p: Double
        switch used {
        case .exact, .auto:
            p = LatticePaths.probabilityOfReaching(distance: distance, m: m, n: n)
        case .asymptotic:
            let effective = (Double(m) * Double(n) / Double(m + n)).rounded(.toNearestOrEven)
            p = KolmogorovDistribution.survival(d, n: Int(effective))
        }
        return Result(d: d, pValue: min(max(p, 0), 1), method: used)
    }

    static func lcm(_ a: Int, _ b: Int) -> Int {
        var (x, y) = (a, b)
        while y != 0 { (x, y) = (y, x % y) }
        return a / x * b
    }

    /// D scaled by m n, an integer: max over x of |n #(current <= x) - m #(baseline <= x)|.
    /// Working in integers makes "the path reaches D" in the exact test an exact comparison.
    static func statisticNumerator(_ first: [Double], _ second: [Double]) -> Int {
        let m = first.count, n = second.count
        var i = 0, j = 0, largest = 0
        while i < m || j < n {
            // Step past every value equal to the next smallest, in both samples, before measuring.
            let x = j == n || (i < m && first[i] <= second[j]) ? first[i] : second[j]
            while i < m, first[i] == x { i += 1 }
            while j < n, second[j] == x { j += 1 }
            largest = max(largest, abs(i * n - j * m))
        }
        return largest
    }
}
