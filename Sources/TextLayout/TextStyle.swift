/// How a string is set: face, size, line height, line limit, truncation and alignment.
///
/// A value type used as part of the text cache key, so every field that changes the result is in
/// `Hashable`. Out-of-range values do not trap (styles come from scenario files): a size that is
/// not a positive finite number sets text of zero size, a negative `maxLines` means no limit, and a
/// line height that is not positive and finite falls back to the font's natural one.
public struct TextStyle: Sendable, Hashable, Codable {
    /// The distance from one line's top to the next.
    public enum LineHeight: Sendable, Hashable, Codable {
        /// The font's ascender + descender + line gap, scaled to the size.
        case automatic
        /// A multiple of the automatic line height (CSS `line-height: 1.2`).
        case multiple(Double)
        /// A fixed height in points (CSS `line-height: 20px`).
        case points(Double)
    }

    /// Horizontal placement of each line inside the laid-out width.
    public enum Alignment: String, Sendable, Hashable, Codable, CaseIterable {
        case left, center, right
    }

    /// What happens to text beyond `maxLines`.
    public enum Truncation: String, Sendable, Hashable, Codable, CaseIterable {
        /// The last kept line ends with "…" and still fits the width.
        case tail
        /// Lines past the limit are dropped without a mark.
        case clip
    }

    public var font: TextFont
    /// Point size (the em size).
    public var size: Double
    public var lineHeight: LineHeight
    /// The most lines to show; 0 (or less) means no limit.
    public var maxLines: Int
    public var truncation: Truncation
    public var alignment: Alignment

    public init(
        font: TextFont = .regular,
        size: Double = 15,
        lineHeight: LineHeight = .automatic,
        maxLines: Int = 0,
        truncation: Truncation = .tail,
        alignment: Alignment = .left
    ) {
        self.font = font
        self.size = size
        self.lineHeight = lineHeight
        self.maxLines = maxLines
        self.truncation = truncation
        self.alignment = alignment
    }

    /// Every field, into a hash that is the same in every process (`TextCacheKey.shardHash`).
    func combine(into hasher: inout StableHasher) {
        // Exhaustive switches: a new case must be given a number of its own here.
        switch font {
        case .regular: hasher.combine(0)
        case .bold: hasher.combine(1)
        }
        hasher.combine(size.bitPattern)
        switch lineHeight {
        case .automatic: hasher.combine(0)
        case .multiple(let factor): hasher.combine(1); hasher.combine(factor.bitPattern)
        case .points(let points): hasher.combine(2); hasher.combine(points.bitPattern)
        }
        hasher.combine(UInt64(bitPattern: Int64(maxLines)))
        switch truncation {
        case .tail: hasher.combine(0)
        case .clip: hasher.combine(1)
        }
        switch alignment {
        case .left: hasher.combine(0)
        case .center: hasher.combine(1)
        case .right: hasher.combine(2)
        }
    }

    /// `size` if it is a positive finite number, else 0.
    var effectiveSize: Double { size.isFinite && size > 0 ? size : 0 }

    /// The line height in points for a font whose natural line height at this size is `natural`.
    func resolvedLineHeight(natural: Double) -> Double {
        switch lineHeight {
        case .automatic:
            return natural
        case .multiple(let factor):
            return factor.isFinite && factor > 0 ? natural * factor : natural
        case .points(let points):
            return points.isFinite && points > 0 ? points : natural
        }
    }
}
