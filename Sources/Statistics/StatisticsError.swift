/// Why a statistic could not be computed. Every public function of the module throws one of these on bad
/// input instead of returning NaN or trapping, so the gate can name the sample and stop with exit code 2.

/// Which sample a value came from, so an error can name it.
public enum SampleRole: String, Sendable, Hashable, Codable {
    /// The single sample of a descriptive statistic.
    case values
    /// The stored run the gate compares against.
    case baseline
    /// The run being judged.
    case current
}

public enum StatisticsError: Error, Sendable, Hashable, CustomStringConvertible {
    case emptySample(SampleRole)
    case nonFiniteValue(SampleRole, index: Int)
    case tooFewRepetitions(SampleRole, count: Int, minimum: Int)
    /// A parameter outside its domain; `requirement` completes the sentence "must be ...".
    case invalidParameter(name: String, requirement: String)

    public var description: String {
        switch self {
        case .emptySample(let role):
            "\(role.rawValue): must not be empty"
        case .nonFiniteValue(let role, let index):
            "\(role.rawValue)[\(index)]: must be a finite number"
        case .tooFewRepetitions(let role, let count, let minimum):
            "\(role.rawValue): \(count) repetitions, at least \(minimum) needed"
        case .invalidParameter(let name, let requirement):
            "\(name): must be \(requirement)"
        }
    }
}

/// Checks one sample: non-empty and every value finite.
func validate(_ values: [Double], as role: SampleRole) throws(StatisticsError) {
    if values.isEmpty { throw .emptySample(role) }
    if let index = values.firstIndex(where: { !$0.isFinite }) { throw .nonFiniteValue(role, index: index) }
}

/// Checks a probability-like parameter lies in the open interval (0, 1).
func validateOpenUnit(_ value: Double, name: String) throws(StatisticsError) {
    guard value > 0, value < 1 else { throw .invalidParameter(name: name, requirement: "between 0 and 1 (exclusive)") }
}
