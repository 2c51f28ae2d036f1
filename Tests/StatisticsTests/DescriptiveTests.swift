import Testing
@testable import Statistics

/// Mean, median, quantiles, MAD and IQR against NumPy and SciPy.
@Suite struct DescriptiveTests {
    struct Case: Decodable, CustomTestStringConvertible {
        struct Quantile: Decodable { var p: Double, value: Double }
        var values: [Double]
        var mean: Double
        var median: Double
        var quantiles: [Quantile]
        var medianAbsoluteDeviation: Double
        var medianAbsoluteDeviationNormal: Double
        var interquartileRange: Double
        var testDescription: String { "\(values.count) values" }
    }

    static let cases: [Case] = (try? Fixtures.load("descriptive", as: Case.self)) ?? []

    @Test func fixturesLoad() {
        #expect(Self.cases.count >= 7)
    }

    @Test(arguments: cases) func matchesNumPy(_ fixture: Case) throws {
        #expect(agrees(try Descriptive.mean(fixture.values), fixture.mean))
        #expect(agrees(try Descriptive.median(fixture.values), fixture.median))
        for quantile in fixture.quantiles {
            #expect(agrees(try Descriptive.quantile(fixture.values, quantile.p), quantile.value), "p=\(quantile.p)")
        }
        #expect(agrees(try Descriptive.medianAbsoluteDeviation(fixture.values), fixture.medianAbsoluteDeviation))
        let scaled = try Descriptive.medianAbsoluteDeviation(fixture.values, scale: Descriptive.normalConsistency)
        #expect(agrees(scaled, fixture.medianAbsoluteDeviationNormal))
        #expect(agrees(try Descriptive.interquartileRange(fixture.values), fixture.interquartileRange))
    }
}
