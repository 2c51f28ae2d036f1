import Foundation
import Testing
@testable import LayoutConformance

/// Runs the 430 Yoga/Chrome cases bundled with the tests (kept in the repository, so the suite is whole on
/// a user's machine).
@Suite struct ConformanceTests {
    struct Ratchet: Decodable {
        var minimumPassing: Int
        var knownFailures: [KnownFailure]
    }

    struct KnownFailure: Decodable {
        var name: String
        var reason: String
    }

    static func resource(_ name: String) throws -> URL {
        try #require(Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Cases"))
    }

    @Test func everyCaseOutsideTheKnownFailuresPassesAndTheRatchetHolds() throws {
        let cases = try CaseFile.load(path: try Self.resource("cases.json").path)
        #expect(cases.count == 430)
        let ratchet = try JSONDecoder().decode(Ratchet.self, from: Data(contentsOf: try Self.resource("ratchet.json")))
        let known = Set(ratchet.knownFailures.map(\.name))
        let results = ConformanceRunner().run(cases)
        let passing = results.filter(\.passed).count
        #expect(passing >= ratchet.minimumPassing, "passing cases fell below the ratchet")
        for result in results where !result.passed && !known.contains(result.name) {
            Issue.record("\(result.name) fails: \(result.mismatches)")
        }
        // A known failure that now passes should leave the list (and raise the ratchet).
        for result in results where result.passed && known.contains(result.name) {
            Issue.record("\(result.name) passes now: remove it from the known failures and raise the ratchet")
        }
    }

    /// A file of Scenarios/layout, where the benchmark trees live (read in place, like `feedbench flex` does).
    static func layoutScenario(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scenarios/layout").appendingPathComponent(name).path
    }

    @Test func theHugeNestedBenchmarkTreeLaysOutAsExpected() throws {
        let cases = try CaseFile.load(path: Self.layoutScenario("huge-nested.json"))
        let testCase = try #require(cases.first)
        #expect(testCase.nodeCount == 11_111)
        let result = ConformanceRunner().run(testCase)
        #expect(result.passed, "\(result.mismatches.prefix(3))")
    }

    /// The four trees Yoga's benchmark records from real apps, with the frames Yoga computes for them.
    @Test func theYogaCapturesLayOutToYogasFrames() throws {
        let cases = try CaseFile.load(path: Self.layoutScenario("yoga-captures.json"))
        #expect(cases.map(\.name) == [
            "capture_chat_mac", "capture_feed_android", "capture_profile_ios", "capture_rendering_sample_mac",
        ])
        #expect(cases.map(\.nodeCount) == [1516, 559, 101, 120])
        for testCase in cases {
            let result = ConformanceRunner().run(testCase)
            #expect(result.passed, "\(testCase.name): \(result.mismatches.prefix(3))")
        }
    }
}
