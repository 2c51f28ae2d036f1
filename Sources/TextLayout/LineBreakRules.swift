/// Where a line may break between two adjacent characters: the pair rules of UAX #14 that matter
/// for the classes in `BreakClass`, applied in the standard's order.
enum LineBreakRules {
    /// Whether a line may break between `current` and `next`, given the class of the character
    /// before `current` (nil at the start of a paragraph).
    ///
    /// - Complexity: O(1).
    static func canBreak(after current: BreakClass, before next: BreakClass, previous: BreakClass?) -> Bool {
        // LB7: never before a space (spaces hang at the end of the line they follow).
        if next == .space { return false }
        // LB13, LB14, LB19: not before closing punctuation or a quote, not after an opening
        // bracket or a quote, even across spaces.
        if next == .closing || next == .quote { return false }
        if current == .opening || current == .quote { return false }
        switch current {
        case .space:
            // LB18: after the last space of a run.
            return true
        case .hyphen:
            // LB21 (× HY, × BA: the break is after the hyphen), LB25 (a hyphen before a digit is a
            // minus sign), and no break after a hyphen that starts a word.
            guard let previous, previous != .space else { return false }
            return next != .numeric
        default:
            // LB31 with ID: ideographs, kana, hangul and emoji break on both sides.
            return current == .ideographic || next == .ideographic
        }
    }
}
