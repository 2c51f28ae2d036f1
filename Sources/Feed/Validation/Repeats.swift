/// Finding a value given twice in a list (a run's scenario names, a baseline's), to refuse it with both
/// positions.
public enum Repeats {
    /// The first position whose value came earlier too, with that earlier position; `nil` when all differ.
    /// - Complexity: O(n) expected.
    public static func first<Value: Hashable>(in values: [Value]) -> (index: Int, earlier: Int)? {
        var seen: [Value: Int] = [:]
        for (index, value) in values.enumerated() {
            if let earlier = seen[value] { return (index, earlier) }
            seen[value] = index
        }
        return nil
    }
}
