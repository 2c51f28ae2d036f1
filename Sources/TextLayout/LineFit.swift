/// Whether a line of so many subunits fits the width, as one integer comparison per question.
///
/// A line fits when `Double(units) * scale <= maxWidth + Typesetter.widthTolerance`. The conversion and
/// the product both grow with `units` (IEEE rounding is monotonic and `scale` is not negative), so the
/// units that fit are exactly those up to a bound: found once per layout by bisection, instead of a
/// conversion and a product for every cluster a line takes, with the same answers.
struct LineFit {
    /// The most subunits that fit; `nil` when nothing fits, not even an empty line.
    let maxUnits: Int64?

    /// - Parameters:
    ///   - scale: points per subunit, not negative.
    ///   - maxWidth: the width in points (infinite: everything fits).
    init(scale: Double, maxWidth: Double) {
        let limit = maxWidth + Typesetter.widthTolerance
        let fits = { (units: Int64) in Double(units) * scale <= limit }
        guard fits(.min) else {
            maxUnits = nil
            return
        }
        guard !fits(.max) else {
            maxUnits = .max
            return
        }
        // Units mapped to UInt64 in the same order (sign bit flipped), so the bisection cannot overflow.
        func units(_ ordered: UInt64) -> Int64 { Int64(bitPattern: ordered ^ (1 << 63)) }
        var low: UInt64 = 0
        var high: UInt64 = .max
        while high - low > 1 {
            let middle = low + (high - low) / 2
            if fits(units(middle)) { low = middle } else { high = middle }
        }
        maxUnits = units(low)
    }

    /// Whether a line `units` subunits wide fits.
    func fits(_ units: Int64) -> Bool {
        guard let maxUnits else { return false }
        return units <= maxUnits
    }
}
