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
            struct Timing: Decodable {
                struct Case: Decodable { var medianColdMilliseconds, minColdMilliseconds, medianCachedMilliseconds: Double }
                var medianColdMilliseconds, medianCachedMilliseconds: Double
                var cases: [Case]
            }
            var cases: Int
            var passed: Int
            var failed: Int
            var timing: Timing
        }
        let summary = try JSONDecoder().decode(Summary.self, from: Data(output.stdout.utf8))
        #expect(summary.cases == 430 && summary.passed == 430 && summary.failed == 0)
        // Times are milliseconds, as in every command's JSON, and say so in their keys.
        #expect(summary.timing.cases.count == 430 && summary.timing.medianColdMilliseconds > 0)
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

    @Test func namesFromTheFileAreEscapedSoEachFailureIsOneLine() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("feedbench-hostile-\(UUID()).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(#"""
            [{"name": "two\nlines", "features": ["feat\u202Eure"],
              "root": {"id": "ro\"ot", "style": {"width": {"unit": "point", "value": 100}, "height": {"unit": "point", "value": 100}}},
              "expected": {"ro\"ot": {"left": 0, "top": 0, "width": 100, "height": 90}}}]
            """#.utf8).write(to: file)
        let output = try CLIRunner.run(["flex", "--cases", file.path, "--iterations", "1"])
        #expect(output.status == 1)
        #expect(output.stdout.contains(#"FAIL "two\nlines""#))
        #expect(output.stdout.contains(#"  "ro\"ot": expected {left 0"#))
        #expect(output.stdout.contains(#""feat\u{202E}ure""#))
        #expect(!output.stdout.contains("\u{202E}"))
        #expect(!output.stdout.split(separator: "\n").contains { $0 == "lines\"" })
    }

    @Test func unreadableOrInvalidFilesExitWithTwoAndNameTheProblem() throws {
        let missing = try CLIRunner.run(["flex", "--cases", "/nonexistent/cases.json"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("/nonexistent/cases.json: no such file"))
        let folder = try CLIRunner.run(["flex", "--cases", FileManager.default.temporaryDirectory.path])
        #expect(folder.status == 2 && folder.stderr.contains(": is a folder, not a file"))
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

    /// Writes `json` to a temporary case file and runs `flex` on it.
    func flex(_ json: String, _ extra: [String] = []) throws -> CLIRunner.Output {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("feedbench-flex-\(UUID()).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(json.utf8).write(to: file)
        return try CLIRunner.run(["flex", "--cases", file.path, "--iterations", "1"] + extra)
    }

    /// Frames far beyond `Int.max`, and ones that overflow to infinity or NaN, are failures with readable
    /// values in text and in JSON, never a crash or an empty `{}`.
    @Test func hugeAndNonFiniteFramesAreReportedNotCrashedOn() throws {
        let huge = #"""
            [{"name": "huge", "root": {"id": "r", "style": {"width": {"unit": "point", "value": 1e19}, "height": {"unit": "point", "value": 10}}},
              "expected": {"r": {"left": 0, "top": 0, "width": 1e19, "height": 20}}}]
            """#
        let text = try flex(huge)
        #expect(text.status == 1, "\(text.stderr)")
        #expect(text.stdout.contains("r: expected {left 0, top 0, width 1e+19, height 20}, got {left 0, top 0, width 1e+19, height 10}"))

        let overflow = #"""
            [{"name": "overflow", "root": {"id": "r", "style": {"width": {"unit": "point", "value": 200}}, "children": [
              {"id": "c", "style": {"width": {"unit": "percent", "value": 1e308}, "margin": {"left": {"unit": "point", "value": 1e308}}}}]},
              "expected": {"r": {"left": 0, "top": 0, "width": 200, "height": 0}, "c": {"left": 0, "top": 0, "width": 100, "height": 0}}}]
            """#
        let plain = try flex(overflow)
        #expect(plain.status == 1, "\(plain.stderr)")
        #expect(plain.stdout.contains("got {left 1e+308, top 0, width nan, height 0}"))
        let json = try flex(overflow, ["--json"])
        #expect(json.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let failures = try #require(object["failures"] as? [[String: Any]])
        let actual = try #require((failures.first?["nodes"] as? [[String: Any]])?.first?["actual"] as? [String: Any])
        #expect(actual["width"] as? String == "nan")
    }

    @Test func casesThatCannotBeCheckedAreRefusedWithTwo() throws {
        let empty = try flex("[]")
        #expect(empty.status == 2)
        #expect(empty.stderr.contains("holds no cases"))
        #expect(empty.stdout.isEmpty)
        let repeated = try flex(#"[{"name": "a", "root": {"id": "r", "id": "s"}, "expected": {}}]"#)
        #expect(repeated.status == 2)
        #expect(repeated.stderr.contains(#"[0].root.id: duplicate key "id" in one object"#))
    }
}
