import Testing
@testable import Feed

/// Numbers JSON allows but a `Double` cannot hold are reported at their path against the field's rule,
/// like any other number out of range.
struct OutOfRangeNumberTests {
    private func generated(seed: String, stories: String = "3") -> String {
        #"{"schemaVersion": 2, "name": "t", "device": {"width": 1, "height": 1, "scale": 1}, "feed": {"generate": {"seed": \#(seed), "stories": \#(stories)}}, "scroll": {"kind": "constant", "pointsPerFrame": 1, "frames": 1}}"#
    }

    @Test("Each field's own rule names the number as written")
    func fieldRules() {
        let wide = document().replacingOccurrences(of: #""width": 375"#, with: #""width": 1e309"#)
        #expect(problems(wide) == ["test.json: device.width: must be a positive number of at most 10000 (1e309 is out of range)"])
        let likes = document(story: #"{"id": "a", "author": {"name": "Ann"}, "timestamp": "2024-05-01T12:00:00Z", "likeCount": -2E400}"#)
        #expect(problems(likes) == [
            "test.json: feed.stories[0].likeCount: must be a whole number from 0 to 1000000000 (-2E400 is out of range)"
        ])
        #expect(problems(generated(seed: "1e309")) == [
            "test.json: feed.generate.seed: must be a whole number from 0 to 9007199254740991 (1e309 is out of range)"
        ])
        let named = document().replacingOccurrences(of: #""name": "test""#, with: #""name": 1e309"#)
        #expect(problems(named) == ["test.json: name: must be a string, not a number"])
    }

    @Test("A long number is cut in the message")
    func longNumber() {
        let digits = "1" + String(repeating: "0", count: 400)
        let message = problems(generated(seed: "1", stories: digits)).first ?? ""
        #expect(message.hasPrefix("test.json: feed.generate.stories: must be a whole number from 1 to 1000000 (1000"))
        #expect(message.hasSuffix("… is out of range)"))
        #expect(message.count < 200)
    }

    @Test("A null seed reads like every other null")
    func nullSeed() {
        #expect(problems(generated(seed: "null")) == ["test.json: feed.generate.seed: must be a whole number, not null"])
        let nullWidth = document().replacingOccurrences(of: #""width": 375"#, with: #""width": null"#)
        #expect(problems(nullWidth) == ["test.json: device.width: must be a positive number, not null"])
    }
}
