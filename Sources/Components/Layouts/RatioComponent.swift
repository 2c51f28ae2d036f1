import Geometry

/// Gives one child a fixed aspect ratio, `ratio` = height / width (0.75 for a 4:3 landscape photo).
///
/// Of the sizes with that ratio that fill the range's maximum width or maximum height, the largest
/// that fits the range wins; the child is laid out at exactly that size. When neither maximum is
/// finite, or no such size fits, the child is laid out in the range and keeps its own size.
public struct RatioComponent: Component {
    public let view: ViewConfiguration?
    public let size: ComponentSize
    public let ratio: Double
    public let child: any Component

    /// - Parameter ratio: height / width; a value that is not positive and finite keeps the child's size.
    public init(ratio: Double, view: ViewConfiguration? = nil, size: ComponentSize = .auto, child: any Component) {
        self.view = view
        self.size = size
        self.ratio = ratio
        self.child = child
    }

    public var children: [any Component] { [child] }

    public func replacingChildren(_ children: [any Component]) -> RatioComponent {
        RatioComponent(ratio: ratio, view: view, size: size, child: replacement(0, of: 1, in: children))
    }

    /// - Complexity: one layout of the child.
    public func computeLayout(_ range: SizeRange, parentSize: Size, context: LayoutContext) -> ComponentLayout {
        var candidates: [Size] = []
        if ratio.isFinite, ratio > 0 {
            let scale = context.pointScaleFactor
            if range.max.width.isFinite {
                candidates.append(Size(width: range.max.width, height: roundToPixel(range.max.width * ratio, scale: scale)))
            }
            if range.max.height.isFinite {
                candidates.append(Size(width: roundToPixel(range.max.height / ratio, scale: scale), height: range.max.height))
            }
        }
        let fitting = candidates
            .filter { range.clamp($0) == $0 }
            .max { $0.width * $0.height < $1.width * $1.height }
        let childRange = fitting.map(SizeRange.exactly) ?? range
        let layout = child.layoutThatFits(childRange, parentSize: childRange.max.finiteOrUnknown, context: context)
        return ComponentLayout(size: layout.size, children: [.init(position: .zero, layout: layout)])
    }
}
