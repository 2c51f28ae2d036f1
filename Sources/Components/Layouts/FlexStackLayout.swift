import FlexLayout
import Geometry

/// One layout of a `StackComponent`: the flexbox tree built for it, the measurements its children
/// returned, and the final arrangement. Lives for one `computeLayout` call on one thread.
///
/// Child stacks are not measured as opaque leaves: they become container nodes of the same flexbox
/// tree, as nested boxes are in CSS, so the engine sees the whole nesting at once (one pass, and the
/// same rounding as Chrome). Other children are measured leaves, except those whose width and height
/// are both set, which need no measurement (and so are rounded as boxes, not as content).
struct FlexStackLayout {
    let stack: StackComponent
    let context: LayoutContext

    /// What a flexbox node stands for, to rebuild the component layouts from its frame.
    private enum Slot {
        case leaf(MeasurementCache)
        /// A nested stack: its view (all that its layout keeps of the component) and its children's slots.
        case stack(ViewConfiguration?, [Slot])
    }

    func layout(in range: SizeRange) -> ComponentLayout {
        var style = Self.containerStyle(stack)
        Self.bound(&style, by: range)
        let root = FlexNode(style: style)
        let session = LayoutSession(context: context)
        let slots = stack.stackChildren.map { append($0, to: root, session: session) }
        root.calculateLayout(width: .nan, height: .nan, pointScaleFactor: context.pointScaleFactor)
        return ComponentLayout(size: root.frame.size, children: arrange(root, slots))
    }

    private func append(_ child: StackComponent.Child, to parent: FlexNode, session: LayoutSession) -> Slot {
        if let nested = child.component as? StackComponent {
            var style = Self.containerStyle(nested)
            Self.applyItem(child, to: &style)
            let node = FlexNode(style: style)
            parent.append(node)
            return .stack(nested.view, nested.stackChildren.map { append($0, to: node, session: session) })
        }
        var style = FlexStyle()
        Self.applyItem(child, to: &style)
        let node = FlexNode(style: style)
        let cache = MeasurementCache(component: child.component, session: session)
        let size = child.component.size
        if size.width == .auto || size.height == .auto {
            node.measure = { width, widthMode, height, heightMode in
                cache.layout(in: Self.range(width, widthMode, height, heightMode)).size
            }
        }
        parent.append(node)
        return .leaf(cache)
    }

    /// The children's layouts at the frames the engine gave their nodes.
    private func arrange(_ node: FlexNode, _ slots: [Slot]) -> [ComponentLayout.Child] {
        var children: [ComponentLayout.Child] = []
        children.reserveCapacity(slots.count)
        // One node was appended per slot; `min` keeps the walk in both arrays whatever happened.
        let nodes = node.children
        for index in 0..<min(slots.count, nodes.count) where nodes[index].display != .none {
            let child = nodes[index]
            let frame = child.frame
            let layout: ComponentLayout
            switch slots[index] {
            case .leaf(let cache):
                layout = cache.layout(in: .exactly(frame.size))
            case .stack(let view, let nestedSlots):
                layout = ComponentLayout(size: frame.size, view: view, children: arrange(child, nestedSlots))
            }
            children.append(ComponentLayout.Child(position: frame.origin, layout: layout))
        }
        return children
    }

    /// A stack's container properties.
    private static func containerStyle(_ stack: StackComponent) -> FlexStyle {
        var style = FlexStyle()
        style.flexDirection = stack.direction
        style.justifyContent = stack.justifyContent
        style.alignItems = stack.alignItems
        style.flexWrap = stack.wrap
        style.gap = FlexGap(all: .points(stack.spacing))
        style.padding = edges(stack.padding)
        return style
    }

    /// The range as size bounds of the root: an exact length becomes the width or height;
    /// otherwise min and max bound the content size.
    private static func bound(_ style: inout FlexStyle, by range: SizeRange) {
        if range.min.width == range.max.width, range.max.width.isFinite {
            style.width = .points(range.max.width)
        } else {
            style.minWidth = .points(range.min.width)
            if range.max.width.isFinite { style.maxWidth = .points(range.max.width) }
        }
        if range.min.height == range.max.height, range.max.height.isFinite {
            style.height = .points(range.max.height)
        } else {
            style.minHeight = .points(range.min.height)
            if range.max.height.isFinite { style.maxHeight = .points(range.max.height) }
        }
    }

    /// A child's item properties: its component's size, and how it flexes.
    private static func applyItem(_ child: StackComponent.Child, to style: inout FlexStyle) {
        let size = child.component.size
        style.width = size.width.flexValue
        style.height = size.height.flexValue
        if size.minWidth != .auto { style.minWidth = size.minWidth.flexValue }
        if size.minHeight != .auto { style.minHeight = size.minHeight.flexValue }
        if size.maxWidth != .auto { style.maxWidth = size.maxWidth.flexValue }
        if size.maxHeight != .auto { style.maxHeight = size.maxHeight.flexValue }
        style.flexGrow = child.flexGrow
        style.flexShrink = child.flexShrink
        style.flexBasis = child.flexBasis.flexValue
        style.alignSelf = child.alignSelf
        style.margin = edges(child.margin)
    }

    private static func edges(_ insets: EdgeInsets) -> FlexEdges {
        var edges = FlexEdges()
        edges.left = .points(insets.left)
        edges.top = .points(insets.top)
        edges.right = .points(insets.right)
        edges.bottom = .points(insets.bottom)
        return edges
    }

    /// The range a measure call allows: an exact length for `stretchFit`, up to the length for
    /// `fitContent`, anything for `maxContent`.
    static func range(_ width: Double, _ widthMode: SizingMode, _ height: Double, _ heightMode: SizingMode) -> SizeRange {
        func bounds(_ length: Double, _ mode: SizingMode) -> (Double, Double) {
            guard length.isFinite else { return (0, .infinity) }
            switch mode {
            case .stretchFit: return (length, length)
            case .fitContent: return (0, length)
            case .maxContent: return (0, .infinity)
            }
        }
        let (minW, maxW) = bounds(width, widthMode)
        let (minH, maxH) = bounds(height, heightMode)
        return SizeRange(min: Size(width: minW, height: minH), max: Size(width: maxW, height: maxH))
    }
}
