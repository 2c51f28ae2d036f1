import Testing
@testable import Statistics

/// Mann-Whitney U and Kolmogorov-Smirnov against scipy.stats.mannwhitneyu and ks_2samp, every method.
@Suite struct TwoSampleFixtureTests {
    struct Case: Decodable, CustomTestStringConvertible {
        struct Rank: Decodable { var u: Double, p: Double, method: String? }
        struct Distance: Decodable { var d: Double, p: Double, method: String }
        var name: String
        var baseline: FixtureSample
        var current: FixtureSample
        var mannWhitneyU: [String: Rank]
        var kolmogorovSmirnov: [String: Distance]
        var testDescription: String { name }
    }

    static let cases: [Case] = (try? Fixtures.load("two-sample", as: Case.self)) ?? []

    @Test func fixturesLoad() throws {
        #expect(try Fixtures.load("two-sample", as: Case.self).count > 30)
    }

    @Test(arguments: cases) func mannWhitneyU(_ fixture: Case) throws {
        for (name, expected) in fixture.mannWhitneyU {
            let method = try #require(MannWhitneyU.Method(rawValue: name))
            let result = try MannWhitneyU.test(
                baseline: fixture.baseline.values, current: fixture.current.values, method: method
            )
            #expect(result.u == expected.u, "\(name)")
            #expect(agrees(result.pValue, expected.p), "\(name): \(result.pValue) vs SciPy \(expected.p)")
            if let expectedMethod = expected.method { #expect(result.method.rawValue == expectedMethod) }
        }
    }

    @Test(arguments: cases) func kolmogorovSmirnov(_ fixture: Case) throws {
        for (name, expected) in fixture.kolmogorovSmirnov {
            let method = try #require(KolmogorovSmirnov.Method(rawValue: name))
            let result = try KolmogorovSmirnov.test(
                baseline: fixture.baseline.values, current: fixture.current.values, method: method
            )
            #expect(agrees(result.d, expected.d, relative: 1e-12), "\(name)")
            #expect(agrees(result.pValue, expected.p), "\(name): \(result.pValue) vs SciPy \(expected.p)")
            #expect(result.method.rawValue == expected.method, "\(name)")
        }
    }
}
