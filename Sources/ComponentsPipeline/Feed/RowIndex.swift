import Feed

/// The positions of each top-level id of one store (an id may fill several positions), built once per
/// store and shared by every `ComponentFeed` of it, so adding a layout finds its rows without a scan.
/// Immutable, so `Sendable`.
final class RowIndex: Sendable {
    private let positionsByID: [StoryID: [Int]]

    /// - Complexity: O(n) in `ids`.
    init(_ ids: [StoryID]) {
        var positions: [StoryID: [Int]] = [:]
        positions.reserveCapacity(ids.count)
        for (position, id) in ids.enumerated() { positions[id, default: []].append(position) }
        positionsByID = positions
    }

    /// The positions `id` fills, ascending; empty for an id not at the top level.
    func positions(of id: StoryID) -> [Int] {
        positionsByID[id] ?? []
    }
}
