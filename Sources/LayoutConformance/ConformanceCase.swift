import FlexLayout
import Geometry

/// One layout case in the Yoga/Chrome format (see `Tests/LayoutConformanceTests/Cases/meta.json`):
/// a node tree with the style properties it sets, and the frame Chrome computed for every node.
public struct ConformanceCase: Sendable {
    public var name: String
    public var source: String?
    public var features: [String]
    public var root: CaseNode
    /// Node id to expected frame, relative to the parent, LTR.
    public var expected: [String: Rect]

    public init(name: String, source: String? = nil, features: [String] = [], root: CaseNode, expected: [String: Rect]) {
        self.name = name
        self.source = source
        self.features = features
        self.root = root
        self.expected = expected
    }

    /// The number of nodes in the tree.
    public var nodeCount: Int { root.nodeCount }
}

/// A node of a case: an id, a style and children.
public struct CaseNode: Sendable {
    public var id: String
    public var style: FlexStyle
    public var children: [CaseNode]

    public init(id: String, style: FlexStyle = FlexStyle(), children: [CaseNode] = []) {
        self.id = id
        self.style = style
        self.children = children
    }

    public var nodeCount: Int { children.reduce(1) { $0 + $1.nodeCount } }

    /// Builds the engine's node tree for this case; nodes carry the case ids as names.
    public func makeFlexNode() -> FlexNode {
        let node = FlexNode(style: style, name: id)
        for child in children { node.append(child.makeFlexNode()) }
        return node
    }
}
