import Components
import Views

/// What mounting `new` over `old` on the same host must write, derived from the two layouts alone:
/// the views each layout asks for (layout-only components get none) are matched per parent view by
/// kind and persistent attribute identifiers, in order, as the mounter promises; a matched view gets
/// the attributes whose value changed plus the removal of those that are gone; an unmatched new view
/// gets all of its attributes, as a fresh view does (a pooled view writes only what differs from the values
/// it still holds, so a test comparing with this diff checks that no view came from the pool).
struct LayoutDiff: Equatable {
    /// Attribute writes: applies, updates and unapplies.
    var writes = 0
    /// Views the new layout needs that the old one had no match for.
    var newViews = 0
    /// The identifiers written, with the kind of their view, in mount order ("button title.normal").
    var written: [String] = []

    init(old: ComponentLayout, new: ComponentLayout) {
        diff(old: Self.views(in: old), new: Self.views(in: new))
    }

    /// A view a layout asks for, and the views under it.
    struct Node {
        let configuration: ViewConfiguration
        let children: [Node]

        var key: [String] {
            [configuration.kind.name] + configuration.attributes.filter(\.isPersistent).map(\.identifier).sorted()
        }
    }

    /// The nodes directly under `layout`'s nearest view (or the host), in layout order.
    static func views(in layout: ComponentLayout) -> [Node] {
        if let configuration = layout.view {
            return [Node(configuration: configuration, children: layout.children.flatMap { views(in: $0.layout) })]
        }
        return layout.children.flatMap { views(in: $0.layout) }
    }

    private mutating func diff(old: [Node], new: [Node]) {
        var available: [[String]: ArraySlice<Node>] = [:]
        for node in old { available[node.key, default: []].append(node) }
        for node in new {
            if let match = available[node.key]?.popFirst() {
                let before = Dictionary(match.configuration.attributes.map { ($0.identifier, $0) }) { $1 }
                let after = Dictionary(node.configuration.attributes.map { ($0.identifier, $0) }) { $1 }
                for attribute in node.configuration.attributes where before[attribute.identifier] != attribute {
                    record(node, attribute.identifier)
                }
                for attribute in match.configuration.attributes
                where after[attribute.identifier] == nil && !attribute.isPersistent {
                    record(match, attribute.identifier)
                }
                diff(old: match.children, new: node.children)
            } else {
                newViews += 1
                for attribute in node.configuration.attributes { record(node, attribute.identifier) }
                diff(old: [], new: node.children)
            }
        }
    }

    private mutating func record(_ node: Node, _ identifier: String) {
        writes += 1
        written.append("\(node.configuration.kind) \(identifier)")
    }
}
