import Geometry

/// Places children at fixed positions (absolute layout, as LayoutKit's or CSS `position: absolute`
/// with top and left).
///
/// Each child is laid out unconstrained (its own `size` resolved against this component's maximum
/// size); the component is the bounding box of its children from (0, 0), clamped to the range.
public struct StaticComponent: Component {
    public struct Child: Sendable {
        public var position: Point
        public var component: any Component

        public init(_ component: any Component, at position: Point) {
            self.component = component
            self.position = position
        }
    }

    public let view: ViewConfiguration?
    public let size: ComponentSize
    public let staticChildren: [Child]

    public init(view: ViewConfiguration? = nil, size: ComponentSize = .auto, children: [Child]) {
        self.view = view
        self.size = size
        self.staticChildren = children
    }

    public var children: [any Component] { staticChildren.map(\.component) }

    public func replacingChildren(_ children: [any Component]) -> StaticComponent {
        precondition(children.count == staticChildren.count, "replacingChildren must keep the child count")
        var replaced = staticChildren
        for index in replaced.indices { replaced[index].component = children[index] }
        return StaticComponent(view: view, size: size, children: replaced)
    }

    /// - Complexity: one layout of each child.
    public func computeLayout(_ range: SizeRange, parentSize: Size, context: LayoutContext) -> ComponentLayout {
        var extent = Size.zero
        var children: [ComponentLayout.Child] = []
        children.reserveCapacity(staticChildren.count)
        for child in staticChildren {
            let layout = child.component.layoutThatFits(.unconstrained, parentSize: range.max.finiteOrUnknown, context: context)
            extent.width = max(extent.width, child.position.x + layout.size.width)
            extent.height = max(extent.height, child.position.y + layout.size.height)
            children.append(.init(position: child.position, layout: layout))
        }
        return ComponentLayout(size: range.clamp(extent), children: children)
    }
}
