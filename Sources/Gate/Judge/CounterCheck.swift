import Harness

/// One deterministic counter against the baseline: equal, or within the tolerance declared for it.
public struct CounterCheck: Hashable, Sendable, Codable {
    public let name: String
    public let baseline: Int
    public let current: Int
    /// The relative tolerance declared for it (0: exact).
    public let tolerance: Double

    public var passed: Bool {
        if baseline == current { return true }
        guard tolerance > 0 else { return false }
        return Double(abs(current - baseline)) <= tolerance * Double(max(1, abs(baseline)))
    }

    public var message: String {
        let change = current - baseline
        let sign = change > 0 ? "+" : ""
        return "\(name): \(baseline) → \(current) (\(sign)\(change))"
            + (tolerance > 0 ? ", tolerance \(tolerance * 100)%" : ", must be equal")
            + (change < 0 && !passed ? "; an improvement still fails: the pipeline does different work, so refresh the "
                + "baseline on purpose (feedbench baseline save)" : "")
    }
}
