import Testing
@testable import Statistics

@Suite struct HodgesLehmannTests {
    /// The median of all pairwise differences, by sorting them all.
    static func bruteForce(_ baseline: [Double], _ current: [Double]) -> Double {
        let differences = current.flatMap { x in baseline.map { x - $0 } }.sorted()
        let middle = differences.count / 2
        return differences.count % 2 == 1 ? differences[middle] : (differences[middle - 1] + differences[middle]) / 2
    }

    @Test func matchesBruteForce() throws {
        var generator = SplitMix64(seed: 42)
        for (m, n) in [(1, 1), (1, 4), (3, 3), (10, 10), (7, 12), (20, 30), (31, 17)] {
            let baseline = (0..<m).map { _ in Double(generator.nextIndex(below: 1000)) / 37 }
            let current = (0..<n).map { _ in Double(generator.nextIndex(below: 1000)) / 37 + 2 }
            let expected = Self.bruteForce(baseline, current)
            #expect(agrees(try HodgesLehmann.shift(baseline: baseline, current: current), expected, relative: 1e-12))
        }
    }

    @Test func knownValues() throws {
        #expect(try HodgesLehmann.shift(baseline: [1, 2, 3], current: [1, 2, 3]) == 0)
        #expect(try HodgesLehmann.shift(baseline: [10], current: [12.5]) == 2.5)
        // Differences 1, 2, 3, 0, 1, 2: median (1 + 2) / 2.
        #expect(try HodgesLehmann.shift(baseline: [1, 2], current: [2, 3, 4]) == 1.5)
        // One wild value barely moves it.
        #expect(try HodgesLehmann.shift(baseline: [10, 10, 10, 10], current: [11, 11, 11, 1000]) == 1)
    }

    @Test func selectionMatchesSorting() {
        var generator = SplitMix64(seed: 7)
        for count in [1, 2, 3, 10, 11, 100, 257] {
            var values = (0..<count).map { _ in Double(generator.nextIndex(below: 50)) }
            let sorted = values.sorted()
            for k in [0, count / 3, count - 1] {
                var copy = values
                #expect(copy.selectSmallest(k) == sorted[k])
            }
            #expect(values.selectMedian() == Self.bruteForce([0], sorted))
        }
    }
}
