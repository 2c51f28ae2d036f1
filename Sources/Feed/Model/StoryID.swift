/// The kind behind `StoryID`.
public enum StoryKind {}

/// The identity of a story. Two stories with the same id are the same entity and must have the same
/// content wherever they appear (a reshared story is the same story in two places); the validator rejects
/// a repeated id whose content differs.
public typealias StoryID = EntityID<StoryKind>
