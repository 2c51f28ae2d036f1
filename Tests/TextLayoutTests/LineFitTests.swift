import Testing
@testable import TextLayout

/// `LineFit`'s integer bound answers exactly as the floating-point test it replaces.
struct LineFitTests {
    static func direct(_ units: Int64, scale: Double, maxWidth: Double) -> Bool {
        Double(units) * scale <= maxWidth + Typesetter.widthTolerance
    }

    static let scales: [Double] = [0, 1e-9, 15.0 / (2048 * 64), 22.5 / (1000 * 64), 3.0]
    static let widths: [Double] = [0, 1, 87.5, 343, 1e-7, -5, .infinity, -.infinity]

    @Test("The bound agrees with the product at and around it, and far from it", arguments: scales, widths)
    func boundMatchesTheProduct(scale: Double, maxWidth: Double) {
        let fit = LineFit(scale: scale, maxWidth: maxWidth)
        var samples: [Int64] = [.min, .min + 1, -1_000_000, -1, 0, 1, 2, 1_000, 1 << 40, .max - 1, .max]
        if let bound = fit.maxUnits {
            samples += [bound &- 2, bound &- 1, bound, bound &+ 1, bound &+ 2]
        }
        var generator = SystemRandomNumberGenerator()
        samples += (0..<200).map { _ in Int64.random(in: -(1 << 50)...(1 << 50), using: &generator) }
        for units in samples {
            #expect(fit.fits(units) == Self.direct(units, scale: scale, maxWidth: maxWidth),
                    "\(units) at scale \(scale), width \(maxWidth)")
        }
    }
}
