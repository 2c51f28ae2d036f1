import Foundation

/// A logarithmic axis from a round value (1, 2 or 5 × 10^k) at or below the smallest value to one at or
/// above the largest, so that both ends are tick values and no end label falls off the scale.
struct LogScale {
    let low: Double
    let high: Double

    init(from smallest: Double, to largest: Double) {
        let smallest = smallest.isFinite && smallest > 0 ? smallest : 1
        low = NiceScale.roundDown(smallest)
        let high = NiceScale.roundUp(max(largest, smallest))
        self.high = high > low * (1 + 1e-9) ? high : NiceScale.roundUp(low * 1.5)
    }

    /// Where `value` lies: 0 at `low`, 1 at `high`.
    func fraction(_ value: Double) -> Double {
        (log10(value) - log10(low)) / (log10(high) - log10(low))
    }

    func contains(_ value: Double) -> Bool {
        value >= low * (1 - 1e-9) && value <= high * (1 + 1e-9)
    }

    /// Tick values whose labels fit side by side on an axis `length` units long: 1, 2 and 5 × 10^k if they fit,
    /// else the powers of ten, else every other (third, …) power of ten.
    func ticks(length: Double) -> [Double] {
        let first = Self.power(low)
        let last = Self.power(high)
        var decadeStride = 1
        while true {
            for mantissas in decadeStride == 1 ? [[1.0, 2, 5], [1.0]] : [[1.0]] {
                let values = stride(from: first, through: last, by: 1).filter { $0 % decadeStride == 0 }.flatMap { power in
                    mantissas.map { $0 * pow(10, Double(power)) }
                }.filter(contains)
                if fits(values, length: length) || decadeStride > last - first { return values }
            }
            decadeStride += 1
        }
    }

    /// The tick's number with the decimals its size needs (`0.05`, `0.1`, `20`).
    static func label(_ value: Double) -> String {
        String(format: "%.\(max(0, -power(value)))f", value)
    }

    private func fits(_ values: [Double], length: Double) -> Bool {
        zip(values, values.dropFirst()).allSatisfy { left, right in
            length * (fraction(right) - fraction(left))
                >= (ChartText.width(Self.label(left)) + ChartText.width(Self.label(right))) / 2 + ChartText.gap
        }
    }

    private static func power(_ value: Double) -> Int {
        Int((log10(value) + 1e-9).rounded(.down))
    }
}
