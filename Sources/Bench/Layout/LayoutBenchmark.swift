import Statistics
import FlexLayout
import LayoutConformance

/// Times the engine on cases: a cold layout (a freshly built tree, so every node is dirty and every
/// cache empty) and a cached re-layout (the same tree again at the same size, which should do no
/// work). Building the tree is not timed. Not a test: figures depend on the machine.
public struct LayoutBenchmark: Sendable {
    public struct Timing: Sendable, Hashable {
        public var name: String
        public var nodeCount: Int
        /// Median wall time of a cold layout, in seconds.
        public var medianCold: Double
        public var minCold: Double
        /// Median wall time of re-laying out the unchanged tree, in seconds.
        public var medianCached: Double
        /// Engine work counters of one cold layout (deterministic).
        public var coldStatistics: LayoutStatistics
    }

    public var iterations: Int

    public init(iterations: Int) {
        self.iterations = max(1, iterations)
    }

    public func time(_ testCase: ConformanceCase) -> Timing {
        let clock = ContinuousClock()
        var cold: [Double] = []
        var cached: [Double] = []
        var statistics = LayoutStatistics()
        cold.reserveCapacity(iterations)
        for _ in 0..<iterations {
            let root = testCase.root.makeFlexNode()
            let start = clock.now
            statistics = root.calculateLayout(width: .nan, height: .nan, direction: .ltr)
            cold.append(seconds(clock.now - start))

            let again = clock.now
            root.calculateLayout(width: .nan, height: .nan, direction: .ltr)
            cached.append(seconds(clock.now - again))
        }
        cold.sort()
        cached.sort()
        return Timing(
            name: testCase.name, nodeCount: testCase.nodeCount,
            medianCold: cold.median, minCold: cold.first ?? 0, medianCached: cached.median,
            coldStatistics: statistics)
    }

    private func seconds(_ duration: Duration) -> Double {
        let (s, attoseconds) = duration.components
        return Double(s) + Double(attoseconds) * 1e-18
    }
}
