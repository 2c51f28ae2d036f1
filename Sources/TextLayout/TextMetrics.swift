import Geometry

/// What sizing a text needs from its layout: the box, the line height, the first baseline, and whether it
/// was cut. No lines, so no reference: a cache hit hands it out without writing the reference count of
/// the cached lines, which every thread that measures the same string shares.
public struct TextMetrics: Sendable, Hashable {
    /// The widest line's width.
    public let width: Double
    /// The lines' height together.
    public let height: Double
    public let lineHeight: Double
    /// The first line's baseline, from the top.
    public let firstBaseline: Double
    public let isTruncated: Bool

    public init(width: Double, height: Double, lineHeight: Double, firstBaseline: Double, isTruncated: Bool) {
        self.width = width
        self.height = height
        self.lineHeight = lineHeight
        self.firstBaseline = firstBaseline
        self.isTruncated = isTruncated
    }

    public var size: Size { Size(width: width, height: height) }
}

extension TextLayoutResult {
    /// This layout's metrics.
    public var metrics: TextMetrics {
        TextMetrics(width: width, height: height, lineHeight: lineHeight, firstBaseline: firstBaseline,
                    isTruncated: isTruncated)
    }
}
