import FlexLayout
import Geometry

/// A node whose computed frame differs from the expected one.
public struct FrameMismatch: Sendable, Hashable {
    public var nodeID: String
    public var expected: Rect
    public var actual: Rect?
}

/// The outcome of one case.
public struct CaseResult: Sendable {
    public var name: String
    public var features: [String]
    public var mismatches: [FrameMismatch]
    public var passed: Bool { mismatches.isEmpty }
}

/// Pass counts for one feature.
public struct FeatureTally: Sendable, Hashable {
    public var feature: String
    public var cases: Int
    public var passed: Int
    public var rate: Double { cases == 0 ? 1 : Double(passed) / Double(cases) }
}

/// Lays out cases with the engine and compares every node's frame with the expected one.
public struct ConformanceRunner: Sendable {
    /// Largest difference, in points, on left, top, width or height that still counts as equal.
    public var tolerance: Double

    public init(tolerance: Double = 0.5) {
        self.tolerance = tolerance
    }

    public func run(_ testCase: ConformanceCase) -> CaseResult {
        let root = testCase.root.makeFlexNode()
        root.calculateLayout(width: .nan, height: .nan, direction: .ltr)
        var frames: [String: Rect] = [:]
        collectFrames(root, into: &frames)
        var mismatches: [FrameMismatch] = []
        for (id, expected) in testCase.expected.sorted(by: { $0.key < $1.key }) {
            let actual = frames[id]
            if let actual, matches(actual, expected) { continue }
            mismatches.append(FrameMismatch(nodeID: id, expected: expected, actual: actual))
        }
        return CaseResult(name: testCase.name, features: testCase.features, mismatches: mismatches)
    }

    public func run(_ cases: [ConformanceCase]) -> [CaseResult] {
        cases.map(run)
    }

    /// Pass rate per feature, most common feature first.
    public static func tally(_ results: [CaseResult]) -> [FeatureTally] {
        var tallies: [String: FeatureTally] = [:]
        for result in results {
            for feature in result.features {
                tallies[feature, default: FeatureTally(feature: feature, cases: 0, passed: 0)].cases += 1
                if result.passed { tallies[feature]?.passed += 1 }
            }
        }
        return tallies.values.sorted { ($0.cases, $1.feature) > ($1.cases, $0.feature) }
    }

    private func matches(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }

    private func collectFrames(_ node: FlexNode, into frames: inout [String: Rect]) {
        if let name = node.name { frames[name] = node.frame }
        for child in node.children { collectFrames(child, into: &frames) }
    }
}
