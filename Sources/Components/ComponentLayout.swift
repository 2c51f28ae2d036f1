import Geometry
import Views

/// The result of laying out a component: its size, the view it wants (if any), and its children
/// with their positions. An immutable `Sendable` value: computed on any thread, mounted on the main
/// actor.
///
/// Each layout stores a hash of its whole subtree, computed when it is made (on the laying-out thread)
/// from its children's stored hashes, so `==` rejects a changed subtree in O(1) and mounting can ask
/// "is this the layout this view shows?" cheaply at every level (see `Mounter`).
public struct ComponentLayout: Hashable, Sendable {
    /// A child layout and its top-left corner in the parent's coordinates.
    public struct Child: Hashable, Sendable {
        public let position: Point
        public let layout: ComponentLayout

        public init(position: Point, layout: ComponentLayout) {
            self.position = position
            self.layout = layout
        }
    }

    public let size: Size
    /// Nil for a layout-only component: it gets no view when mounted.
    public let view: ViewConfiguration?
    public let children: [Child]
    /// The hash of `size`, `view` and every child's position and stored hash.
    private let subtreeHash: Int

    /// - Complexity: O(c) in the direct children (their hashes are stored).
    public init(size: Size, view: ViewConfiguration? = nil, children: [Child] = []) {
        self.size = size
        self.view = view
        self.children = children
        var hasher = Hasher()
        hasher.combine(size)
        hasher.combine(view)
        hasher.combine(children.count)
        // Read in place: `for child in children` copies each child, retaining its layout's references.
        children.withUnsafeBufferPointer { children in
            for index in children.indices {
                hasher.combine(children[index].position)
                hasher.combine(children[index].layout.subtreeHash)
            }
        }
        subtreeHash = hasher.finalize()
    }

    /// The stored hashes first, so an unequal subtree is found without walking it; equal hashes are
    /// confirmed by comparing the values (O(n) then, and O(1) when both share their storage).
    public static func == (lhs: ComponentLayout, rhs: ComponentLayout) -> Bool {
        lhs.subtreeHash == rhs.subtreeHash && lhs.size == rhs.size && lhs.view == rhs.view
            && lhs.children == rhs.children
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(subtreeHash)
    }

    /// The same layout with another size and view (what `layoutThatFits` stamps on).
    func with(size: Size, view: ViewConfiguration?) -> ComponentLayout {
        ComponentLayout(size: size, view: view, children: children)
    }

    /// The frames of every layout that has a view, in the root's coordinates, depth first: what
    /// mounting will produce, for tests and geometry digests.
    /// - Complexity: O(n) in the layouts of the tree.
    public func viewFrames(at origin: Point = .zero) -> [(kind: ViewKind, frame: Rect)] {
        var result: [(kind: ViewKind, frame: Rect)] = []
        if let view { result.append((view.kind, Rect(origin: origin, size: size))) }
        for child in children {
            result += child.layout.viewFrames(at: Point(x: origin.x + child.position.x, y: origin.y + child.position.y))
        }
        return result
    }
}
