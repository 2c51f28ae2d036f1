import Feed

/// The strings both pipelines show for a story's model values: pure functions, so both show (and
/// measure) exactly the same text. Any thread.
public enum StoryStrings {
    /// The header's time: `"2024-05-01 12:30"` (UTC). Absolute, not relative, so that a layout does
    /// not depend on the clock.
    public static func timestamp(_ timestamp: Timestamp) -> String {
        let iso = timestamp.iso8601
        return String(iso.prefix(10)) + " " + String(iso.dropFirst(11).prefix(5))
    }

    /// The like button's title when the viewer does not like the story.
    public static func likeTitle(likeCount: Int) -> String {
        likeCount > 0 ? "Like · \(likeCount)" : "Like"
    }

    /// The like button's title in its selected state (the viewer likes the story).
    public static func likedTitle(likeCount: Int) -> String {
        likeCount > 0 ? "Liked · \(likeCount)" : "Liked"
    }

    /// The like summary over the buttons; nil (no line) when nobody likes the story.
    public static func likeSummary(likeCount: Int, viewerLikes: Bool) -> String? {
        guard likeCount > 0 else { return nil }
        guard viewerLikes else { return likeCount == 1 ? "1 person likes this" : "\(likeCount) people like this" }
        switch likeCount {
        case 1: return "You like this"
        case 2: return "You and 1 other like this"
        default: return "You and \(likeCount - 1) others like this"
        }
    }

    public static func commentTitle(commentCount: Int) -> String {
        commentCount > 0 ? "Comment · \(commentCount)" : "Comment"
    }

    public static let shareTitle = "Share"

    /// A video's duration as `m:ss` (or `h:mm:ss` from one hour), rounded down to the second.
    public static func duration(_ seconds: Double) -> String {
        let total = seconds.isFinite && seconds > 0 ? Int(min(seconds, 359_999)) : 0
        let (hours, minutes, secs) = (total / 3_600, total % 3_600 / 60, total % 60)
        let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(secs))" : "\(minutes):\(twoDigits(secs))"
    }
}
