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

    /// What layout reads and writes for every node, in one block the node owns (see `NodeState`).
    private let state: UnsafeMutablePointer<NodeState>

    /// The style as the algorithm reads it (see `StyleRef`).
    private(set) var styleRef: StyleRef {
        @inline(__always) get { state.pointee.styleRef }
        @inline(__always) set { state.pointee.styleRef = newValue }
    }

    public private(set) var children: [FlexNode] {
        @inline(__always) _read { yield state.pointee.children }
        @inline(__always) _modify { yield &state.pointee.children }
    }

    /// `owner != nil`, kept as a plain flag: layout asks it for every item, and a weak load is costly.
    private(set) var hasOwner: Bool {
        @inline(__always) get { state.pointee.hasOwner }
        @inline(__always) set { state.pointee.hasOwner = newValue }
    }

    /// Children with `display: contents`, counted so layout knows without looking.
    private(set) var contentsChildCount: Int {
        @inline(__always) get { state.pointee.contentsChildCount }
        @inline(__always) set { state.pointee.contentsChildCount = newValue }
    }

    /// Set when the node or a descendant changed since its last layout.
    public internal(set) var isDirty: Bool {
        @inline(__always) get { state.pointee.isDirty }
        @inline(__always) set { state.pointee.isDirty = newValue }
    }

    /// Measures a leaf from its content; a node with a measure function must have no children.
    public var measure: MeasureFunction? {
        @inline(__always) get { state.pointee.measure }
        set {
            state.pointee.measure = newValue
            markDirty()
        }
    }

    /// Results of the last layout (see `LayoutResults` for which are rounded). Written by the
    /// algorithm only.
    var layout: LayoutResults {
        @inline(__always) _read { yield state.pointee.layout }
        @inline(__always) _modify { yield &state.pointee.layout }
    }

    // Read rarely, so kept as plain stored properties.

    /// Where this leaf's first baseline lies; without it, a node's baseline is its first child's.
    public var baseline: BaselineFunction?

    /// Makes this child the one whose baseline is its container's baseline.
    public var isReferenceBaseline = false

    /// An identifier for diagnostics and tests; layout ignores it.
    public var name: String?

    public private(set) weak var owner: FlexNode?

    public init(style: FlexStyle = FlexStyle(), name: String? = nil) {
        state = .allocate(capacity: 1)
        state.initialize(to: NodeState(styleRef: StyleRef(style)))
        self.name = name
    }

    deinit {
        state.deinitialize(count: 1)
        state.deallocate()
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
        children.insert(child, at: index)
        if child.style.display == .contents { contentsChildCount += 1 }
        markDirty()
    }

    public func remove(_ child: FlexNode) {
        guard let index = children.firstIndex(where: { $0 === child }) else { return }
        children.remove(at: index)
        child.owner = nil
        child.hasOwner = false
        if child.style.display == .contents { contentsChildCount -= 1 }
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
