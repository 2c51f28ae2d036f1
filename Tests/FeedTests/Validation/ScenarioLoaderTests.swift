import Foundation
import JSON
import Testing
@testable import Feed

struct ScenarioLoaderTests {
    static let bundled = ["default", "text-heavy", "photo-heavy", "deep-substories", "update-storm", "scale-10k"]

    @Test("Every bundled scenario validates", arguments: bundled)
    func bundledScenarioValidates(_ name: String) throws {
        let path = packageRoot.appendingPathComponent("Scenarios/\(name).json").path
        let scenario = try ScenarioLoader.load(path: path)
        #expect(scenario.name == name)
    }

    @Test("The bundled scenarios are what their names promise")
    func bundledContents() throws {
        func load(_ name: String) throws -> Scenario {
            try ScenarioLoader.load(path: packageRoot.appendingPathComponent("Scenarios/\(name).json").path)
        }
        let standard = try load("default")
        #expect(standard.device.width == 375 && standard.device.height == 667)
        #expect(standard.feed == .generated(GeneratorSpec(seed: 1, stories: 200, mix: .mixed)))
        #expect(try load("scale-10k").feed.resolvedStories().count == 10_000)
        let deep = try load("deep-substories").feed.resolvedStories()
        #expect(deep.map(\.substoryDepth).max() == ScenarioLimits.standard.maximumSubstoryDepth)
        let storm = try load("update-storm")
        #expect(storm.events.count >= 50)
        #expect(zip(storm.events.dropFirst(), storm.events).allSatisfy { $0.frame - $1.frame <= 3 })
    }

    @Test("The JSON Schema lists exactly the top-level keys a scenario is written with")
    func schemaNamesTheTopLevelKeys() throws {
        let data = try Data(contentsOf: packageRoot.appendingPathComponent("Scenarios/scenario.schema.json"))
        let schema = try JSONParser.parse(Array(data))
        guard case .object(let members) = schema,
            case .object(let properties)? = members.first(where: { $0.key == "properties" })?.value
        else {
            Issue.record("the schema has no top-level properties")
            return
        }
        let encoded = try JSONParser.parse(Array(ScenarioEncoding.data(sampleScenario)))
        guard case .object(let written) = encoded else { return }
        #expect(Set(properties.map(\.key)) == Set(written.map(\.key)))
        #expect(members.first { $0.key == "$schema" }?.value == .string("https://json-schema.org/draft/2020-12/schema"))
    }

    @Test("A missing file is one problem naming the file")
    func missingFile() {
        #expect {
            _ = try ScenarioLoader.load(path: "/nonexistent/x.json")
        } throws: { error in
            (error as? ScenarioError)?.description == "/nonexistent/x.json: no such file"
        }
    }
}
