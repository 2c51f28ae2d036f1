import JSON

extension ScenarioReader {
    /// The event list. Events must be in frame order, happen by the scroll's last frame (frame 0 is the
    /// launch frame, the script's frames are 1…N), and name stories that exist by then (in the feed, or
    /// inserted by an earlier event). Story references are checked only when the feed itself is valid, so
    /// one broken story is not reported twice.
    func readEvents(_ value: JSONValue, at path: JSONPath, feed: FeedSource?, frameCount: Int?) -> [ScenarioEvent]? {
        if let spec = feed?.generatorSpec, case .array(let elements) = value, !elements.isEmpty {
            registerGeneratedStories(referencedIn: value, spec: spec)
        }
        var previousFrame = 0
        return array(value, at: path, maxCount: limits.maximumEvents) { value, path in
            guard let event = readEvent(value, at: path, checkReferences: feed != nil) else { return nil }
            if event.frame < previousFrame {
                report(
                    path.appending("frame"),
                    "must not be earlier than the previous event's frame (\(previousFrame)); list events in frame order")
            }
            if let frameCount, event.frame > frameCount {
                report(
                    path.appending("frame"),
                    "is after the end of the scroll (frame 0, the launch frame, to \(frameCount) at this frame budget)")
            } else {
                // A frame past the end is reported once; it does not make every later event out of order.
                previousFrame = max(previousFrame, event.frame)
            }
            return event
        }
    }

    /// One event; `checkReferences` also checks that its story exists in the registry.
    func readEvent(_ value: JSONValue, at path: JSONPath, checkReferences: Bool = false) -> ScenarioEvent? {
        guard var fields = object(value, at: path) else { return nil }
        return clean {
            let frame = required(&fields, "frame") { integer($0, at: $1, in: 0...limits.maximumFrames) }
            guard let kind: ScenarioEvent.Kind = required(&fields, "kind", readChoice) else { return nil }
            let action: ScenarioEvent.Action?
            switch kind {
            case .like, .unlike, .open:
                let story = readStoryReference(&fields, checkReferences: checkReferences)
                action = story.map { kind == .like ? .like($0) : kind == .unlike ? .unlike($0) : .open($0) }
            case .comment:
                let story = readStoryReference(&fields, checkReferences: checkReferences)
                let comment = required(&fields, "comment", readComment)
                action = story.flatMap { story in comment.map { .comment(story, $0) } }
            case .insertAtTop:
                action = required(&fields, "stories") { value, path in
                    let stories = array(value, at: path, maxCount: limits.maximumInlineStories, minCount: 1) { value, path in
                        readStory(value, at: path, depth: 0)
                    }
                    if stories == nil { brokenInsertIDs.formUnion(Self.storyIDs(in: value)) }
                    return stories
                }.map(ScenarioEvent.Action.insertAtTop)
            }
            rejectUnknownKeys(fields)
            guard let frame, let action else { return nil }
            return ScenarioEvent(frame: frame, action: action)
        }
    }

    private func readStoryReference(_ fields: inout Fields, checkReferences: Bool) -> StoryID? {
        required(&fields, "story") { value, path -> StoryID? in
            guard let text = identifier(value, at: path) else { return nil }
            let id = StoryID(text)
            if checkReferences && storiesByID[id] == nil && !isGeneratedTopLevel(id) && !brokenInsertIDs.contains(id) {
                report(path, "unknown story \(MessageText.quoted(id.rawValue)): no story in the feed, or inserted by an earlier event, has this id")
                return nil
            }
            return id
        }
    }
}
