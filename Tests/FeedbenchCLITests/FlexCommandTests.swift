import Foundation
import Testing

@Suite struct FlexCommandTests {
    @Test func allBundledCasesPassAndTheReportHasItsParts() throws {
        let output = try CLIRunner.run(["flex", "--cases", "Tests/LayoutConformanceTests/Cases/cases.json", "--iterations", "1"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("430 of 430 cases pass (100.0%)"))
        #expect(output.stdout.contains("feature"))
        #expect(output.stdout.contains("flex-direction:row"))
        #expect(output.stdout.contains("median time per layout:"))
    }

    @Test func jsonOutputIsMachineReadable() throws {
        let output = try CLIRunner.run(["flex", "--cases", "Tests/LayoutConformanceTests/Cases/cases.json", "--iterations", "1", "--json"])
        #expect(output.status == 0)
        struct Summary: Decodable {
            var cases: Int
            var passed: Int
            var failed: Int
        }
        let summary = try JSONDecoder().decode(Summary.self, from: Data(output.stdout.utf8))
        #expect(summary.cases == 430 && summary.passed == 430 && summary.failed == 0)
    }

    @Test func failingCasesArePrintedAndExitWithOne() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("feedbench-failing-\(UUID()).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("""
            [{"name": "wrong_on_purpose", "features": ["basic"],
              "root": {"id": "root", "style": {"width": {"unit": "point", "value": 100}, "height": {"unit": "point", "value": 100}}},
              "expected": {"root": {"left": 0, "top": 0, "width": 100, "height": 90}}}]
            """.utf8).write(to: file)
        let output = try CLIRunner.run(["flex", "--cases", file.path, "--iterations", "1"])
        #expect(output.status == 1)
        #expect(output.stdout.contains("FAIL wrong_on_purpose"))
        #expect(output.stdout.contains("root: expected {left 0, top 0, width 100, height 90}, got {left 0, top 0, width 100, height 100}"))
    }

    @Test func unreadableOrInvalidFilesExitWithTwoAndNameTheProblem() throws {
        let missing = try CLIRunner.run(["flex", "--cases", "/nonexistent/cases.json"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("/nonexistent/cases.json: cannot read the file"))
        #expect(missing.stdout.isEmpty)

        let file = FileManager.default.temporaryDirectory.appendingPathComponent("feedbench-bad-\(UUID()).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(#"[{"name": "a", "root": {"id": "r", "style": {"width": {"unit": "point", "value": "ten"}}}, "expected": {}}]"#.utf8)
            .write(to: file)
        let bad = try CLIRunner.run(["flex", "--cases", file.path])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("[0].root.style.width.value: expected a number"))
    }

    @Test func helpDescribesEveryOption() throws {
        let output = try CLIRunner.run(["flex", "--help"])
        #expect(output.status == 0)
        for option in ["--cases", "--iterations", "--json"] {
            #expect(output.stdout.contains(option))
        }
    }

    @Test func badIterationsAreRejectedWithAnActionableMessage() throws {
        let output = try CLIRunner.run(["flex", "--cases", "Scenarios/layout/huge-nested.json", "--iterations", "0"])
        #expect(output.status != 0)
        #expect(output.stderr.contains("--iterations must be between 1 and 100000"))
    }
}
