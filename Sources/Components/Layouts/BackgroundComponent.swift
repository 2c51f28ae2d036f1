import Geometry

/// Lays `background` behind `child`, at exactly the child's size; the child decides the size.
public struct BackgroundComponent: Component {
    public let view: ViewConfiguration?
    public let size: ComponentSize
    public let child: any Component
    public let background: any Component

    public init(view: ViewConfiguration? = nil, size: ComponentSize = .auto, child: any Component, background: any Component) {
        self.view = view
        self.size = size
        self.child = child
        self.background = background
    }

    /// The background first: it is stacked below the child.
    public var children: [any Component] { [background, child] }

    public func replacingChildren(_ children: [any Component]) -> BackgroundComponent {
        BackgroundComponent(view: view, size: size, child: replacement(1, of: 2, in: children), background: replacement(0, of: 2, in: children))
    }

    /// - Complexity: one layout of each child.
    public func computeLayout(_ range: SizeRange, parentSize: Size, context: LayoutContext) -> ComponentLayout {
        let front = child.layoutThatFits(range, parentSize: range.max.finiteOrUnknown, context: context)
        let back = background.layoutThatFits(.exactly(front.size), parentSize: front.size, context: context)
        return ComponentLayout(size: front.size, children: [.init(position: .zero, layout: back),
                                                            .init(position: .zero, layout: front)])
    }
}
