import Foundation

/// A linear axis from zero to a round top, ticked at round steps (1, 2 or 5 × 10^k): the scale fits what a
/// chart shows rather than a fixed maximum.
struct NiceScale {
    let top: Double
    let step: Double

    /// A scale whose top is at least `maximum` (plus a little headroom), in about `intervals` steps; no
    /// higher than the step above `ceiling` (a share's 100%) when the values cannot pass it.
    init(covering maximum: Double, intervals: Int = 4, ceiling: Double = .infinity) {
        let maximum = maximum.isFinite && maximum > 0 ? maximum : 1
        step = Self.roundUp(maximum / Double(max(1, intervals)))
        let top = step * (maximum * 1.04 / step).rounded(.up)
        self.top = maximum <= ceiling ? min(top, step * (ceiling / step).rounded(.up)) : top
    }

    /// 0, step, 2 × step, …, top.
    var ticks: [Double] {
        (0...Int((top / step).rounded())).map { Double($0) * step }
    }

    /// The tick's number with as many decimals as the step needs (`0.05`, `0.1`, `20`).
    func label(_ value: Double) -> String {
        if value == 0 { return "0" }
        let decimals = max(0, Int(-(log10(step) + 1e-9).rounded(.down)))
        return String(format: "%.\(decimals)f", value)
    }

    /// The smallest of 1, 2, 5 × 10^k at least `value`.
    static func roundUp(_ value: Double) -> Double {
        guard value.isFinite && value > 0 else { return 1 }
        let power = pow(10, (log10(value) - 1e-9).rounded(.down))
        let mantissa = value / power
        let round: Double = mantissa <= 1 + 1e-9 ? 1 : mantissa <= 2 + 1e-9 ? 2 : mantissa <= 5 + 1e-9 ? 5 : 10
        return round * power
    }

    /// The largest of 1, 2, 5 × 10^k at most `value`.
    static func roundDown(_ value: Double) -> Double {
        guard value.isFinite && value > 0 else { return 1 }
        let power = pow(10, (log10(value) + 1e-9).rounded(.down))
        let mantissa = value / power
        let round: Double = mantissa >= 5 - 1e-9 ? 5 : mantissa >= 2 - 1e-9 ? 2 : 1
        return round * power
    }
}
