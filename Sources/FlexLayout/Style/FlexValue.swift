/// A length in a style: a dimension (`width`, `flexBasis`, `minHeight`...), an edge (margin, padding,
/// border, position) or a gap.
///
/// `undefined` means "not set" (so the next edge in the precedence order applies, or the property's
/// initial value); `auto` is the CSS keyword. `maxContent`, `fitContent` and `stretch` are the CSS
/// sizing keywords; as in Yoga, the engine treats them as `auto` when it resolves a length.
public enum FlexValue: Hashable, Sendable {
    case undefined
    case auto
    case points(Double)
    case percent(Double)
    case maxContent
    case fitContent
    case stretch

    /// True for every value but `undefined`: the property was set.
    @inlinable public var isDefined: Bool {
        if case .undefined = self { return false }
        return true
    }

    @inlinable public var isAuto: Bool {
        if case .auto = self { return true }
        return false
    }

    /// The length in points, percentages taken of `reference`; NaN (the engine's "undefined") for
    /// `undefined`, `auto` and the keywords, and for a percentage of an undefined reference.
    @inlinable public func resolve(_ reference: Double) -> Double {
        switch self {
        case .points(let value): return value
        case .percent(let value): return value * reference * 0.01
        default: return .nan
        }
    }
}
