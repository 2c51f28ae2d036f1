/// How many repetitions a comparison of two samples needs before it can decide anything, and the policy the
/// report's verdict and `feedbench compare` judge one process's repetitions with.

extension MannWhitneyU {
    /// The fewest values a side with which the two-sided test can reach `alpha` over `family` figures judged
    /// together (Holm's first step: the smallest p times the family's size). Its smallest p with n against n
    /// is 2 / C(2n, n): 0.1 at 3, 0.008 at 5.
    public static func repetitionsToReach(_ alpha: Double = ShiftVerdict.defaultAlpha, family: Int = 1) -> Int {
        var n = 1
        var central = 2.0  // C(2n, n) at n = 1
        while 2 / central * Double(max(1, family)) > alpha && n < 1_000 {
            n += 1
            central *= Double(2 * n) * Double(2 * n - 1) / Double(n * n)
        }
        return n
    }
}

extension ShiftPolicy {
    /// Two samples of one process's repetitions (a run's two pipelines, or two runs): the gate's relative floor
    /// alone (no absolute or spread term), and an interval from two values a side.
    public static let betweenRepetitions = ShiftPolicy(
        floor: EffectFloor(relative: EffectFloor.defaultRelative, absolute: 0, spreadMultiple: 0),
        polarity: .higherIsWorse, minimumRepetitions: 2)
}
