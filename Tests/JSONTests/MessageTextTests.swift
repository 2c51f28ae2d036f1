import Testing
@testable import JSON

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
