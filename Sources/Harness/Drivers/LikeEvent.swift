import JSON
import Feed

/// A like of a story the viewer already likes, or an unlike of one they do not, changes nothing: both
/// pipelines skip it the same way, rather than time a no-op as an update.
enum LikeEvent {
    /// Why `event` changes nothing, given whether the viewer likes a story in the pipeline's own model;
    /// `nil` for any other event, or an unknown story (the pipeline reports that itself).
    static func noChange(_ event: ScenarioEvent, viewerLikes: (StoryID) -> Bool?) -> String? {
        switch event.action {
        case .like(let id) where viewerLikes(id) == true:
            return "no change: the viewer already likes \(MessageText.quoted(id.rawValue))"
        case .unlike(let id) where viewerLikes(id) == false:
            return "no change: the viewer does not like \(MessageText.quoted(id.rawValue))"
        default:
            return nil
        }
    }
}
