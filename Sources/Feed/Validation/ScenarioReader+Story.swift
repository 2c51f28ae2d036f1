import JSON

extension ScenarioReader {
    /// A story and, recursively, its substories; `depth` is 0 for a top-level story.
    /// Checks the counts against each other and registers the story's id (see `register(_:at:)`).
    func readStory(_ value: JSONValue, at path: JSONPath, depth: Int) -> Story? {
        guard var fields = object(value, at: path) else { return nil }
        return clean {
            let id = required(&fields, "id") { identifier($0, at: $1) }.map { StoryID($0) }
            let author = required(&fields, "author", readAuthor)
            let timestamp = required(&fields, "timestamp", readTimestamp)
            let message = optional(&fields, "message", default: "") {
                string($0, at: $1, maxLength: limits.maximumTextLength, allowEmpty: true)
            }
            let attachments = optional(&fields, "attachments", default: []) {
                array($0, at: $1, maxCount: limits.maximumAttachments, readAttachment)
            }
            let substories = optional(&fields, "substories", default: []) { value, path in
                readSubstories(value, at: path, depth: depth + 1)
            }
            let counts = 0...limits.maximumCount
            let likeCount = optional(&fields, "likeCount", default: 0) { integer($0, at: $1, in: counts) }
            let commentCount = optional(&fields, "commentCount", default: 0) { integer($0, at: $1, in: counts) }
            let viewerLikes = optional(&fields, "viewerLikes", default: false, bool)
            let comments = optional(&fields, "comments", default: []) {
                array($0, at: $1, maxCount: limits.maximumComments, readComment)
            }
            rejectUnknownKeys(fields)
            if let viewerLikes, let likeCount, viewerLikes && likeCount == 0 {
                report(path.appending("likeCount"), "must be at least 1 when viewerLikes is true")
            }
            if let comments, let commentCount, commentCount < comments.count {
                report(path.appending("commentCount"), "must be at least the number of comments given (\(comments.count))")
            }
            guard let id, let author, let timestamp, let message, let attachments, let substories, let likeCount,
                let commentCount, let viewerLikes, let comments
            else { return nil }
            let story = Story(
                id: id, author: author, timestamp: timestamp, message: message, attachments: attachments,
                substories: substories, likeCount: likeCount, commentCount: commentCount, viewerLikes: viewerLikes,
                comments: comments)
            register(story, at: path)
            return story
        }
    }

    private func readSubstories(_ value: JSONValue, at path: JSONPath, depth: Int) -> [Story]? {
        if depth > limits.maximumSubstoryDepth, case .array(let elements) = value, !elements.isEmpty {
            report(path, "nested too deep: substories may nest at most \(limits.maximumSubstoryDepth) levels below a top-level story")
            return nil
        }
        return array(value, at: path, maxCount: limits.maximumSubstories) { value, path in
            readStory(value, at: path, depth: depth)
        }
    }

    /// Records the first occurrence of a story id; a later occurrence must have equal content.
    /// Nested stories register before their parent, so a parent's own id is compared after its children's.
    func register(_ story: Story, at path: JSONPath) {
        if let first = storiesByID[story.id] {
            if first.story != story {
                report(
                    path.appending("id"),
                    "story \(MessageText.quoted(story.id.rawValue)) appears at \(first.path) with different content; a repeated id must "
                        + "denote the same story (give this story its own id, or make the two copies equal)")
            }
        } else {
            storiesByID[story.id] = (story, path)
        }
    }

    func readAuthor(_ value: JSONValue, at path: JSONPath) -> Author? {
        guard var fields = object(value, at: path) else { return nil }
        return clean {
            let name = required(&fields, "name") { string($0, at: $1, maxLength: limits.maximumShortTextLength) }
            let avatarSize = optional(&fields, "avatarSize", default: Author.defaultAvatarSize) {
                positive($0, at: $1, maximum: limits.maximumMediaSide)
            }
            rejectUnknownKeys(fields)
            guard let name, let avatarSize else { return nil }
            return Author(name: name, avatarSize: avatarSize)
        }
    }

    func readComment(_ value: JSONValue, at path: JSONPath) -> Comment? {
        guard var fields = object(value, at: path) else { return nil }
        return clean {
            let id = required(&fields, "id") { identifier($0, at: $1) }.map { CommentID($0) }
            let author = required(&fields, "author", readAuthor)
            let text = required(&fields, "text") { string($0, at: $1, maxLength: limits.maximumTextLength) }
            rejectUnknownKeys(fields)
            guard let id, let author, let text else { return nil }
            let comment = Comment(id: id, author: author, text: text)
            if let first = commentsByID[id] {
                if first.comment != comment {
                    report(
                        path.appending("id"),
                        "comment \(MessageText.quoted(id.rawValue)) appears at \(first.path) with different content; a repeated id must "
                            + "denote the same comment")
                }
            } else {
                commentsByID[id] = (comment, path)
            }
            return comment
        }
    }

    func readAttachment(_ value: JSONValue, at path: JSONPath) -> Attachment? {
        guard var fields = object(value, at: path) else { return nil }
        return clean {
            guard let kind: Attachment.Kind = required(&fields, "kind", readChoice) else { return nil }
            let attachment: Attachment?
            switch kind {
            case .photo:
                attachment = readSize(&fields).map(Attachment.photo)
            case .link:
                let short = limits.maximumShortTextLength
                let title = required(&fields, "title") { string($0, at: $1, maxLength: short) }
                let domain = required(&fields, "domain") { string($0, at: $1, maxLength: short) }
                let image = optional(&fields, "image", readMediaSize)
                attachment = title.flatMap { title in domain.map { LinkCard(title: title, domain: $0, image: image) } }
                    .map(Attachment.link)
            case .video:
                let size = readSize(&fields)
                let duration = required(&fields, "duration") { positive($0, at: $1, maximum: limits.maximumVideoDuration) }
                attachment = size.flatMap { size in duration.map { VideoClip(size: size, duration: $0) } }.map(Attachment.video)
            }
            rejectUnknownKeys(fields)
            return attachment
        }
    }

    func readMediaSize(_ value: JSONValue, at path: JSONPath) -> MediaSize? {
        guard var fields = object(value, at: path) else { return nil }
        return clean {
            let size = readSize(&fields)
            rejectUnknownKeys(fields)
            return size
        }
    }

    /// The `width` and `height` members of an object.
    private func readSize(_ fields: inout Fields) -> MediaSize? {
        let width = required(&fields, "width") { positive($0, at: $1, maximum: limits.maximumMediaSide) }
        let height = required(&fields, "height") { positive($0, at: $1, maximum: limits.maximumMediaSide) }
        guard let width, let height else { return nil }
        return MediaSize(width: width, height: height)
    }

    func readTimestamp(_ value: JSONValue, at path: JSONPath) -> Timestamp? {
        guard case .string(let text) = value else {
            report(path, "\(Timestamp.formatHint), not \(value.typeName)")
            return nil
        }
        guard let timestamp = Timestamp(iso8601: text) else {
            report(path, "\(Timestamp.formatHint), got \(MessageText.quoted(text))")
            return nil
        }
        return timestamp
    }

    /// A non-empty id of at most `maximumShortTextLength` scalars.
    func identifier(_ value: JSONValue, at path: JSONPath) -> String? {
        string(value, at: path, maxLength: limits.maximumShortTextLength)
    }
}
