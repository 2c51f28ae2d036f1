import Geometry

/// An immutable description of a piece of UI: an optional view, an optional size, and children.
///
/// Components are values built by pure functions of the model, so any thread may build them
/// (`Sendable`, checked by the compiler). Layout turns a component into a `ComponentLayout`, also on
/// any thread; only mounting touches views.
///
/// Layout contract (after LayoutKit's `Layout`): `computeLayout` works in two passes, measurement
/// then arrangement. It measures its children by calling `layoutThatFits` on them (never
/// `computeLayout`), then places them and returns its size and their positions.
/// - `computeLayout` MUST be a pure function of the component, `range`, `parentSize` and `context`:
///   any thread MAY call it, concurrently, and it MUST NOT touch views or shared mutable state.
/// - It SHOULD return a size within `range`; `layoutThatFits` clamps it anyway.
/// - It MUST return children in the order they are to be stacked (later children on top), and
///   the layout of each child MUST come from that child's `layoutThatFits`.
/// - It SHOULD measure a child at most once per distinct range.
/// - `children` and `replacingChildren(_:)` MUST agree: replacing the children with
///   `children` itself gives an equal component. State updates rely on it to rebuild one branch.
///
/// Callers lay out through `layoutThatFits(_:parentSize:context:)`, which applies `size`.
public protocol Component: Sendable {
    /// The view this component wants when mounted; nil for a layout-only component.
    var view: ViewConfiguration? { get }
    /// The size it asks for, resolved against its parent's size.
    var size: ComponentSize { get }
    /// The components it contains, in order.
    var children: [any Component] { get }
    /// A copy with `children` replaced, one for one, in the same order.
    func replacingChildren(_ children: [any Component]) -> Self
    /// Measures the children and arranges them in a size within `range` (see the contract above).
    /// `parentSize` is the size of this component's parent, NaN where not known yet.
    func computeLayout(_ range: SizeRange, parentSize: Size, context: LayoutContext) -> ComponentLayout
}

extension Component {
    /// `children[index]` of a list given to `replacingChildren`, which must hold exactly `count` children:
    /// "one for one" is the contract, and a list of another length is a programming error, said by name.
    func replacement(_ index: Int, of count: Int, in children: [any Component]) -> any Component {
        precondition(children.count == count, "\(Self.self).replacingChildren: \(count) children expected, got \(children.count)")
        return children[index]
    }

    /// The component's layout in a size within `range`: `size` is resolved against `parentSize`
    /// (percentages of it; NaN or infinite lengths make percentages auto), intersected with `range`
    /// (the parent's constraint wins), and the result of `computeLayout` is clamped to it and
    /// stamped with `view`.
    ///
    /// Thread: any, concurrently. - Complexity: that of `computeLayout`, plus O(1).
    public func layoutThatFits(_ range: SizeRange, parentSize: Size = Size(width: .nan, height: .nan), context: LayoutContext) -> ComponentLayout {
        let resolved = size.resolve(parent: parentSize).intersection(range)
        let layout = computeLayout(resolved, parentSize: parentSize, context: context)
        return layout.with(size: resolved.clamp(layout.size), view: view)
    }
}
