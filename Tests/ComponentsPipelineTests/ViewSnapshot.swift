import Geometry
import Views

/// Every view under a root, depth first, with what it shows and how often it was written to: to
/// compare two mounted feeds, and to prove that a row was left untouched.
@MainActor
struct ViewSnapshot: Equatable {
    struct Entry: Equatable {
        let kind: ViewKind
        let frame: Rect
        let isHidden: Bool
        let properties: [ViewProperty: AttributeValue]
    }

    let entries: [Entry]
    /// Each view's identity and its attribute write count, in the same order.
    let writeCounts: [ObjectIdentifier: Int]

    init(_ root: View) {
        let views = root.allViews()
        entries = views.map { Entry(kind: $0.kind, frame: $0.frame, isHidden: $0.isHidden, properties: $0.properties) }
        writeCounts = Dictionary(uniqueKeysWithValues: views.map { (ObjectIdentifier($0), $0.attributeWriteCount) })
    }

    /// True when `later` holds the same view objects with the same write counts (nothing was written).
    func untouched(in later: ViewSnapshot) -> Bool {
        writeCounts == later.writeCounts
    }
}
