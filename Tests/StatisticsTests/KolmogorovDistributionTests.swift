import Testing
@testable import Statistics

/// The Kolmogorov distribution's tail against scipy.stats.kstwo.sf, over every regime of the algorithm.
@Suite struct KolmogorovDistributionTests {
    struct Point: Decodable, CustomTestStringConvertible {
        var n: Int, x: Double, sf: Double
        var testDescription: String { "n=\(n) x=\(x)" }
    }

    static let points: [Point] = (try? Fixtures.load("kolmogorov", as: Point.self)) ?? []

    @Test func fixturesLoad() {
        #expect(Self.points.count > 100)
    }

    @Test(arguments: points) func survivalMatchesSciPy(_ point: Point) {
        let actual = KolmogorovDistribution.survival(point.x, n: point.n)
        #expect(agrees(actual, point.sf), "\(actual) vs SciPy \(point.sf)")
    }
}
