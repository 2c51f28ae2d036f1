import Foundation
import Testing

@Suite struct ValidateCommandTests {
    private func temporaryFile(_ contents: String, name: String = "scenario") throws -> URL {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("feedbench-\(name)-\(UUID()).json")
        try Data(contents.utf8).write(to: file)
        return file
    }

    @Test func everyBundledScenarioIsOK() throws {
        let names = ["default", "text-heavy", "photo-heavy", "deep-substories", "update-storm", "scale-10k"]
        let output = try CLIRunner.run(["validate"] + names.map { "Scenarios/\($0).json" })
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stderr.isEmpty)
        let lines = output.stdout.split(separator: "\n")
        #expect(lines.count == names.count)
        #expect(lines.first == #"Scenarios/default.json: OK ("default" 375x667 @2x, 200 generated stories (mixed), 600 frames, 5 events)"#)
        #expect(lines.allSatisfy { $0.contains(": OK (") })
    }

    /// A folder stands for the scenarios in it, as `feedbench run` takes it; one with none is a problem.
    @Test func aFolderIsEveryScenarioInIt() throws {
        try CLIRunner.inNewFolder("validate") { folder in
            let scenario = try String(contentsOf: CLIRunner.packageRoot.appendingPathComponent("Scenarios/default.json"), encoding: .utf8)
            try Data(scenario.utf8).write(to: folder.appendingPathComponent("b.json"))
            try Data(scenario.utf8).write(to: folder.appendingPathComponent("a.json"))
            try Data("not a scenario".utf8).write(to: folder.appendingPathComponent("notes.txt"))
            let output = try CLIRunner.run(["validate", folder.path])
            #expect(output.status == 0, "\(output.stderr)")
            #expect(output.stdout.split(separator: "\n").map { $0.prefix(while: { $0 != ":" }) }
                    == ["\(folder.path)/a.json", "\(folder.path)/b.json"].map { Substring($0) })
            let empty = folder.appendingPathComponent("empty")
            try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
            let none = try CLIRunner.run(["validate", empty.path])
            #expect(none.status == 2)
            #expect(none.stderr.contains("\(empty.path): is a folder, not a scenario file"))
        }
    }

    @Test func everyProblemIsPrintedAndTheExitStatusIsTwo() throws {
        let bad = try temporaryFile(#"""
            {"schemaVersion": 1, "name": "bad", "device": {"width": 375, "height": 667, "scale": 2},
             "feed": {"stories": [{"id": "a", "author": {"name": "A"}, "timestamp": "2024-05-01T12:00:00Z",
                                   "attachments": [{"kind": "photo", "width": -1, "height": 10}], "likes": 3}]},
             "scroll": {"kind": "constant", "pointsPerFrame": 12, "frames": 10}}
            """#)
        defer { try? FileManager.default.removeItem(at: bad) }
        let output = try CLIRunner.run(["validate", "Scenarios/default.json", bad.path])
        #expect(output.status == 2)
        #expect(output.stdout == #"Scenarios/default.json: OK ("default" 375x667 @2x, 200 generated stories (mixed), 600 frames, 5 events)"# + "\n")
        #expect(output.stderr == """
            \(bad.path): feed.stories[0].attachments[0].width: must be a positive number
            \(bad.path): feed.stories[0].likes: unknown key "likes" (expected one of: id, author, timestamp, message, attachments, substories, likeCount, commentCount, viewerLikes, comments)
            2 problems in 1 of 2 files

            """)
    }

    @Test func unreadableAndInvalidFilesAreProblemsToo() throws {
        let syntax = try temporaryFile("{\"schemaVersion\": 1,\n\"name\": 'x'}")
        defer { try? FileManager.default.removeItem(at: syntax) }
        let output = try CLIRunner.run(["validate", "--quiet", "/nonexistent/s.json", syntax.path])
        #expect(output.status == 2)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.contains("/nonexistent/s.json: no such file\n"))
        #expect(output.stderr.contains("\(syntax.path): not valid JSON (line 2, column 9: unexpected character ''', expected a value)"))
    }

    @Test func helpDescribesEveryOption() throws {
        let output = try CLIRunner.run(["validate", "--help"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("<file>") && output.stdout.contains("Scenario files (JSON), or folders of them, to check."))
        #expect(output.stdout.contains("--quiet") && output.stdout.contains("Print only problems"))
    }

    @Test func noFileIsAUsageError() throws {
        let output = try CLIRunner.run(["validate"])
        #expect(output.status != 0)
        #expect(output.stderr.contains("Missing expected argument '<file> ...'"))
    }
}
