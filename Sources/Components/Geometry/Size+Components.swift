import Geometry

extension Size {
    /// Lengths not known (NaN): the parent size when there is none; percentages resolve to auto.
    static let unknown = Size(width: .nan, height: .nan)

    /// Infinite lengths replaced by NaN: a range's maximum used as a parent size for percentages.
    var finiteOrUnknown: Size {
        Size(width: width.isFinite ? width : .nan, height: height.isFinite ? height : .nan)
    }
}

extension Point {
    static func + (lhs: Point, rhs: Point) -> Point {
        Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
    }
}

/// Rounds `value` up to the pixel grid of `scale` pixels per point (no rounding when `scale` <= 0).
func ceilToPixel(_ value: Double, scale: Double) -> Double {
    guard scale > 0, value.isFinite else { return value }
    return (value * scale - 1e-9).rounded(.up) / scale
}

/// Rounds `value` to the nearest pixel of `scale` pixels per point (no rounding when `scale` <= 0).
func roundToPixel(_ value: Double, scale: Double) -> Double {
    guard scale > 0, value.isFinite else { return value }
    return (value * scale).rounded() / scale
}
