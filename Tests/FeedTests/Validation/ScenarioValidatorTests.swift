import Testing
@testable import Feed

struct ScenarioValidatorTests {
    private func story(_ members: String, id: String = "a") -> String {
        #"{"id": "\#(id)", "author": {"name": "Ann"}, "timestamp": "2024-05-01T12:00:00Z"\#(members)}"#
    }

    @Test("The minimal document is valid")
    func minimal() {
        #expect(problems(document()) == [])
    }

    @Test("A wrong type names the path and both types")
    func wrongType() {
        let json = document(story: story(#", "likeCount": "many""#))
        #expect(problems(json) == ["test.json: feed.stories[0].likeCount: must be a whole number, not a string"])
    }

    @Test("A negative width is reported at its exact path")
    func negativeWidth() {
        let stories = [
            story("", id: "a"), story("", id: "b"), story("", id: "c"),
            story(#", "attachments": [{"kind": "photo", "width": -3, "height": 100}]"#, id: "d"),
        ]
        #expect(problems(document(stories: stories)) == [
            "test.json: feed.stories[3].attachments[0].width: must be a positive number"
        ])
    }

    @Test("An unknown key is an error, with a suggestion for a likely typo")
    func unknownKey() {
        #expect(problems(document(extra: #""warmup": 3"#)) == [#"test.json: warmup: unknown key "warmup" (did you mean "warmUp"?)"#])
        let swapped = document().replacingOccurrences(of: #""width": 375"#, with: #""widht": 375"#)
        #expect(problems(swapped) == [
            "test.json: device.width: is required but missing",
            #"test.json: device.widht: unknown key "widht" (did you mean "width"?)"#,
        ])
        let json = document(story: story(#", "attachments": [{"kind": "photo", "width": 10, "height": 10, "alt": "x"}]"#))
        #expect(problems(json) == [
            #"test.json: feed.stories[0].attachments[0].alt: unknown key "alt" (expected one of: kind, width, height)"#
        ])
    }

