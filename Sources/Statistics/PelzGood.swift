/// The Pelz-Good asymptotic series for the Kolmogorov distribution, P(D_n <= x) ≈ K0 + K1/√n + K2/n +
/// K3/n^(3/2) with z = x √n (Pelz and Good, J. R. Stat. Soc. B 38, 1976; in the theta-function form of
/// Simard and L'Ecuyer 2011, eq. (5)), for large n where the exact methods are too slow.
import Foundation

enum PelzGood {
    static func cumulative(_ x: Double, n: Int) -> Double {
        let z = Double(n).squareRoot() * x
        let z2 = z * z, z4 = z2 * z2, z6 = z4 * z2, z8 = z4 * z4
        let pi2 = Double.pi * Double.pi, pi4 = pi2 * pi2, pi6 = pi4 * pi2
        // exp(-π²/(8z²)) underflows for z below about 0.0417: the probability is 0 there.
        let exponentUnit = -pi2 / (8 * z2)
        if exponentUnit < -708 { return 0 }

        // Sums over odd m = 2k - 1 of polynomials in m² times exp(-π² m² / (8 z²)).
        let terms = Int((16 * z / Double.pi).rounded(.up))
        var sums = [0.0, 0.0, 0.0, 0.0]
        for k in stride(from: terms, through: 1, by: -1) {
            let odd = Double(2 * k - 1)
            let m2 = odd * odd, m4 = m2 * m2, m6 = m4 * m2
            let weight = exp(exponentUnit * m2)
            sums[0] += weight
            sums[1] += weight * (pi2 / 4 * m2 - z2)
            sums[2] += weight * ((6 * z6 + 2 * z4) + pi2 * (2 * z4 - 5 * z2) / 4 * m2 + pi4 * (1 - 2 * z2) / 16 * m4)
            sums[3] += weight * ((-30 * z6 - 90 * z8) + pi2 * (135 * z4 - 96 * z6) / 4 * m2
                + pi4 * (212 * z4 - 60 * z2) / 16 * m4 + pi6 * (5 - 30 * z2) / 64 * m6)
        }
        let root2Pi = (2 * Double.pi).squareRoot()
        let k0 = root2Pi * sums[0] / z
        var k1 = root2Pi * sums[1] / (6 * z4)
        var k2 = root2Pi * sums[2] / (72 * z6 * z)
        var k3 = root2Pi * sums[3] / (6480 * z8 * z2)

        // The second family of terms, over all integers k, with exp(-π² k² / (2 z²)).
        var plain2 = 0.0, plain3 = 0.0
        for k in stride(from: terms, through: 1, by: -1) {
            let kk = Double(k) * Double(k)
            let weight = exp(-pi2 * kk / (2 * z2))
            plain2 += kk * weight
            plain3 += (3 * z2 - pi2 * kk) * kk * weight
        }
        k2 -= pi2 * root2Pi * plain2 / (36 * z2 * z)
        k3 += pi2 * root2Pi * plain3 / (216 * z6)

        let root = Double(n).squareRoot()
        k1 /= root
        k2 /= Double(n)
        k3 /= Double(n) * root
        return k0 + k1 + k2 + k3
    }
}
