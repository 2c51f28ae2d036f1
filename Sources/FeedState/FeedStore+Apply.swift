import Feed

extension FeedEdit {
    /// The feed after this edit: the reducer of the feed model,
    /// `edits.accumulate(startingFrom: initial) { edit, feed in edit.apply(to: feed) }`.
    ///
    /// Never fails: an edit that cannot apply (an unknown story, a repeated comment id, a conflicting
    /// insertion) leaves every story as it was and is recorded instead, in ``FeedStore/lastChange`` and
    /// ``FeedStore/problems``. Use ``FeedStore/applying(_:)`` to get the error thrown.
    ///
    /// - Complexity: see ``FeedStore/apply(_:)``.
    public func apply(to feed: FeedStore) -> FeedStore {
        var next = feed
        next.apply(self)
        return next
    }
}

extension FeedStore {
    /// Applies `edit`, or records why it cannot apply; either way ``revision`` grows by one and
    /// ``lastChange`` describes the outcome.
    ///
    /// - Complexity: like, unlike, comment: O(*a* × *s* × log *n*), *a* the stories that embed the edited
    ///   one, *s* their substory counts and *n* the stories held (O(log n) for a story nothing embeds): the
    ///   rest of the store is shared, not copied. Insert: O(*n* + *k*), *n* the positions (the position
    ///   array is copied) and *k* the inserted stories at every depth.
    public mutating func apply(_ edit: FeedEdit) {
        do {
            try perform(edit)
        } catch {
            revision += 1
            lastChange = FeedChange(edit: edit, error: error)
            problems.append(FeedProblem(revision: revision, edit: edit, error: error))
        }
    }

    /// The store after `edit`, or the reason it cannot apply; unlike ``apply(_:)``, a rejected edit is
    /// not recorded anywhere.
    public func applying(_ edit: FeedEdit) throws(FeedEditError) -> FeedStore {
        var next = self
        try next.perform(edit)
        return next
    }

    /// Applies `edit` or throws, changing nothing when it throws.
    private mutating func perform(_ edit: FeedEdit) throws(FeedEditError) {
        let next = revision + 1
        var inserted: [StoryID] = []
        var changed: Set<StoryID> = []
        switch edit {
        case .like(let id):
            let story = try current(id)
            if !story.viewerLikes {
                let likes = min(story.likeCount + 1, Self.limits.maximumCount)
                changed = replace(id, with: story.copy(likeCount: likes, viewerLikes: true), at: next)
            }
        case .unlike(let id):
            let story = try current(id)
            if story.viewerLikes {
                let likes = max(story.likeCount - 1, 0)
                changed = replace(id, with: story.copy(likeCount: likes, viewerLikes: false), at: next)
            }
        case .comment(let id, let comment):
            let story = try current(id)
            guard !story.comments.contains(where: { $0.id == comment.id }) else {
                throw .duplicateComment(story: id, comment: comment.id)
            }
            changed = replace(id, with: Self.adding(comment, to: story), at: next)
        case .insertAtTop(let stories):
            try addEntities(ofTopLevel: stories, at: next)
            inserted = stories.map(\.id)
            topLevelIDs.insert(contentsOf: inserted, at: 0)
        }
        revision = next
        lastChange = FeedChange(
            edit: edit, changedStoryIDs: changed.filter { entries[$0]?.isTopLevel == true }, changedEntityIDs: changed,
            insertedStoryIDs: inserted)
    }

    private func current(_ id: StoryID) throws(FeedEditError) -> Story {
        guard let story = entries[id]?.story else { throw .unknownStory(id: id) }
        return story
    }

    /// The story with `comment` shown last. The shown comments stay within the scenario format's limit
    /// (the oldest shown one gives way), so a store always encodes to JSON that decodes again;
    /// `commentCount` counts every comment.
    private static func adding(_ comment: Comment, to story: Story) -> Story {
        let shown = (story.comments + [comment]).suffix(limits.maximumComments)
        let count = min(max(story.commentCount, story.comments.count) + 1, limits.maximumCount)
        return story.copy(commentCount: count, comments: Array(shown))
    }

    /// The bounds of the scenario format, which stories stay within after any edit.
    static let limits = ScenarioLimits.standard
}
