import Foundation
import Gzip
import Testing
@testable import Harness

@MainActor
@Suite struct RunReportTests {
    @Test func runFolderHoldsARunJSONThatDecodes() throws {
        let scenario = try TestScenarios.smallMixed()
        let run = ScenarioRun(scenario: scenario, fonts: try TestScenarios.fonts(), options: RunOptions(repetitions: 1))
        let results = try run.run()
        let report = RunReport(startedAt: Date(timeIntervalSince1970: 0), machine: .current, options: run.options,
                               scenarios: [ScenarioReport(file: "inline.json", scenario: scenario, results: results)])

        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("harness-\(UUID())")
        defer { try? FileManager.default.removeItem(at: parent) }
        let destination = parent.appendingPathComponent("run")
        let folder = try RunFolder(destination: destination)
        for file in try report.folderFiles() { try folder.write(file.data, named: file.name) }
        #expect(!FileManager.default.fileExists(atPath: destination.path))
        try folder.commit()
        folder.discard()

        let data = try Data(contentsOf: destination.appendingPathComponent("run.json"))
        var decoded = try JSONDecoder().decode(RunReport.self, from: data)
        // run.json holds everything but the frames and traces, which the frame file beside it holds.
        #expect(decoded == report.withoutFrames())
        #expect(decoded.scenarios.first?.ratios != nil)
        #expect(decoded.startedAt == "1970-01-01T00:00:00Z")
        let frames = try Data(contentsOf: destination.appendingPathComponent(FrameFile.fileName))
        try decoded.attach(JSONDecoder().decode(FrameFile.self, from: Gzip.decompress(frames, maximumBytes: 1 << 30)))
        // The first screens as drawn are PNG files of their own, one per pipeline.
        for r in decoded.scenarios[0].results.indices {
            let pipeline = decoded.scenarios[0].results[r].pipeline
            decoded.scenarios[0].results[r].firstScreenPNG = try Data(contentsOf: destination.appendingPathComponent(
                RunReport.firstScreenFileName(scenario: 0, pipeline: pipeline)))
        }
        #expect(decoded == report)
        #expect(report.scenarios[0].results.allSatisfy { $0.firstScreenPNG != nil })
        #expect(try FileManager.default.contentsOfDirectory(atPath: destination.path).sorted()
            == ["first-screen-1-components.png", "first-screen-1-mvc.png", FrameFile.fileName, "run.json"])
        // Only the run folder is left: no temporary folder beside the destination.
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["run"])
    }

    @Test func discardedFolderLeavesNothing() throws {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("harness-\(UUID())")
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = try RunFolder(destination: parent.appendingPathComponent("run"))
        try folder.write(Data("{}".utf8), named: "run.json")
        folder.discard()
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path).isEmpty)
    }

    @Test func existingDestinationIsRefused() throws {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("harness-\(UUID())")
        defer { try? FileManager.default.removeItem(at: parent) }
        try FileManager.default.createDirectory(at: parent.appendingPathComponent("run"), withIntermediateDirectories: true)
        #expect(throws: (any Error).self) { _ = try RunFolder(destination: parent.appendingPathComponent("run")) }
    }

    /// A scenario's name is the user's text: the warning about its worker threads echoes it quoted and escaped, so
    /// a newline or a bidi override in it cannot forge a line or reorder what the terminal shows.
    @Test func theCoreWarningEchoesAHostileNameOnOneLine() throws {
        let scenario = try TestScenarios.load("""
            { "schemaVersion": 2, "name": "evil\\n\\u202Egnp.exe\\"",
              "device": { "width": 375, "height": 667, "scale": 2 },
              "feed": { "generate": { "seed": 7, "stories": 5, "mix": "mixed" } },
              "scroll": { "kind": "constant", "pointsPerFrame": 12, "frames": 2 }, "workers": 64 }
            """)
        #expect(scenario.name == "evil\n\u{202E}gnp.exe\"")
        let warning = try #require(ScenarioRun(scenario: scenario, fonts: try TestScenarios.fonts()).coreWarning)
        #expect(!warning.contains("\n") && !warning.contains("\u{202E}"))
        #expect(warning.hasPrefix(#""evil\n\u{202E}gnp.exe\"": 64 worker threads"#))
    }
}
