/// The kind behind `CommentID`.
public enum CommentKind {}

/// The identity of a comment. Like story ids, a repeated comment id must denote the same comment.
/// Comment ids and story ids are separate namespaces.
public typealias CommentID = EntityID<CommentKind>
