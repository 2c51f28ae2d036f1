import Geometry

/// Lays `overlay` over `child`, at exactly the child's size; the child decides the size.
public struct OverlayComponent: Component {
    public let view: ViewConfiguration?
    public let size: ComponentSize
    public let child: any Component
    public let overlay: any Component

    public init(view: ViewConfiguration? = nil, size: ComponentSize = .auto, child: any Component, overlay: any Component) {
        self.view = view
        self.size = size
        self.child = child
        self.overlay = overlay
    }

    public var children: [any Component] { [child, overlay] }

    public func replacingChildren(_ children: [any Component]) -> OverlayComponent {
        OverlayComponent(view: view, size: size, child: replacement(0, of: 2, in: children), overlay: replacement(1, of: 2, in: children))
    }

    /// - Complexity: one layout of each child.
    public func computeLayout(_ range: SizeRange, parentSize: Size, context: LayoutContext) -> ComponentLayout {
        let base = child.layoutThatFits(range, parentSize: range.max.finiteOrUnknown, context: context)
        let top = overlay.layoutThatFits(.exactly(base.size), parentSize: base.size, context: context)
        return ComponentLayout(size: base.size, children: [.init(position: .zero, layout: base),
                                                           .init(position: .zero, layout: top)])
    }
}
