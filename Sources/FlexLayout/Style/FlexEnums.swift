/// Writing direction; `inherit` takes the owner's.
public enum Direction: Sendable {
    case inherit, ltr, rtl
}

/// The main axis and its orientation (CSS `flex-direction`).
public enum FlexDirection: Sendable {
    case column, columnReverse, row, rowReverse
}

/// Distribution along the main axis (CSS `justify-content`).
public enum Justify: Sendable {
    case flexStart, center, flexEnd, spaceBetween, spaceAround, spaceEvenly
}

/// Alignment on the cross axis (`align-items`, `align-self`, `align-content`).
/// `auto` is only meaningful for `align-self` (take the container's `align-items`).
public enum Align: Sendable {
    case auto, flexStart, center, flexEnd, stretch, baseline, spaceBetween, spaceAround, spaceEvenly
}

/// CSS `flex-wrap`.
public enum Wrap: Sendable {
    case noWrap, wrap, wrapReverse
}

/// `static` ignores insets and is no containing block for absolute descendants; `relative` offsets the
/// box by its insets; `absolute` takes it out of flow.
public enum PositionType: Sendable {
    case `static`, relative, absolute
}

/// `none` removes the node from layout; `contents` replaces the node by its children.
public enum Display: Sendable {
    case flex, none, contents
}

/// CSS `overflow`: with `scroll`, an item's content does not bound its flex basis on the cross axis.
public enum Overflow: Sendable {
    case visible, hidden, scroll
}

/// Whether `width`/`height` include padding and border (`borderBox`, Yoga's default) or not.
public enum BoxSizing: Sendable {
    case borderBox, contentBox
}

/// How a size constraint given to a node is to be read (CSS sizing, after Yoga's `SizingMode`).
public enum SizingMode: Sendable {
    /// The node must be exactly the given size (CSS "stretch-fit", Yoga's "exactly").
    case stretchFit
    /// The node may be at most the given size (CSS "fit-content", Yoga's "at most").
    case fitContent
    /// No constraint: the node takes its max-content size; the given size is undefined.
    case maxContent
}
