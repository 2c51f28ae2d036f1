/// The flex layout of one container (CSS Flexible Box Layout, section 9), from its available size
/// to its measured size and, with `performLayout`, its items' sizes and positions.
///
/// Built once per visit of a container; each step of the algorithm lives in its own file as an
/// extension. The steps run in the order of `run`, which is the order of section 9.
struct ContainerLayout {
    let node: FlexNode
    /// In-flow and absolute children, with `display: contents` flattened.
    let children: [FlexNode]
    let direction: Direction
    let ownerDirection: Direction
    /// The available size without the node's margins.
    let availableWidth: Double
    let availableHeight: Double
    let widthMode: SizingMode
    let heightMode: SizingMode
    let ownerWidth: Double
    let ownerHeight: Double
    let performLayout: Bool
    let depth: Int

    let mainAxis: FlexDirection
    let crossAxis: FlexDirection
    let isMainAxisRow: Bool
    let isWrap: Bool
    /// A row that aligns some item by baseline: lines are sized by ascent and descent.
    let isBaselineLayout: Bool
    let mainAxisOwnerSize: Double
    let crossAxisOwnerSize: Double
    let paddingAndBorderMain: Double
    let paddingAndBorderCross: Double
    let leadingPaddingAndBorderCross: Double
    let paddingAndBorderRow: Double
    let paddingAndBorderColumn: Double

    /// Sizing modes of the node on its main and cross axes (main may turn exact when wrapping).
    var sizingModeMain: SizingMode
    let sizingModeCross: SizingMode

    /// The space for items inside padding and border, clamped by the node's min and max.
    let availableInnerWidth: Double
    let availableInnerHeight: Double
    /// Updated per line when the node sizes to its content (section 9.2, "determine the main size").
    var availableInnerMainDim: Double
    let availableInnerCrossDim: Double

    /// Set by the flex basis step: the items overflow the main size.
    var mainAxisOverflows = false
    /// Set by line layout.
    var lineCount = 0
    var totalLineCrossDim: Double = 0
    var maxLineMainDim: Double = 0

    init(
        node: FlexNode, children: [FlexNode], direction: Direction, ownerDirection: Direction,
        availableWidth: Double, availableHeight: Double,
        widthMode: SizingMode, heightMode: SizingMode,
        ownerWidth: Double, ownerHeight: Double,
        performLayout: Bool, depth: Int
    ) {
        self.node = node
        self.children = children
        self.direction = direction
        self.ownerDirection = ownerDirection
        self.availableWidth = availableWidth
        self.availableHeight = availableHeight
        self.widthMode = widthMode
        self.heightMode = heightMode
        self.ownerWidth = ownerWidth
        self.ownerHeight = ownerHeight
        self.performLayout = performLayout
        self.depth = depth

        // Section 9.1: axes and the available space.
        let style = node.styleRef
        mainAxis = style.flexDirection.resolved(direction)
        crossAxis = mainAxis.crossAxis(direction)
        isMainAxisRow = mainAxis.isRow
        isWrap = style.flexWrap != .noWrap
        isBaselineLayout = FlexLayout.isBaselineLayout(node, children)
        mainAxisOwnerSize = isMainAxisRow ? ownerWidth : ownerHeight
        crossAxisOwnerSize = isMainAxisRow ? ownerHeight : ownerWidth
        paddingAndBorderMain = style.paddingAndBorderForAxis(mainAxis, direction, ownerWidth)
        paddingAndBorderCross = style.paddingAndBorderForAxis(crossAxis, direction, ownerWidth)
        leadingPaddingAndBorderCross = style.flexStartPaddingAndBorder(crossAxis, direction, ownerWidth)
        sizingModeMain = isMainAxisRow ? widthMode : heightMode
        sizingModeCross = isMainAxisRow ? heightMode : widthMode
        paddingAndBorderRow = isMainAxisRow ? paddingAndBorderMain : paddingAndBorderCross
        paddingAndBorderColumn = isMainAxisRow ? paddingAndBorderCross : paddingAndBorderMain

        availableInnerWidth = availableInnerDimension(
            node, direction, .width, availableWidth, paddingAndBorderRow, ownerWidth, ownerWidth)
        availableInnerHeight = availableInnerDimension(
            node, direction, .height, availableHeight, paddingAndBorderColumn, ownerHeight, ownerWidth)
        availableInnerMainDim = isMainAxisRow ? availableInnerWidth : availableInnerHeight
        availableInnerCrossDim = isMainAxisRow ? availableInnerHeight : availableInnerWidth
    }

    /// Runs the algorithm's steps in order.
    mutating func run(_ pass: inout LayoutPass) {
        determineFlexBasisOfItems(&pass)   // 9.2, step 3
        layOutLines(&pass)                 // 9.3 – 9.6: lines, flexing, justification, cross alignment
        if performLayout && (isWrap || isBaselineLayout) {
            alignLines(&pass)              // 9.4 step 15 and 9.6 step 16: align-content, baselines
        }
        determineContainerSize()           // 9.4 step 8 / 9.6: the container's used size
        if performLayout {
            reverseWrappedLines()
            setTrailingPositions()
            layOutAbsoluteChildren(&pass)   // 9.1 / CSS Positioned Layout
        }
    }
}
