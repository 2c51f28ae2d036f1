import Feed

extension Story {
    /// This story with some fields replaced; `Story`'s fields are constants, so edits make copies.
    func copy(
        likeCount: Int? = nil, viewerLikes: Bool? = nil, commentCount: Int? = nil, comments: [Comment]? = nil,
        substories: [Story]? = nil
    ) -> Story {
        Story(
            id: id, author: author, timestamp: timestamp, message: message, attachments: attachments,
            substories: substories ?? self.substories, likeCount: likeCount ?? self.likeCount,
            commentCount: commentCount ?? self.commentCount, viewerLikes: viewerLikes ?? self.viewerLikes,
            comments: comments ?? self.comments)
    }
}
