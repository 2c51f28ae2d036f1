/// Durbin's matrix formula for the exact Kolmogorov distribution P(D_n < x), in the form of Marsaglia,
/// Tsang and Wang, "Evaluating Kolmogorov's Distribution", J. Stat. Softw. 8(18), 2003.
///
/// With k = ⌊n x⌋ + 1, h = k - n x and m = 2k - 1, P(D_n < x) = n!/n^n (H^n)[k-1][k-1] for an m × m matrix
/// H built from h. The power's entries grow fast, so the matrix carries a separate power-of-two exponent and
/// is rescaled (exactly) whenever its entries get large.
import Foundation

enum DurbinMatrix {
    static func cumulative(_ x: Double, n: Int) -> Double {
        let nx = Double(n) * x
        let k = Int(nx.rounded(.down)) + 1
        let size = 2 * k - 1
        let h = Double(k) - nx
        var matrix = Matrix(size: size)
        for i in 0..<size {
            for j in 0..<size where i - j + 1 >= 0 { matrix[i, j] = 1 }
        }
        for i in 0..<size {
            matrix[i, 0] -= pow(h, Double(i + 1))
            matrix[size - 1, i] -= pow(h, Double(size - i))
        }
        if 2 * h - 1 > 0 { matrix[size - 1, 0] += pow(2 * h - 1, Double(size)) }
        for i in 0..<size {
            for j in 0..<size where i - j + 1 > 0 {
                // Divide by (i - j + 1)!, one factor at a time.
                for factor in 1...(i - j + 1) { matrix[i, j] /= Double(factor) }
            }
        }
        var power = matrix.power(n)
        // n!/n^n applied one factor at a time, moving the scale into the exponent as it shrinks.
        var value = power[k - 1, k - 1]
        let size_ = Double(n)
        for i in 1...n {
            value = value * Double(i) / size_
            if value != 0 && abs(value) < 0x1p-400 {
                value = scalbn(value, 400)
                power.exponent -= 400
            }
        }
        return min(max(scalbn(value, power.exponent), 0), 1)
    }
}

/// A square matrix of Doubles times 2^exponent.
struct Matrix {
    let size: Int
    var entries: [Double]
    var exponent = 0

    init(size: Int) {
        self.size = size
        entries = [Double](repeating: 0, count: size * size)
    }

    subscript(row: Int, column: Int) -> Double {
        get { entries[row * size + column] }
        set { entries[row * size + column] = newValue }
    }

    static func * (a: Matrix, b: Matrix) -> Matrix {
        var product = Matrix(size: a.size)
        for i in 0..<a.size {
            for l in 0..<a.size {
                let left = a.entries[i * a.size + l]
                if left == 0 { continue }
                for j in 0..<a.size { product.entries[i * a.size + j] += left * b.entries[l * a.size + j] }
            }
        }
        product.exponent = a.exponent + b.exponent
        product.rescale()
        return product
    }

    /// Keeps the largest entry below 2^400 by moving powers of two into the exponent.
    mutating func rescale() {
        let largest = entries.reduce(0.0) { max($0, abs($1)) }
        guard largest > 0x1p400 else { return }
        for index in entries.indices { entries[index] = scalbn(entries[index], -400) }
        exponent += 400
    }

    /// self^n by repeated squaring (n >= 1).
    func power(_ n: Int) -> Matrix {
        var result: Matrix? = nil
        var base = self
        var remaining = n
        while remaining > 0 {
            if remaining & 1 == 1 { result = result.map { $0 * base } ?? base }
            remaining >>= 1
            if remaining > 0 { base = base * base }
        }
        return result ?? self
    }
}
