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

    public init(
        lines: [TextLine], width: Double, height: Double, lineHeight: Double,
        firstBaseline: Double, isTruncated: Bool
    ) {
        self.lines = lines
        self.width = width
        self.height = height
        self.lineHeight = lineHeight
        self.firstBaseline = firstBaseline
        self.isTruncated = isTruncated
    }

    /// `width × height` as a layout size.
    public var size: Size { Size(width: width, height: height) }
}
