/// How bad a hitch time ratio is (docs/design.md, Metrics): good up to 5 ms/s, warning above 5 and up to
/// 10 ms/s, critical above 10 ms/s.
public enum HitchBand: String, Hashable, Sendable, Codable, CaseIterable {
    case good, warning, critical

    /// The band of a hitch time ratio in ms/s. The bounds are inclusive on the good side: 5 is good,
    /// 10 is warning.
    public init(ratio: Double) {
        if ratio <= 5 {
            self = .good
        } else if ratio <= 10 {
            self = .warning
        } else {
            self = .critical
        }
    }
}
