import Geometry

/// The sizes a layout may take: at least `min`, at most `max` on each axis. `max` may be infinite
/// (no limit); `min` is finite and not negative.
///
/// Invariant (kept by every initialiser): `0 <= min <= max` on each axis.
public struct SizeRange: Hashable, Sendable, CustomStringConvertible {
    public let min: Size
    public let max: Size

    /// A range from `min` to `max`; negative or NaN bounds become 0, a `max` below `min` becomes `min`.
    public init(min: Size, max: Size) {
        let minWidth = Self.sanitizedMin(min.width)
        let minHeight = Self.sanitizedMin(min.height)
        self.min = Size(width: minWidth, height: minHeight)
        self.max = Size(width: Self.sanitizedMax(max.width, atLeast: minWidth),
                        height: Self.sanitizedMax(max.height, atLeast: minHeight))
    }

    /// Exactly `size`.
    public static func exactly(_ size: Size) -> SizeRange { SizeRange(min: size, max: size) }

    /// Any size from zero to infinity.
    public static let unconstrained = SizeRange(min: .zero, max: Size(width: .infinity, height: .infinity))

    /// Exactly `width` wide, any height: how a list offers a row its width.
    public static func width(_ width: Double) -> SizeRange {
        SizeRange(min: Size(width: width, height: 0), max: Size(width: width, height: .infinity))
    }

    /// `size` moved into the range on each axis.
    public func clamp(_ size: Size) -> Size {
        Size(width: Swift.min(Swift.max(size.width, min.width), max.width),
             height: Swift.min(Swift.max(size.height, min.height), max.height))
    }

    /// The part of `self` inside `other`. Where they do not overlap on an axis, `other` wins: the
    /// result is `other`'s bound nearest to `self` (a parent's constraint beats a child's wish).
    public func intersection(_ other: SizeRange) -> SizeRange {
        let low = other.clamp(min)
        let high = other.clamp(max)
        return SizeRange(min: low, max: high)
    }

    /// The range with `insets` taken off both bounds (never below zero): what a child of a padded
    /// box may take.
    public func inset(by insets: EdgeInsets) -> SizeRange {
        SizeRange(min: Size(width: min.width - insets.horizontal, height: min.height - insets.vertical),
                  max: Size(width: max.width - insets.horizontal, height: max.height - insets.vertical))
    }

    public var isExact: Bool { min == max }

    public var description: String { "[\(min) ... \(max)]" }

    private static func sanitizedMin(_ value: Double) -> Double {
        value.isFinite && value > 0 ? value : 0
    }

    private static func sanitizedMax(_ value: Double, atLeast minimum: Double) -> Double {
        value.isNaN ? .infinity : Swift.max(value, minimum)
    }
}
