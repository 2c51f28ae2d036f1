import Feed

/// The positions of each top-level id of one store (an id may fill several positions), built once per
/// store and shared by every `FeedLayouts` of it, so adding a layout finds its rows without a scan.
/// An id at one position (nearly all of them) costs a dictionary entry; only repeated ids get an array.
/// Immutable, so `Sendable`.
final class RowIndex: Sendable {
    private let firstPosition: [StoryID: Int]
    /// Every position of the ids that fill more than one, ascending.
    private let repeated: [StoryID: [Int]]

    /// - Complexity: O(n) in `ids`.
    init(_ ids: [StoryID]) {
        var first: [StoryID: Int] = [:]
        first.reserveCapacity(ids.count)
        var repeated: [StoryID: [Int]] = [:]
        for (position, id) in ids.enumerated() {
            // One hash per id: a repeated id puts its first position back.
            if let earlier = first.updateValue(position, forKey: id) {
                first[id] = earlier
                repeated[id, default: [earlier]].append(position)
            }
        }
        firstPosition = first
        self.repeated = repeated
    }

    /// The positions `id` fills, ascending; empty for an id not at the top level.
    func positions(of id: StoryID) -> [Int] {
        if let all = repeated[id] { return all }
        return firstPosition[id].map { [$0] } ?? []
    }
}
