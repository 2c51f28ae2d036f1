import Foundation

/// The figures of one `components-bench` run: times in milliseconds (`BenchPass`), counts exact.
public struct ComponentsBenchResult: Sendable, Encodable {
    public let story: String
    /// The edit of `remount-changed`: `like`, or `unlike` when the viewer already likes the story.
    public let edit: String
    public let iterations: Int
    public let width: Double
    public let scale: Double
    /// Views without subviews in the mounted story.
    public let leafViews: Int
    public let viewsPerMount: Int
    public let attributeWritesFirstMount: Int
    /// Attribute writes of one remount of the edited story: at least 1.
    public let remountChangedWrites: Int
    /// Attribute writes of one remount of an equal layout: must be 0.
    public let remountSameWrites: Int
    public let passes: [BenchPass]
    /// Sums of sizes and counts, printed so the work cannot be optimised away.
    public let checksum: Double

    /// Why the remount counts are wrong, or `nil`: an edit must write something, an equal layout nothing.
    public var remountProblem: String? {
        guard remountChangedWrites < 1 || remountSameWrites != 0 else { return nil }
        return "a remount wrote \(remountChangedWrites) attributes for one \(edit) and \(remountSameWrites) for none "
            + "(expected at least 1 and 0)"
    }
}
