import Geometry

/// Centers one child on one or both axes.
///
/// On a centering axis the component takes the range's maximum when it is finite (else the child's
/// length, at least the minimum) and the child sits in the middle, rounded to the pixel grid; on
/// the other axis it takes the child's length and the child sits at 0.
public struct CenterComponent: Component {
    public struct Axes: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let horizontal = Axes(rawValue: 1)
        public static let vertical = Axes(rawValue: 2)
        public static let both: Axes = [.horizontal, .vertical]
    }

    public let view: ViewConfiguration?
    public let size: ComponentSize
    public let axes: Axes
    public let child: any Component

    public init(_ axes: Axes = .both, view: ViewConfiguration? = nil, size: ComponentSize = .auto, child: any Component) {
        self.view = view
        self.size = size
        self.axes = axes
        self.child = child
    }

    public var children: [any Component] { [child] }

    public func replacingChildren(_ children: [any Component]) -> CenterComponent {
        CenterComponent(axes, view: view, size: size, child: replacement(0, of: 1, in: children))
    }

    /// - Complexity: one layout of the child.
    public func computeLayout(_ range: SizeRange, parentSize: Size, context: LayoutContext) -> ComponentLayout {
        // The child may be anything up to the maximum: centering is what takes up the slack.
        let childRange = SizeRange(min: .zero, max: range.max)
        let layout = child.layoutThatFits(childRange, parentSize: range.max.finiteOrUnknown, context: context)
        func length(_ centered: Bool, _ child: Double, _ low: Double, _ high: Double) -> Double {
            centered && high.isFinite ? high : max(child, low)
        }
        let size = Size(width: length(axes.contains(.horizontal), layout.size.width, range.min.width, range.max.width),
                        height: length(axes.contains(.vertical), layout.size.height, range.min.height, range.max.height))
        let scale = context.pointScaleFactor
        let x = axes.contains(.horizontal) ? roundToPixel((size.width - layout.size.width) / 2, scale: scale) : 0
        let y = axes.contains(.vertical) ? roundToPixel((size.height - layout.size.height) / 2, scale: scale) : 0
        return ComponentLayout(size: size, children: [.init(position: Point(x: x, y: y), layout: layout)])
    }
}
