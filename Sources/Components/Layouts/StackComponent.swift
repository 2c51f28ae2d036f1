import FlexLayout
import Geometry

/// Lays its children out along a row or a column with the flexbox engine (`FlexLayout`, the same
/// algorithm and rounding that match Chrome): grow, shrink, basis, justify, align, wrap, gap,
/// padding and per-child margins.
///
/// Children's own `size` (points, percent, min, max) is given to the engine, so percentages resolve
/// against the stack's content box as in CSS.
public struct StackComponent: Component {
    /// A child and how it flexes.
    public struct Child: Sendable {
        public var component: any Component
        public var flexGrow: Double
        public var flexShrink: Double
        public var flexBasis: ComponentDimension
        /// `.auto` takes the stack's `alignItems`.
        public var alignSelf: Align
        public var margin: EdgeInsets

        public init(_ component: any Component, flexGrow: Double = 0, flexShrink: Double = 0,
                    flexBasis: ComponentDimension = .auto, alignSelf: Align = .auto, margin: EdgeInsets = .zero) {
            self.component = component
            self.flexGrow = flexGrow
            self.flexShrink = flexShrink
            self.flexBasis = flexBasis
            self.alignSelf = alignSelf
            self.margin = margin
        }
    }

    public let view: ViewConfiguration?
    public let size: ComponentSize
    public let direction: FlexDirection
    public let justifyContent: Justify
    public let alignItems: Align
    public let wrap: Wrap
    /// Space between adjacent children, on both axes.
    public let spacing: Double
    public let padding: EdgeInsets
    public let stackChildren: [Child]

    public init(view: ViewConfiguration? = nil, size: ComponentSize = .auto, direction: FlexDirection = .column,
                justifyContent: Justify = .flexStart, alignItems: Align = .stretch, wrap: Wrap = .noWrap,
                spacing: Double = 0, padding: EdgeInsets = .zero, children: [Child]) {
        self.view = view
        self.size = size
        self.direction = direction
        self.justifyContent = justifyContent
        self.alignItems = alignItems
        self.wrap = wrap
        self.spacing = spacing
        self.padding = padding
        self.stackChildren = children
    }

    public var children: [any Component] { stackChildren.map(\.component) }

    public func replacingChildren(_ children: [any Component]) -> StackComponent {
        precondition(children.count == stackChildren.count, "replacingChildren must keep the child count")
        var replaced = stackChildren
        for index in replaced.indices { replaced[index].component = children[index] }
        return StackComponent(view: view, size: size, direction: direction, justifyContent: justifyContent,
                              alignItems: alignItems, wrap: wrap, spacing: spacing, padding: padding, children: replaced)
    }

    /// Builds a `FlexNode` tree for this call on the calling thread (one node per child, each
    /// measured by its component's `layoutThatFits`), runs the engine, and lays each child out at
    /// the frame the engine gave it.
    /// - Complexity: one flexbox pass over the children, plus each child's layout (a child's
    ///   measurement is reused when its final frame has the measured size).
    public func computeLayout(_ range: SizeRange, parentSize: Size, context: LayoutContext) -> ComponentLayout {
        FlexStackLayout(stack: self, context: context).layout(in: range)
    }
}
