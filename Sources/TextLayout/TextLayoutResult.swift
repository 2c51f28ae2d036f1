import Geometry

/// A string laid out in a style at a width: its lines and the box they fill.
///
/// A value, so it can be cached and handed between threads. Sizes are not rounded; the layout
/// engine rounds text boxes up to the pixel grid.
public struct TextLayoutResult: Sendable, Hashable, Codable {
    /// The lines, top to bottom; empty for an empty string.
    public let lines: [TextLine]
    /// The widest line's width.
    public let width: Double
    /// `lines.count × lineHeight`.
    public let height: Double
    /// The distance between consecutive lines' tops.
    public let lineHeight: Double
    /// The first line's baseline from the top; for no lines, where it would be.
    public let firstBaseline: Double
    /// True when lines were dropped because of `TextStyle.maxLines`.
    public let isTruncated: Bool
    /// The glyphs the layout shaped, and which lines may draw them (`KeptGlyphs`); `nil` for a layout read
    /// from a file. Not part of the value's identity (two layouts with the same lines draw the same glyphs),
    /// nor of its coding.
    let keptGlyphs: KeptGlyphs?

    public init(
        lines: [TextLine], width: Double, height: Double, lineHeight: Double,
        firstBaseline: Double, isTruncated: Bool
    ) {
        self.init(lines: lines, width: width, height: height, lineHeight: lineHeight, firstBaseline: firstBaseline,
                  isTruncated: isTruncated, keptGlyphs: nil)
    }

    init(lines: [TextLine], width: Double, height: Double, lineHeight: Double, firstBaseline: Double,
         isTruncated: Bool, keptGlyphs: KeptGlyphs?) {
        self.lines = lines
        self.width = width
        self.height = height
        self.lineHeight = lineHeight
        self.firstBaseline = firstBaseline
        self.isTruncated = isTruncated
        self.keptGlyphs = keptGlyphs
    }

    /// `width × height` as a layout size.
    public var size: Size { Size(width: width, height: height) }

    /// The glyphs of line `index` as the layout shaped them, placed from the line's origin; `nil` where the line
    /// must be shaped again to be drawn (`FontLibrary.glyphRuns(of:style:)`).
    /// - Complexity: O(r + g) for the r runs the layout shaped and the g glyphs of those the line meets.
    public func shapedGlyphRuns(ofLine index: Int) -> [GlyphRun]? {
        guard let keptGlyphs, keptGlyphs.lines.indices.contains(index), let line = keptGlyphs.lines[index] else { return nil }
        return keptGlyphs.glyphs.lineRuns(line.clusters, pointSize: keptGlyphs.pointSize, mark: line.mark)
    }

    /// The glyphs kept: what they add to the layout's memory is about 20 bytes each.
    var keptGlyphCount: Int { keptGlyphs?.glyphs.glyphs.count ?? 0 }
}

/// The glyphs a layout shaped and, per line, the clusters whose glyphs it draws and the mark drawn after them
/// (`nil`: the line is shaped again when drawn). One object, so copying a layout out of the cache retains one
/// reference for them.
final class KeptGlyphs: Sendable {
    /// A line's clusters, and the hyphen or ellipsis it ends with.
    struct Line: Sendable {
        let clusters: Range<Int>
        let mark: ShapedGlyphs.Mark?
    }

    let glyphs: ShapedGlyphs
    let lines: [Line?]
    let pointSize: Double

    init(glyphs: ShapedGlyphs, lines: [Line?], pointSize: Double) {
        self.glyphs = glyphs
        self.lines = lines
        self.pointSize = pointSize
    }
}

extension TextLayoutResult {

    public static func == (lhs: TextLayoutResult, rhs: TextLayoutResult) -> Bool {
        lhs.lines == rhs.lines && lhs.width == rhs.width && lhs.height == rhs.height && lhs.lineHeight == rhs.lineHeight
            && lhs.firstBaseline == rhs.firstBaseline && lhs.isTruncated == rhs.isTruncated
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(lines)
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(lineHeight)
        hasher.combine(firstBaseline)
        hasher.combine(isTruncated)
    }

    private enum CodingKeys: String, CodingKey {
        case lines, width, height, lineHeight, firstBaseline, isTruncated
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(lines: try container.decode([TextLine].self, forKey: .lines),
                  width: try container.decode(Double.self, forKey: .width),
                  height: try container.decode(Double.self, forKey: .height),
                  lineHeight: try container.decode(Double.self, forKey: .lineHeight),
                  firstBaseline: try container.decode(Double.self, forKey: .firstBaseline),
                  isTruncated: try container.decode(Bool.self, forKey: .isTruncated))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(lines, forKey: .lines)
        try container.encode(width, forKey: .width)
        try container.encode(height, forKey: .height)
        try container.encode(lineHeight, forKey: .lineHeight)
        try container.encode(firstBaseline, forKey: .firstBaseline)
        try container.encode(isTruncated, forKey: .isTruncated)
    }
}