    @Test("An unknown enum value lists the known ones")
    func unknownEnumValue() {
        let json = document(story: story(#", "attachments": [{"kind": "gif", "width": 10, "height": 10}]"#))
        #expect(problems(json) == [
            #"test.json: feed.stories[0].attachments[0].kind: unknown value "gif" (expected one of: photo, link, video)"#
        ])
        let mix = #"{"schemaVersion": 1, "name": "t", "device": {"width": 1, "height": 1, "scale": 1}, "feed": {"generate": {"seed": 1, "stories": 1, "mix": "photoheavy"}}, "scroll": {"kind": "constant", "pointsPerFrame": 1, "frames": 1}}"#
        #expect(problems(mix) == [
            #"test.json: feed.generate.mix: unknown value "photoheavy" (expected one of: text-heavy, photo-heavy, mixed, nested; did you mean "photo-heavy"?)"#
        ])
    }

    @Test("Substories nested deeper than the limit are reported where the limit is crossed")
    func nestingTooDeep() {
        func nested(_ levels: Int) -> String {
            levels == 0 ? story("", id: "leaf") : story(#", "substories": [\#(nested(levels - 1))]"#, id: "level-\(levels)")
        }
        #expect(problems(document(story: nested(4))) == [])
        #expect(problems(document(story: nested(5))) == [
            "test.json: feed.stories[0].substories[0].substories[0].substories[0].substories[0].substories: nested too deep: "
                + "substories may nest at most 4 levels below a top-level story"
        ])
    }

    @Test("A missing required key is reported at the path it should have")
    func missingKey() {
        let json = #"{"schemaVersion": 1, "name": "t", "device": {"width": 375, "scale": 2}, "feed": {"stories": [{"id": "a", "timestamp": "2024-05-01T12:00:00Z"}]}}"#
        #expect(problems(json) == [
            "test.json: device.height: is required but missing",
            "test.json: feed.stories[0].author: is required but missing",
            "test.json: scroll: is required but missing",
        ])
    }

    @Test("A repeated id must have the same content; equal copies are the same entity")
    func duplicateIDs() {
        let same = [story(#", "message": "hi""#, id: "x"), story(#", "message": "hi""#, id: "x")]
        #expect(problems(document(stories: same)) == [])
        let different = [story(#", "message": "hi""#, id: "x"), story("", id: "y"), story(#", "message": "hello""#, id: "x")]
        #expect(problems(document(stories: different)) == [
            #"test.json: feed.stories[2].id: story "x" appears at feed.stories[0] with different content; a repeated id must denote the same story (give this story its own id, or make the two copies equal)"#
        ])
        let nested = [story(#", "substories": [\#(story("", id: "n"))]"#, id: "p"), story(#", "likeCount": 3"#, id: "n")]
        #expect(problems(document(stories: nested)) == [
            #"test.json: feed.stories[1].id: story "n" appears at feed.stories[0].substories[0] with different content; a repeated id must denote the same story (give this story its own id, or make the two copies equal)"#
        ])
        let comment = #"{"id": "c", "author": {"name": "B"}, "text": "%@"}"#
        let comments = story(#", "commentCount": 2, "comments": [\#(comment.replacingOccurrences(of: "%@", with: "one")), \#(comment.replacingOccurrences(of: "%@", with: "two"))]"#)
        #expect(problems(document(story: comments)) == [
            #"test.json: feed.stories[0].comments[1].id: comment "c" appears at feed.stories[0].comments[0] with different content; a repeated id must denote the same comment"#
        ])
    }

    @Test("Every problem in a file is reported, in order")
    func allProblems() {
        let json = #"""
            {"schemaVersion": 1, "name": "", "device": {"width": 0, "height": 1e6, "scale": "2"},
             "frameBudgetMs": -17,
             "feed": {"stories": [
                {"id": "a", "author": {"name": "Ann", "avatarSize": 0}, "timestamp": "2024-05-01T12:00:00Z",
                 "attachments": [{"kind": "link", "title": "t"}, {"kind": "video", "width": 1, "height": 1, "duration": 0}],
                 "viewerLikes": true, "commentCount": 0, "comments": [{"id": "c", "author": {"name": "B"}, "text": "x"}]},
                 42
             ]},
             "scroll": {"kind": "fling", "initialVelocity": 1000, "deceleration": 1},
             "workers": 0, "repetitions": 2.5}
            """#
        #expect(problems(json) == [
            "test.json: name: must not be empty",
            "test.json: device.width: must be a positive number",
            "test.json: device.height: must be at most 10000",
            "test.json: device.scale: must be a positive number, not a string",
            "test.json: frameBudgetMs: must be a positive number",
            "test.json: feed.stories[0].author.avatarSize: must be a positive number",
            "test.json: feed.stories[0].attachments[0].domain: is required but missing",
            "test.json: feed.stories[0].attachments[1].duration: must be a positive number",
            "test.json: feed.stories[0].likeCount: must be at least 1 when viewerLikes is true",
            "test.json: feed.stories[0].commentCount: must be at least the number of comments given (1)",
            "test.json: feed.stories[1]: must be an object, not a number",
            "test.json: scroll.deceleration: must be a number between 0 and 1, exclusive (UIKit's normal rate is 0.998)",
            "test.json: repetitions: must be a whole number from 1 to 1000",
            "test.json: workers: must be a whole number from 1 to 256",
        ])
    }

    @Test("The display window is a number of viewports from 0 to 100, 1 by default")
    func displayViewports() throws {
        #expect(problems(document(extra: #""displayViewports": 0"#)) == [])
        #expect(problems(document(extra: #""displayViewports": -0.5"#)) == [
            "test.json: displayViewports: must be a number from 0 to 100"
        ])
        #expect(problems(document(extra: #""displayViewports": "far""#)) == [
            "test.json: displayViewports: must be a number, not a string"
        ])
    }

    @Test("Limits on sizes, counts and lengths")
    func limits() {
        let attachments = Array(repeating: #"{"kind": "photo", "width": 1, "height": 1}"#, count: 11).joined(separator: ", ")
        #expect(problems(document(story: story(#", "attachments": [\#(attachments)]"#))) == [
            "test.json: feed.stories[0].attachments: has 11 elements; at most 10 are allowed"
        ])
        let long = String(repeating: "é", count: 20_001)
        #expect(problems(document(story: story(#", "message": "\#(long)""#))) == [
            "test.json: feed.stories[0].message: is 20001 characters long; at most 20000 are allowed"
        ])
        #expect(problems(document(story: story(#", "likeCount": 1.5"#))) == [
            "test.json: feed.stories[0].likeCount: must be a whole number from 0 to 1000000000"
        ])
        #expect(problems(document(story: story(#", "timestamp2": 1"#))).count == 1)
    }

    @Test("The feed has exactly one of stories and generate")
    func feedForms() {
        let base = #"{"schemaVersion": 1, "name": "t", "device": {"width": 1, "height": 1, "scale": 1}, "scroll": {"kind": "constant", "pointsPerFrame": 1, "frames": 1}, "feed": %@}"#
        func feed(_ json: String) -> [String] { problems(base.replacingOccurrences(of: "%@", with: json)) }
        #expect(feed(#"{}"#) == [#"test.json: feed: must have "stories" (the stories, inline) or "generate" (a generator spec)"#])
        #expect(feed(#"{"stories": [], "generate": {"seed": 1, "stories": 1}}"#) == [
            "test.json: feed.stories: must have at least 1 element",
            #"test.json: feed: must have either "stories" or "generate", not both (inline stories on top of a generated feed need "schemaVersion": 2)"#,
        ])
        #expect(feed(#"{"generate": {"seed": 9007199254740992, "stories": 0}}"#) == [
            "test.json: feed.generate.seed: must be a whole number from 0 to 9007199254740991",
            "test.json: feed.generate.stories: must be a whole number from 1 to 1000000",
        ])
    }

    @Test("Events must be in order, within the scroll, and name existing stories")
    func events() {
        let events = #"""
            "events": [
              {"frame": 5, "kind": "like", "story": "a"},
              {"frame": 4, "kind": "open", "story": "a"},
              {"frame": 101, "kind": "unlike", "story": "a"},
              {"frame": 6, "kind": "like", "story": "later"},
              {"frame": 7, "kind": "insert-at-top", "stories": [{"id": "later", "author": {"name": "L"}, "timestamp": "2024-05-01T12:00:00Z"}]},
              {"frame": 8, "kind": "comment", "story": "later", "comment": {"id": "c", "author": {"name": "C"}, "text": "hi"}},
              {"frame": 9, "kind": "share", "story": "a", "whatever": 1},
              {"frame": 9, "kind": "comment", "story": "a"}
            ]
            """#
        #expect(problems(document(extra: events)) == [
            "test.json: events[1].frame: must not be earlier than the previous event's frame (5); list events in frame order",
            "test.json: events[2].frame: is after the end of the scroll (frame 0, the launch frame, to 100 at this frame budget)",
            #"test.json: events[3].story: unknown story "later": no story in the feed, or inserted by an earlier event, has this id"#,
            #"test.json: events[6].kind: unknown value "share" (expected one of: like, unlike, comment, insert-at-top, open)"#,
            "test.json: events[7].comment: is required but missing",
        ])
    }

    @Test("Events on a generated feed name generated stories")
    func eventsOnGeneratedFeed() {
        let json = #"{"schemaVersion": 1, "name": "t", "device": {"width": 1, "height": 1, "scale": 1}, "feed": {"generate": {"seed": 1, "stories": 3}}, "scroll": {"kind": "constant", "pointsPerFrame": 1, "frames": 10}, "events": [{"frame": 1, "kind": "like", "story": "story-3"}, {"frame": 2, "kind": "like", "story": "story-4"}]}"#
        #expect(problems(json) == [
            #"test.json: events[1].story: unknown story "story-4": no story in the feed, or inserted by an earlier event, has this id"#
        ])
    }

    @Test("Whole-document problems: syntax, other versions, other files")
    func documentProblems() {
        #expect(problems("{\"schemaVersion\": 1,\n  \"name\": }") == [
            "test.json: not valid JSON (line 2, column 11: unexpected character '}', expected a value)"
        ])
        #expect(problems(#"{"schemaVersion": 3, "name": "t", "colour": 1}"#) == [
            "test.json: schemaVersion: unsupported schema version 3 (this feedbench reads versions 1 to 2)"
        ])
        #expect(problems(#"{"$schema": "x", "type": "object"}"#) == [
            "test.json: not a scenario: none of the keys schemaVersion, name, device, feed, scroll is present"
        ])
        #expect(problems("[]") == ["test.json: must be an object, not an array"])
        #expect(problems(document().replacingOccurrences(of: #""schemaVersion": 1, "#, with: "")) == [
            "test.json: schemaVersion: is required but missing"
        ])
    }

    @Test("A fling that would last too long is rejected")
    func endlessFling() {
        let json = document().replacingOccurrences(
            of: #"{"kind": "constant", "pointsPerFrame": 10, "frames": 100}"#,
            with: #"{"kind": "fling", "initialVelocity": 10000, "deceleration": 0.9999999999}"#)
        #expect(problems(json) == [
            "test.json: scroll.deceleration: the fling would last more than 1000000 frames; use a smaller rate"
        ])
    }

    @Test("A scenario built in code is checked like a file")
    func problemsInModel() {
        #expect(ScenarioValidator().problems(in: sampleScenario) == [])
        let bad = Scenario(
            name: "", device: Device(width: -1, height: 1, scale: 1), feed: .generated(GeneratorSpec(seed: 1, stories: 1)),
            scroll: .constant(pointsPerFrame: 1, frames: 1))
        #expect(ScenarioValidator().problems(in: bad).map(\.description) == [
            "<scenario>: name: must not be empty", "<scenario>: device.width: must be a positive number",
        ])
    }

    @Test("Arbitrary bytes never trap")
    func fuzz() {
        var random = SeededRandom(seed: 99)
        let alphabet = Array(#"{}[]",:0123456789-+.eEtrufalsn \"\\u"#.utf8) + [0x0A, 0xC3, 0xA9, 0xFF]
        for _ in 0..<2_000 {
            let length = random.nextInt(in: 0...40)
            let bytes = (0..<length).map { _ in alphabet[random.nextInt(below: alphabet.count)] }
            _ = ScenarioValidator().validate(bytes, file: "fuzz.json")
        }
    }
}
