/// The standard normal tail, for the Mann-Whitney normal approximation.
import Foundation

enum NormalDistribution {
    /// P(Z > z) for a standard normal Z; erfc keeps full relative precision far in the upper tail.
    static func survival(_ z: Double) -> Double {
        0.5 * erfc(z / 2.0.squareRoot())
    }
}
