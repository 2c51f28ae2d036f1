import JSON

/// References into a generated feed, checked without building the feed where the check allows it.
///
/// A generator spec of a few bytes can ask for a million stories; building them all to check one event
/// took seconds and gigabytes. A reference to a top-level `story-N` needs only the count. Only ids that
/// must be compared with generated content (a substory `story-N.…`, a comment `story-N/…`, an inserted
/// story or comment that reuses a generated id) need story N, and then only stories 1 to N are
/// generated, one at a time, and only the stories named are kept.
extension ScenarioReader {
    /// Registers the generated stories that `events` name (see above) and remembers the feed's size.
    func registerGeneratedStories(referencedIn events: JSONValue, spec: GeneratorSpec) {
        generatedStories = spec.stories
        var needed: Set<Int> = []
        Self.collectGeneratedNumbers(in: events, key: nil, count: spec.stories, into: &needed)
        guard let last = needed.max() else { return }
        let source = JSONPath([.key("feed"), .key("generate")])
        FeedGenerator(spec: spec).forEachStory(through: last) { number, story in
            storiesGenerated += 1
            guard needed.contains(number) else { return }
            for nested in story.allStories where storiesByID[nested.id] == nil {
                storiesByID[nested.id] = (nested, source)
                for comment in nested.comments where commentsByID[comment.id] == nil {
                    commentsByID[comment.id] = (comment, source)
                }
            }
        }
    }

    /// Whether `id` is a top-level story of the generated feed (`story-N`, N from 1 to its count).
    func isGeneratedTopLevel(_ id: StoryID) -> Bool {
        guard let count = generatedStories, let parsed = Self.generatedNumber(of: id.rawValue, count: count) else {
            return false
        }
        return parsed.isTopLevel
    }

    /// The top-level story numbers whose content a check needs: every generated id under an `id` key (an
    /// inserted story or comment), and under a `story` key the substory and comment ids (a top-level one is
    /// checked against the count).
    private static func collectGeneratedNumbers(in value: JSONValue, key: String?, count: Int, into needed: inout Set<Int>) {
        switch value {
        case .string(let text) where key == "id" || key == "story":
            if let parsed = generatedNumber(of: text, count: count), key == "id" || !parsed.isTopLevel {
                needed.insert(parsed.number)
            }
        case .array(let elements):
            for element in elements { collectGeneratedNumbers(in: element, key: nil, count: count, into: &needed) }
        case .object(let members):
            for member in members { collectGeneratedNumbers(in: member.value, key: member.key, count: count, into: &needed) }
        default:
            break
        }
    }

    /// `story-N` (top level), `story-N.…` (a substory) or `story-N/…` (a comment), N from 1 to `count`.
    static func generatedNumber(of id: String, count: Int) -> (number: Int, isTopLevel: Bool)? {
        guard id.hasPrefix("story-") else { return nil }
        let digits = id.dropFirst("story-".count).prefix { $0.isASCII && $0.isNumber }
        guard digits.count <= 18, let number = Int(digits), number >= 1, number <= count,
            digits.first != "0"
        else { return nil }
        let rest = id.dropFirst("story-".count + digits.count)
        guard rest.isEmpty || rest.hasPrefix(".") || rest.hasPrefix("/") else { return nil }
        return (number, rest.isEmpty)
    }

    /// The ids of a list of stories and their substories, as written, for an insert that did not read.
    static func storyIDs(in value: JSONValue) -> [StoryID] {
        guard case .array(let stories) = value else { return [] }
        var ids: [StoryID] = []
        for case .object(let members) in stories {
            for member in members {
                if member.key == "id", case .string(let id) = member.value { ids.append(StoryID(id)) }
                if member.key == "substories" { ids += storyIDs(in: member.value) }
            }
        }
        return ids
    }
}
