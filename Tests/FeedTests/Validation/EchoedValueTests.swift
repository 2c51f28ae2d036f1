import JSON
import Testing
@testable import Feed

/// Values a scenario's problems echo (keys, enum values, timestamps, story ids) are quoted by `MessageText`.
struct EchoedValueTests {
    @Test("Echoed keys, enum values, timestamps and story ids stay on one line")
    func problemsStayOnOneLine() {
        let key = problems(document(extra: #""warm\nUp": 3"#))
        #expect(key == [#"test.json: ["warm\nUp"]: unknown key "warm\nUp" (did you mean "warmUp"?)"#])
        let timestamp = problems(document(story: #"{"id": "a", "author": {"name": "Ann"}, "timestamp": "2024\n05"}"#))
        #expect(timestamp.count == 1)
        #expect(timestamp.first?.hasSuffix(#"got "2024\n05""#) == true)
        let kind = problems(document(story: #"{"id": "a", "author": {"name": "Ann"}, "timestamp": "2024-05-01T12:00:00Z", "attachments": [{"kind": "ph\"oto\u2028"}]}"#))
        #expect(kind.first?.hasPrefix(#"test.json: feed.stories[0].attachments[0].kind: unknown value "ph\"oto\u{2028}" (expected"#) == true)
        let events = #""events": [{"frame": 1, "kind": "like", "story": "x\"\n\u202Ey"}]"#
        #expect(problems(document(extra: events)) == [
            #"test.json: events[0].story: unknown story "x\"\n\u{202E}y": no story in the feed, or inserted by an earlier event, has this id"#
        ])
        for problem in key + timestamp + kind + problems(document(extra: events)) {
            #expect(!problem.contains("\n") && !problem.contains("\u{2028}") && !problem.contains("\u{202E}"))
        }
    }
}
