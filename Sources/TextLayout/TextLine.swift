/// One laid-out line of a `TextLayoutResult`.
///
/// Invariant: `text == String(string.utf8[utf8Range])` for every line but a tail-truncated last
/// line, whose `text` is that plus "…". Trailing spaces at a soft break and the line break
/// character itself are in no line's range.
public struct TextLine: Sendable, Hashable, Codable {
    /// The line's characters as UTF-8 offsets into the measured string. Always on `Character`
    /// boundaries. UTF-8 because it is Swift's native string encoding (an offset converts to a
    /// `String.Index` with `string.utf8.index(string.startIndex, offsetBy:)`) and what HarfBuzz
    /// clusters are counted in.
    public let utf8Range: Range<Int>
    /// What the line shows.
    public let text: String
    /// The sum of the glyph advances on the line, in points, trailing spaces excluded.
    public let width: Double
    /// The line's left edge from the left of the layout box, set by the alignment.
    public let x: Double
    /// The line's baseline from the top of the layout box.
    public let baseline: Double

    public init(utf8Range: Range<Int>, text: String, width: Double, x: Double, baseline: Double) {
        self.utf8Range = utf8Range
        self.text = text
        self.width = width
        self.x = x
        self.baseline = baseline
    }
}
