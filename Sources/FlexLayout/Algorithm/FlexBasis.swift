// CSS Flexbox 9.2 step 3: the flex base size and hypothetical main size of each item.

extension ContainerLayout {
    /// Computes every in-flow item's flex basis, sets initial positions, and records whether the
    /// items overflow the main size.
    mutating func determineFlexBasisOfItems(_ pass: inout LayoutPass) {
        var totalMainDim: Double = 0
        let single = singleFlexChild()
        children.forEachBorrowed { child in
            if child.styleRef.display == .none {
                zeroOutLayoutRecursively(child)
                child.isDirty = false
                return
            }
            if performLayout {
                child.setInitialPosition(child.resolveDirection(direction), availableInnerWidth, availableInnerHeight)
            }
            if child.styleRef.positionType == .absolute { return }
            if child === single {
                // The only flexible item will take exactly the free space: its basis can be 0
                // without measuring its content.
                child.layout.computedFlexBasisGeneration = pass.generation
                child.layout.computedFlexBasis = 0
            } else {
                computeFlexBasis(of: child, &pass)
            }
            totalMainDim += child.layout.computedFlexBasis + child.styleRef.marginForAxis(mainAxis, availableInnerWidth)
        }
        if children.count > 1 {
            totalMainDim += node.styleRef.gap(for: mainAxis, availableInnerMainDim) * Double(children.count - 1)
        }
        mainAxisOverflows = sizingModeMain != .maxContent && totalMainDim > availableInnerMainDim
        if isWrap && mainAxisOverflows && sizingModeMain == .fitContent {
            sizingModeMain = .stretchFit
        }
    }

    /// The one item that both grows and shrinks when the main size is exact, if there is exactly one
    /// flexible item.
    private func singleFlexChild() -> FlexNode? {
        guard sizingModeMain == .stretchFit else { return nil }
        var found: FlexNode?
        var several = false
        children.forEachBorrowedWhile(in: children.indices) { child in
            guard child.isFlexible else { return true }
            if found != nil || inexactEquals(child.resolvedFlexGrow, 0) || inexactEquals(child.resolvedFlexShrink, 0) {
                several = true
                return false
            }
            found = child
            return true
        }
        return several ? nil : found
    }

    /// The flex basis of one item: its `flex-basis`, else its definite main size, else its content
    /// size measured under the container's constraints (9.2 step 3, cases A–E).
    private func computeFlexBasis(of child: FlexNode, _ pass: inout LayoutPass) {
        let width = availableInnerWidth
        let height = availableInnerHeight
        let mainAxisSize = isMainAxisRow ? width : height
        let ownerMainSize = isMainAxisRow ? width : height
        let resolvedBasis = child.resolveFlexBasis(direction, mainAxis, ownerMainSize, width)
        let isRowDefinite = child.hasDefiniteLength(.width, width)
        let isColumnDefinite = child.hasDefiniteLength(.height, height)

        if !resolvedBasis.isNaN && !mainAxisSize.isNaN {
            if child.layout.computedFlexBasis.isNaN {
                let paddingAndBorder = child.styleRef.paddingAndBorderForAxis(mainAxis, direction, width)
                child.layout.computedFlexBasis = maxOrDefined(resolvedBasis, paddingAndBorder)
            }
        } else if isMainAxisRow && isRowDefinite {
            let paddingAndBorder = child.styleRef.paddingAndBorderForAxis(.row, direction, width)
            child.layout.computedFlexBasis = maxOrDefined(
                child.resolvedDimension(direction, .width, width, width), paddingAndBorder)
        } else if !isMainAxisRow && isColumnDefinite {
            let paddingAndBorder = child.styleRef.paddingAndBorderForAxis(.column, direction, width)
            child.layout.computedFlexBasis = maxOrDefined(
                child.resolvedDimension(direction, .height, height, width), paddingAndBorder)
        } else {
            measureContentFlexBasis(of: child, isRowDefinite, isColumnDefinite, &pass)
        }
        child.layout.computedFlexBasisGeneration = pass.generation
    }

    /// Flex basis from the item's max-content size, with the container's size as an upper bound on
    /// the cross axis (and the exact cross size for stretched items).
    private func measureContentFlexBasis(
        of child: FlexNode, _ isRowDefinite: Bool, _ isColumnDefinite: Bool, _ pass: inout LayoutPass
    ) {
        let width = availableInnerWidth
        let height = availableInnerHeight
        var childWidth = Double.nan
        var childHeight = Double.nan
        var childWidthMode = SizingMode.maxContent
        var childHeightMode = SizingMode.maxContent
        let marginRow = child.styleRef.marginForAxis(.row, width)
        let marginColumn = child.styleRef.marginForAxis(.column, width)

        if isRowDefinite {
            childWidth = child.resolvedDimension(direction, .width, width, width) + marginRow
            childWidthMode = .stretchFit
        }
        if isColumnDefinite {
            childHeight = child.resolvedDimension(direction, .height, height, width) + marginColumn
            childHeightMode = .stretchFit
        }

        // Browsers do not bound a scroll container's content on its main axis.
        let overflow = node.styleRef.overflow
        if (!isMainAxisRow && overflow == .scroll) || overflow != .scroll {
            if childWidth.isNaN && !width.isNaN {
                childWidth = width
                childWidthMode = .fitContent
            }
        }
        if (isMainAxisRow && overflow == .scroll) || overflow != .scroll {
            if childHeight.isNaN && !height.isNaN {
                childHeight = height
                childHeightMode = .fitContent
            }
        }

        if let ratio = child.styleRef.aspectRatio {
            if !isMainAxisRow && childWidthMode == .stretchFit {
                childHeight = marginColumn + (childWidth - marginRow) / ratio
                childHeightMode = .stretchFit
            } else if isMainAxisRow && childHeightMode == .stretchFit {
                childWidth = marginRow + (childHeight - marginColumn) * ratio
                childWidthMode = .stretchFit
            }
        }

        // A stretched item with no cross size set is measured at the container's exact cross size.
        let alignment = resolveChildAlignment(node, child)
        let hasExactWidth = !width.isNaN && widthMode == .stretchFit
        if !isMainAxisRow && !isRowDefinite && hasExactWidth && alignment == .stretch && childWidthMode != .stretchFit {
            childWidth = width
            childWidthMode = .stretchFit
            if let ratio = child.styleRef.aspectRatio {
                childHeight = (childWidth - marginRow) / ratio
                childHeightMode = .stretchFit
            }
        }
        let hasExactHeight = !height.isNaN && heightMode == .stretchFit
        if isMainAxisRow && !isColumnDefinite && hasExactHeight && alignment == .stretch && childHeightMode != .stretchFit {
            childHeight = height
            childHeightMode = .stretchFit
            if let ratio = child.styleRef.aspectRatio {
                childWidth = (childHeight - marginColumn) * ratio
                childWidthMode = .stretchFit
            }
        }

        constrainMaxSizeForMode(child, direction, .row, width, width, &childWidthMode, &childWidth)
        constrainMaxSizeForMode(child, direction, .column, height, width, &childHeightMode, &childHeight)

        layoutNode(
            child, availableWidth: childWidth, availableHeight: childHeight, ownerDirection: direction,
            widthMode: childWidthMode, heightMode: childHeightMode, ownerWidth: width, ownerHeight: height,
            performLayout: false, depth: depth, pass: &pass)

        child.layout.computedFlexBasis = maxOrDefined(
            child.layout.measured(mainAxis.dimension),
            child.styleRef.paddingAndBorderForAxis(mainAxis, direction, width))
    }
}
