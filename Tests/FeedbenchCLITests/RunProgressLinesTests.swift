import Foundation
import Testing

/// Where standard error is not a terminal (a CI log), a run prints a progress line every few seconds: here
/// `FEEDBENCH_PROGRESS_INTERVAL=0` asks for one at every phase boundary and frame, so no test waits on time.
@Suite struct RunProgressLinesTests {
    static let scenario = """
        {
          "schemaVersion": 2, "name": "cli-progress",
          "device": { "width": 375, "height": 667, "scale": 2 },
          "feed": { "generate": { "seed": 3, "stories": 12 } },
          "scroll": { "kind": "constant", "pointsPerFrame": 20, "frames": 4 },
          "warmUp": 1, "repetitions": 2, "workers": 1
        }
        """

    func run(interval: String) throws -> CLIRunner.Output {
        var output: CLIRunner.Output?
        try CLIRunner.inNewFolder("progress") { folder in
            let scenario = folder.appendingPathComponent("progress.json")
            try Data(Self.scenario.utf8).write(to: scenario)
            output = try CLIRunner.run(["run", scenario.path, "--out", folder.appendingPathComponent("out").path, "--no-report"],
                                       environment: ["FEEDBENCH_PROGRESS_INTERVAL": interval])
        }
        return try #require(output)
    }

    static func progressLines(_ stderr: String) -> [String] {
        stderr.split(separator: "\n").map(String.init).filter { $0.hasPrefix("feedbench run: progress: ") }
    }

    @Test func everyBoundaryPrintsALineNamingScenarioPipelineAndRepetition() throws {
        let output = try run(interval: "0")
        #expect(output.status == 0, "\(output.stderr)")
        let lines = Self.progressLines(output.stderr)
        let prefix = "feedbench run: progress: \"cli-progress\": "
        for expected in ["starting", "mvc, warm-up repetition 1 of 1, frame 0 of 5", "components, warm-up repetition 1 of 1, frame 5 of 5",
                         "mvc, repetition 1 of 2, frame 3 of 5", "components, repetition 2 of 2, frame 5 of 5",
                         "mvc, counting repetition, frame 5 of 5", "components, counting repetition, frame 0 of 5",
                         "writing the run folder"] {
            #expect(lines.contains(prefix + expected) || lines.contains("feedbench run: progress: " + expected),
                    "no line \(expected): \(output.stderr)")
        }
        // A line at the start of each of the 2 x 4 repetitions and after each of their 5 frames, one at the start
        // and one for the writing.
        #expect(lines.count == 2 + 8 * 6, "\(lines.count) lines: \(output.stderr)")
        // Lines, not a bar: no carriage return.
        #expect(!output.stderr.contains("\r"))
    }

    @Test func offPrintsNone() throws {
        let output = try run(interval: "off")
        #expect(output.status == 0, "\(output.stderr)")
        #expect(Self.progressLines(output.stderr).isEmpty, "\(output.stderr)")
    }

    @Test(arguments: ["soon", "-1", "1e9", ""])
    func aBadIntervalIsRefusedBeforeAnythingRuns(interval: String) throws {
        let output = try run(interval: interval)
        #expect(output.status == 2)
        #expect(output.stderr.contains("FEEDBENCH_PROGRESS_INTERVAL=\(interval): give the seconds between progress lines"),
                "\(output.stderr)")
        #expect(Self.progressLines(output.stderr).isEmpty)
    }
}
