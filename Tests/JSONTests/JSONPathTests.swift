import Testing
@testable import JSON

struct JSONPathTests {
    @Test("Paths print as a reader writes them")
    func printing() {
        let path = JSONPath.root.appending("feed").appending("stories").appending(3).appending("attachments").appending(0)
            .appending("width")
        #expect(path.description == "feed.stories[3].attachments[0].width")
        #expect(JSONPath.root.description == "")
        #expect(JSONPath.root.appending(2).appending("a").description == "[2].a")
        #expect(JSONPath.root.appending("odd key").appending("a\"b").description == #"["odd key"]["a\"b"]"#)
        #expect(JSONPath.root.appending("$schema").description == #"["$schema"]"#)
    }
}
