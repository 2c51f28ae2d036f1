/// The distribution of the one-sample Kolmogorov statistic D_n = sup |F_n(x) - F(x)|, whose upper tail
/// is the asymptotic two-sample KS p-value (SciPy's `kstwo.sf`).
///
/// Which formula applies where follows Simard and L'Ecuyer, "Computing the Two-Sided Kolmogorov-Smirnov
/// Distribution", J. Stat. Softw. 39(11), 2011, with SciPy's thresholds, so results agree with SciPy:
/// - exact closed forms at the ends (Ruben and Gambino): n x <= 1 and n x >= n - 1;
/// - twice the one-sided Smirnov tail (exact once x >= 1/2, a tight bound far in the tail);
/// - Durbin's matrix in Marsaglia, Tsang and Wang's form (exact) for the body when n is small, or x is;
/// - the Pelz-Good asymptotic series for the body when n is large.
/// Where SciPy uses Pomeranz's recursion (n <= 140, 0.754693 < n x^2 <= 4), the Durbin matrix is used
/// instead: both are exact, and agree to rounding.
import Foundation

enum KolmogorovDistribution {
    /// P(D_n >= x).
    static func survival(_ x: Double, n: Int) -> Double {
        guard n > 0 else { return 1 }
        if x >= 1 { return 0 }
        if x <= 0 { return 1 }
        let size = Double(n)
        let t = size * x
        if t <= 1 {
            // Ruben-Gambino: below 1/(2n) no sample can be that close; up to 1/n, P(D < x) = n!/n^n (2t-1)^n.
            if t <= 0.5 { return 1 }
            return 1 - exp(logFactorialOverPower(n) + size * log(2 * t - 1))
        }
        if t >= size - 1 { return 2 * pow(1 - x, size) }
        if x >= 0.5 { return clamp(2 * Smirnov.survival(x, n: n)) }

        let nxSquared = t * x
        if n <= 140 {
            if nxSquared <= 4 { return clamp(1 - DurbinMatrix.cumulative(x, n: n)) }
            return clamp(2 * Smirnov.survival(x, n: n))
        }
        if nxSquared >= 370 { return 0 }
        if nxSquared >= 2.2 { return clamp(2 * Smirnov.survival(x, n: n)) }
        if n <= 100_000 && size * pow(x, 1.5) <= 1.4 { return clamp(1 - DurbinMatrix.cumulative(x, n: n)) }
        return clamp(1 - PelzGood.cumulative(x, n: n))
    }

    /// log(n! / n^n), exact summation for small n, lgamma above.
    static func logFactorialOverPower(_ n: Int) -> Double {
        let size = Double(n)
        if n <= 140 { return (1...n).reduce(0.0) { $0 + log(Double($1) / size) } }
        return logGamma(size + 1) - size * log(size)
    }

    static func clamp(_ p: Double) -> Double { min(max(p, 0), 1) }
}

/// log Γ(x) for x > 0 (Glibc's, named apart from the overload that also returns the sign).
func logGamma(_ x: Double) -> Double {
    let value: Double = lgamma(x)
    return value
}

/// The one-sided Kolmogorov-Smirnov tail P(D+_n >= x), by the Birnbaum-Tingey sum (exact).
enum Smirnov {
    /// P(D+_n >= x) = x Σ_{j=0}^{⌊n(1-x)⌋} C(n, j) (1 - x - j/n)^(n-j) (x + j/n)^(j-1).
    /// Every term is positive; each is formed in logarithms so large n neither overflows nor underflows.
    static func survival(_ x: Double, n: Int) -> Double {
        if x <= 0 { return 1 }
        if x >= 1 { return 0 }
        let size = Double(n)
        let last = Int((size * (1 - x)).rounded(.down))
        let logFactorialN = logGamma(size + 1)
        var sum = 0.0
        for j in 0...last {
            let k = Double(j)
            let below = 1 - x - k / size
            let above = x + k / size
            // The term with j = n (1 - x) exactly has a zero factor, unless it is the only power (j = n).
            if below <= 0 && j < n { continue }
            let logChoose = logFactorialN - logGamma(k + 1) - logGamma(size - k + 1)
            let logTerm = logChoose + (size - k) * (below > 0 ? log(below) : 0) + (k - 1) * log(above)
            sum += exp(logTerm)
        }
        return x * sum
    }
}
