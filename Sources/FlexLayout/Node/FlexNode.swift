import Geometry

/// A box in a flexbox tree: a style (input), children, an optional measure function for content-sized
/// leaves, and the results of the last layout (output).
///
/// A node tree is a mutable, single-threaded working structure: build it, lay it out and read the
/// results on one thread (components build their own trees on worker threads and hand out immutable
/// layout values). It is deliberately not `Sendable`.
///
/// Changing the style, the children or the measure function marks the node and its ancestors dirty;
/// a later `calculateLayout` recomputes only dirty subtrees or subtrees whose constraints changed.
public final class FlexNode {
    /// The style; setting a different one marks the node dirty.
    public var style: FlexStyle {
        get { styleRef.value }
        set {
            guard newValue != styleRef.value else { return }
            if let owner, (newValue.display == .contents) != (styleRef.value.display == .contents) {
                owner.contentsChildCount += newValue.display == .contents ? 1 : -1
            }
            styleRef = StyleRef(newValue)
            markDirty()
        }
    }

    /// `style.display`, read without copying the whole style (`style` returns a copy of it).
    public var display: Display { styleRef.display }

    // The properties layout reads and writes for every node skip the run-time exclusivity checks that
    // class properties get (`@exclusivity(unchecked)`): those checks took about half the instructions
    // of a layout (callgrind, Scenarios/layout/huge-nested.json). That is sound because a node tree is
    // used by one thread (`FlexNode` is not `Sendable`) and the engine never overlaps two accesses to
    // one of them: it passes none of them `inout` to a call, every mutation is a single statement.
    // The other properties keep their checks.

    /// The style as the algorithm reads it (see `StyleRef`).
    @exclusivity(unchecked) private(set) var styleRef: StyleRef
    @exclusivity(unchecked) public private(set) var children: [FlexNode] = []
    /// `owner != nil`, kept as a plain flag: layout asks it for every item, and an unowned load costs a retain.
    @exclusivity(unchecked) private(set) var hasOwner = false
    /// Children with `display: contents`, counted so layout knows without looking.
    @exclusivity(unchecked) private(set) var contentsChildCount = 0

    /// Set when the node or a descendant changed since its last layout.
    @exclusivity(unchecked) public internal(set) var isDirty = true

    /// Measures a leaf from its content; a node with a measure function must have no children.
    @exclusivity(unchecked) public var measure: MeasureFunction? {
        didSet { markDirty() }
    }

    /// Results of the last layout (see `LayoutResults` for which are rounded). Written by the
    /// algorithm only.
    @exclusivity(unchecked) var layout = LayoutResults()

    // Fields the algorithm reads for every node are declared above, so they share cache lines;
    // those below are read rarely.

    /// Where this leaf's first baseline lies; without it, a node's baseline is its first child's.
    public var baseline: BaselineFunction?

    /// Makes this child the one whose baseline is its container's baseline.
    public var isReferenceBaseline = false

    /// The root's size around its last rounding as a root; cleared when the node becomes a child,
    /// whose rounding is its owner's.
    var lastRootRounding: RootRounding?

    /// An identifier for diagnostics and tests; layout ignores it.
    public var name: String?

    /// The node this one is a child of. Unowned rather than weak: a weak reference moves the owner's
    /// reference count to a side table, which makes every retain and release of a container slow
    /// during layout. The owner clears it in its `deinit`, so it never outlives the owner.
    public private(set) unowned(safe) var owner: FlexNode?

    public init(style: FlexStyle = FlexStyle(), name: String? = nil) {
        self.styleRef = StyleRef(style)
        self.name = name
    }

    deinit {
        for child in children {
            child.owner = nil
            child.hasOwner = false
        }
    }

    public convenience init(style: FlexStyle = FlexStyle(), name: String? = nil, children: [FlexNode]) {
        self.init(style: style, name: name)
        for child in children { append(child) }
    }

    // MARK: - Tree

    /// Adds `child` at the end. A child that has another owner is moved here.
    public func append(_ child: FlexNode) {
        insert(child, at: children.count)
    }

    public func insert(_ child: FlexNode, at index: Int) {
        precondition(measure == nil, "a node with a measure function cannot have children")
        child.owner?.remove(child)
        child.owner = self
        child.hasOwner = true
        child.lastRootRounding = nil
        children.insert(child, at: index)
        if child.styleRef.display == .contents { contentsChildCount += 1 }
        markDirty()
    }

    public func remove(_ child: FlexNode) {
        guard let index = children.firstIndex(where: { $0 === child }) else { return }
        children.remove(at: index)
        child.owner = nil
        child.hasOwner = false
        if child.styleRef.display == .contents { contentsChildCount -= 1 }
        markDirty()
    }

    public func removeAllChildren() {
        guard !children.isEmpty else { return }
        for child in children {
            child.owner = nil
            child.hasOwner = false
        }
        children.removeAll()
        contentsChildCount = 0
        markDirty()
    }

    /// Marks this node and its ancestors as needing layout.
    public func markDirty() {
        // A dirty node's ancestors are dirty already, so the walk stops at the first dirty one.
        var node: FlexNode? = self
        while let current = node, !current.isDirty {
            current.isDirty = true
            current.layout.computedFlexBasis = .nan
            node = current.owner
        }
    }

    // MARK: - Results

    /// The frame relative to the owner, rounded to the pixel grid of the last layout.
    public var frame: Rect {
        Rect(x: layout.position.left, y: layout.position.top,
             width: layout.dimensions.width, height: layout.dimensions.height)
    }

    /// Resolved margins, borders and paddings of the last layout.
    public var computedMargin: EdgeInsets { layout.margin }
    public var computedBorder: EdgeInsets { layout.border }
    public var computedPadding: EdgeInsets { layout.padding }

    /// The direction the node was laid out in.
    public var computedDirection: Direction { layout.direction }

    /// True when the content overflowed the node on its main axis during the last layout.
    public var hadOverflow: Bool { layout.hadOverflow }
}
