import Geometry

/// Surrounds one child with empty space.
///
/// The child gets the range minus the insets; the inset component is the child's size plus the
/// insets, and the child sits at (left, top).
public struct InsetComponent: Component {
    public let view: ViewConfiguration?
    public let size: ComponentSize
    public let insets: EdgeInsets
    public let child: any Component

    public init(_ insets: EdgeInsets, view: ViewConfiguration? = nil, size: ComponentSize = .auto, child: any Component) {
        self.view = view
        self.size = size
        self.insets = insets
        self.child = child
    }

    public var children: [any Component] { [child] }

    public func replacingChildren(_ children: [any Component]) -> InsetComponent {
        InsetComponent(insets, view: view, size: size, child: replacement(0, of: 1, in: children))
    }

    /// - Complexity: one layout of the child.
    public func computeLayout(_ range: SizeRange, parentSize: Size, context: LayoutContext) -> ComponentLayout {
        let inner = range.inset(by: insets)
        let layout = child.layoutThatFits(inner, parentSize: inner.max.finiteOrUnknown, context: context)
        let size = Size(width: layout.size.width + insets.horizontal, height: layout.size.height + insets.vertical)
        return ComponentLayout(size: size, children: [.init(position: Point(x: insets.left, y: insets.top), layout: layout)])
    }
}
