import Testing
@testable import Feed

/// Every value a message echoes is quoted and escaped: one problem, one line.
struct MessageTextTests {
    @Test("Quotes, backslashes, controls, separators and bidi controls are escaped")
    func escapes() {
        #expect(MessageText.quoted("plain") == #""plain""#)
        #expect(MessageText.quoted("a\"b\\c") == #""a\"b\\c""#)
        #expect(MessageText.quoted("a\nb\r\tc\u{0}") == #""a\nb\r\tc\u{0}""#)
        #expect(MessageText.quoted("x\u{2028}y\u{2029}z\u{202E}w\u{2066}\u{85}") == #""x\u{2028}y\u{2029}z\u{202E}w\u{2066}\u{85}""#)
        #expect(MessageText.quoted("Zoë 🐻 محمد") == #""Zoë 🐻 محمد""#)
    }

    @Test("A long value is cut after 60 characters")
    func cut() {
        let long = String(repeating: "a", count: 100)
        #expect(MessageText.quoted(long) == "\"" + String(repeating: "a", count: 60) + "…\"")
        #expect(MessageText.quoted(String(repeating: "a", count: 60)) == "\"" + String(repeating: "a", count: 60) + "\"")
    }

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

/// `MessageText.line`: a message from elsewhere made one safe line.
struct MessageTextLineTests {
    @Test func linesAreJoinedAndControlsEscaped() {
        #expect(MessageText.line("first\nsecond\r\nthird") == "first; second; third")
        #expect(MessageText.line("a\u{202E}b\tc\u{7}") == #"a\u{202E}b\tc\u{7}"#)
        #expect(MessageText.line(#"keeps "quotes" and \ backslashes"#) == #"keeps "quotes" and \ backslashes"#)
    }

    @Test func longTextIsCut() {
        let cut = MessageText.line(String(repeating: "x", count: 1_000))
        #expect(cut == String(repeating: "x", count: MessageText.maximumLineLength) + "…")
    }
}
