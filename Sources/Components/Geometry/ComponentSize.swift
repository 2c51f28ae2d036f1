import FlexLayout
import Geometry

/// One length of a component's size: points, a percentage of the parent's length, or auto (from
/// the content).
public enum ComponentDimension: Hashable, Sendable {
    case auto
    case points(Double)
    case percent(Double)

    /// The length in points, or nil for `auto` and for a percentage of an unknown (NaN or
    /// infinite) parent length, which CSS also treats as auto.
    public func resolve(parent: Double) -> Double? {
        switch self {
        case .auto: return nil
        case .points(let value): return value.isNaN ? nil : value
        case .percent(let value):
            return parent.isFinite && value.isFinite ? value * parent / 100 : nil
        }
    }

    /// The same length for the flexbox engine.
    var flexValue: FlexValue {
        switch self {
        case .auto: return .auto
        case .points(let value): return .points(value)
        case .percent(let value): return .percent(value)
        }
    }
}

/// The size a component asks for: width and height, each with a minimum and a maximum.
///
/// `resolve(parent:)` turns it into a `SizeRange`; `Component.layoutThatFits` intersects that with
/// the range the parent offers, so a parent's constraint wins over a child's wish.
public struct ComponentSize: Hashable, Sendable {
    public var width: ComponentDimension
    public var height: ComponentDimension
    public var minWidth: ComponentDimension
    public var minHeight: ComponentDimension
    public var maxWidth: ComponentDimension
    public var maxHeight: ComponentDimension

    public init(
        width: ComponentDimension = .auto, height: ComponentDimension = .auto,
        minWidth: ComponentDimension = .auto, minHeight: ComponentDimension = .auto,
        maxWidth: ComponentDimension = .auto, maxHeight: ComponentDimension = .auto
    ) {
        self.width = width
        self.height = height
        self.minWidth = minWidth
        self.minHeight = minHeight
        self.maxWidth = maxWidth
        self.maxHeight = maxHeight
    }

    /// Everything auto: the content decides within the parent's range.
    public static let auto = ComponentSize()

    /// A fixed size in points.
    public static func points(_ width: Double, _ height: Double) -> ComponentSize {
        ComponentSize(width: .points(width), height: .points(height))
    }

    /// The range this size allows in a parent of size `parent` (NaN or infinite where unknown):
    /// on each axis, a set length gives an exact range, clamped by min and max (min wins over max,
    /// as in CSS); auto gives min...max.
    /// - Complexity: O(1).
    public func resolve(parent: Size) -> SizeRange {
        let (minW, maxW) = Self.resolveAxis(width, minWidth, maxWidth, parent.width)
        let (minH, maxH) = Self.resolveAxis(height, minHeight, maxHeight, parent.height)
        return SizeRange(min: Size(width: minW, height: minH), max: Size(width: maxW, height: maxH))
    }

    private static func resolveAxis(
        _ exact: ComponentDimension, _ low: ComponentDimension, _ high: ComponentDimension, _ parent: Double
    ) -> (Double, Double) {
        let minimum = low.resolve(parent: parent) ?? 0
        let maximum = Swift.max(high.resolve(parent: parent) ?? .infinity, minimum)
        if let length = exact.resolve(parent: parent) {
            let clamped = Swift.min(Swift.max(length, minimum), maximum)
            return (clamped, clamped)
        }
        return (minimum, maximum)
    }
}
