import Foundation
import Testing

/// The SciPy reference values written by scripts/make-stats-fixtures.py.
enum Fixtures {
    static func load<Case: Decodable>(_ name: String, as type: Case.Type) throws -> [Case] {
        let url = try #require(
            Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures"),
            "missing fixture \(name).json"
        )
        return try JSONDecoder().decode(FixtureDocument<Case>.self, from: Data(contentsOf: url)).cases
    }
}

/// A fixture file: the generator's name and version, and the cases.
struct FixtureDocument<Case: Decodable>: Decodable {
    var cases: [Case]
}

/// A sample stored as its values, or as the formula start + step * i for samples too large to store.
struct FixtureSample: Decodable {
    var values: [Double]

    init(from decoder: any Decoder) throws {
        struct Formula: Decodable { var count: Int, start: Double, step: Double }
        let container = try decoder.singleValueContainer()
        if let formula = try? container.decode(Formula.self) {
            values = (0..<formula.count).map { formula.start + formula.step * Double($0) }
        } else {
            values = try container.decode([Double].self)
        }
    }
}

/// Two p-values agree to 1e-9 relative: the statistics must reproduce SciPy's values, not merely come close.
func agrees(_ actual: Double, _ expected: Double, relative: Double = 1e-9) -> Bool {
    if actual == expected { return true }
    return abs(actual - expected) <= relative * abs(expected)
}
