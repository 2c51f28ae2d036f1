import Harness

/// One instruction count of the counting repetition against the baseline's (`feedbench run
/// --instructions`): within the relative tolerance, or not. Never inconclusive: the count repeats to a
/// small fraction of a percent on any machine.
public struct InstructionCheck: Hashable, Sendable, Codable {
    /// `total`, or a pass on a kind of thread (`main layout`, `workers build`).
    public let name: String
    public let baseline: UInt64
    public let current: UInt64
    /// The relative change allowed either way (0.005: 0.5%).
    public let tolerance: Double
    /// The change in instructions allowed either way, however small the count (`instructionSlack`).
    public let slack: UInt64

    public init(name: String, baseline: UInt64, current: UInt64, tolerance: Double, slack: UInt64 = 0) {
        self.name = name
        self.baseline = baseline
        self.current = current
        self.tolerance = tolerance
        self.slack = slack
    }

    /// The change relative to the baseline; `nil` when the baseline is 0.
    public var relativeChange: Double? {
        baseline == 0 ? nil : (Double(current) - Double(baseline)) / Double(baseline)
    }

    /// Within the tolerance or the slack, whichever is larger.
    public var passed: Bool {
        let difference = current > baseline ? current - baseline : baseline - current
        return difference <= slack || Double(difference) <= tolerance * Double(baseline)
    }

    public var message: String {
        let change = Int64(bitPattern: current &- baseline)
        let percent = relativeChange.map { String(format: " (%+.2f%%)", $0 * 100) } ?? ""
        let sign = change >= 0 ? "+" : ""
        let allowed = "tolerance ±" + String(format: "%g", tolerance * 100) + "% (at least ±" + Self.grouped(slack) + ")"
        return "instructions \(name): \(Self.grouped(baseline)) → \(Self.grouped(current)), "
            + sign + Self.grouped(change) + percent + ", " + allowed
            + (passed || change > 0 ? "" : "; fewer instructions still fail: the pipeline does different work, so refresh the "
                + "baseline on purpose (feedbench baseline save)")
    }

    /// `1,234,567`.
    static func grouped<Number: BinaryInteger>(_ value: Number) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return (value < 0 ? "-" : "") + result
    }
}

/// One function's own instructions in the baseline and in the run: a line of a differential profile.
public struct FunctionDelta: Hashable, Sendable, Codable {
    public let name: String
    /// `nil`: not listed on that side (below `FunctionCost.listedShare` of its total, or not run).
    public let baseline: UInt64?
    public let current: UInt64?

    public var change: Int64 { Int64(bitPattern: (current ?? 0) &- (baseline ?? 0)) }

    /// `+12,345  Harness.PassRecorder.measure(...) (1,000 → 13,345)`.
    public var line: String {
        func side(_ count: UInt64?) -> String { count.map(InstructionCheck.grouped) ?? "not listed" }
        return "\(change >= 0 ? "+" : "")\(InstructionCheck.grouped(change)) \(name) (\(side(baseline)) → \(side(current)))"
    }

    /// The functions whose own instructions changed most between `baseline` and `current`, largest change
    /// first (ties by name), at most `limit`; those that did not change are left out.
    public static func differences(baseline: [FunctionCost], current: [FunctionCost], limit: Int = 10) -> [FunctionDelta] {
        var before: [String: UInt64] = [:]
        for function in baseline { before[function.name, default: 0] &+= function.instructions }
        var after: [String: UInt64] = [:]
        for function in current { after[function.name, default: 0] &+= function.instructions }
        let deltas = Set(before.keys).union(after.keys).map { FunctionDelta(name: $0, baseline: before[$0], current: after[$0]) }
        return deltas.filter { $0.change != 0 }
            .sorted { $0.change.magnitude != $1.change.magnitude ? $0.change.magnitude > $1.change.magnitude : $0.name < $1.name }
            .prefix(limit).map { $0 }
    }
}
