import Foundation
import Testing
@testable import Feed

struct ScenarioEncodingTests {
    @Test("Output has sorted keys, empty containers on one line and a final newline")
    func format() throws {
        let scenario = Scenario(
            name: "n", device: Device(width: 375, height: 667, scale: 2),
            feed: .generated(GeneratorSpec(seed: 1, stories: 2)), scroll: .constant(pointsPerFrame: 1, frames: 1))
        let text = String(decoding: try ScenarioEncoding.data(scenario), as: UTF8.self)
        #expect(text.contains("\"events\" : [],\n"))
        #expect(text.hasSuffix("}\n"))
        let keys = text.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map { $0.split(separator: "\"")[1] }
        #expect(keys == keys.sorted())
    }

    @Test("Collapsing empty containers leaves strings alone")
    func collapsing() {
        let input = Data("{\n  \"a\" : [\n\n  ],\n  \"b\" : \"[ ]\",\n  \"c\" : {\n\n  }\n}".utf8)
        let output = String(decoding: ScenarioEncoding.collapsingEmptyContainers(input), as: UTF8.self)
        #expect(output == "{\n  \"a\" : [],\n  \"b\" : \"[ ]\",\n  \"c\" : {}\n}")
    }
}
