/// The gate's rule for one metric, judged within its family (the gating metrics of one run):
/// - FAIL: significant after Holm's correction (adjusted p <= alpha) and the whole interval of the shift
///   lies beyond the floor in the worse direction;
/// - PASS: the whole interval lies within ± floor (nothing that matters changed), or the change is
///   significant and the whole interval lies beyond the floor in the better direction (`improved`);
/// - INCONCLUSIVE: anything else; more repetitions would narrow the interval.
/// The interval and floor compared are relative to the baseline median when that median is positive (the
/// bootstrap interval of the relative change), in the metric's unit otherwise.
import Foundation

public struct ShiftVerdict: Sendable, Hashable, Codable {
    public enum Outcome: String, Sendable, Hashable, Codable {
        case fail, pass, inconclusive
    }

    /// Which way the point estimate moved, by the metric's polarity.
    public enum Direction: String, Sendable, Hashable, Codable {
        case worse, better, unchanged
    }

    public var outcome: Outcome
    /// A PASS that is a significant improvement beyond the floor.
    public var improved: Bool
    public var direction: Direction
    /// The evidence's p-value after Holm's correction across the family.
    public var adjustedPValue: Double
    public var evidence: ShiftEvidence
    /// One sentence a person reads in a CI log: the outcome's reason with the numbers behind it.
    public var reason: String

    /// The significance level after Holm's correction unless configured: the gate's, and the reports'.
    public static let defaultAlpha = 0.01

    /// Judges each metric of `family`, in order, Holm-correcting their p-values together.
    public static func verdicts(family: [ShiftEvidence], alpha: Double = ShiftVerdict.defaultAlpha) throws(StatisticsError) -> [ShiftVerdict] {
        try validateOpenUnit(alpha, name: "alpha")
        let adjusted = try Holm.adjusted(family.map(\.pValue))
        return zip(family, adjusted).map { evidence, p in judge(evidence, adjustedPValue: p, alpha: alpha) }
    }

    static func judge(_ evidence: ShiftEvidence, adjustedPValue: Double, alpha: Double) -> ShiftVerdict {
        let scale = Scale(evidence)
        // Orient so that positive is worse, whatever the metric's polarity.
        let worse = evidence.policy.polarity == .higherIsWorse ? scale.interval : scale.interval.negated
        let pointWorse = evidence.policy.polarity == .higherIsWorse ? evidence.shift : -evidence.shift
        let direction: Direction = pointWorse > 0 ? .worse : pointWorse < 0 ? .better : .unchanged
        let significant = adjustedPValue <= alpha
        let floor = scale.floor

        let outcome: Outcome, improved: Bool, why: String
        if significant && worse.lower > floor {
            (outcome, improved, why) = (.fail, false, "worse beyond the floor, and significant")
        } else if significant && worse.upper < -floor {
            (outcome, improved, why) = (.pass, true, "better beyond the floor, and significant")
        } else if worse.lower >= -floor && worse.upper <= floor {
            (outcome, improved, why) = (.pass, false, "the whole interval lies within the floor")
        } else {
            let because = significant ? "the interval reaches inside the floor" : "not significant"
            (outcome, improved, why) = (.inconclusive, false, "\(because) and the interval reaches beyond the floor; more repetitions would narrow it")
        }
        let reason = "\(outcome.rawValue.uppercased()): \(why): shift \(scale.describe(scale.point)) "
            + "(\(Int((evidence.policy.bootstrap.confidence * 100).rounded()))% interval "
            + "\(scale.describe(scale.interval.lower)) to \(scale.describe(scale.interval.upper))), "
            + "floor ±\(scale.describe(floor, signed: false)), "
            + "p = \(String(format: "%.3g", adjustedPValue)) after Holm (alpha \(String(format: "%g", alpha)))"
        return ShiftVerdict(
            outcome: outcome, improved: improved, direction: direction, adjustedPValue: adjustedPValue,
            evidence: evidence, reason: reason
        )
    }

    /// The units the rule compares in: relative when the baseline median is positive, else absolute.
    private struct Scale {
        var interval: Interval
        var floor: Double
        var point: Double
        var relative: Bool

        init(_ evidence: ShiftEvidence) {
            if let relativeInterval = evidence.interval.relative, let relativeFloor = evidence.relativeFloor,
                let relativeShift = evidence.relativeShift
            {
                (interval, floor, point, relative) = (relativeInterval, relativeFloor, relativeShift, true)
            } else {
                (interval, floor, point, relative) = (evidence.interval.absolute, evidence.floor, evidence.shift, false)
            }
        }

        func describe(_ value: Double, signed: Bool = true) -> String {
            let format = signed ? "%+.3g" : "%.3g"
            return relative ? String(format: format + "%%", value * 100) : String(format: format, value)
        }
    }
}
