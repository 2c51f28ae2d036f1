import Foundation
import Testing

@Suite struct GenerateCommandTests {
    @Test func theSameSeedGivesTheSameBytesAndAnotherSeedOthers() throws {
        let first = try CLIRunner.run(["generate", "--stories", "50", "--seed", "42", "--mix", "mixed"])
        let second = try CLIRunner.run(["generate", "--stories", "50", "--seed", "42"])
        let other = try CLIRunner.run(["generate", "--stories", "50", "--seed", "43"])
        #expect(first.status == 0 && second.status == 0 && other.status == 0)
        #expect(!first.stdout.isEmpty && first.stdout == second.stdout)
        #expect(first.stdout != other.stdout)
        #expect(first.stderr.isEmpty)
    }

    @Test func theOutputIsAValidScenario() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feedbench-generate-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [String] = []
        for mix in ["text-heavy", "photo-heavy", "mixed", "nested"] {
            let file = folder.appendingPathComponent("\(mix).json").path
            let output = try CLIRunner.run(["generate", "--stories", "30", "--seed", "7", "--mix", mix, "--out", file])
            #expect(output.status == 0, "\(output.stderr)")
            #expect(output.stdout.isEmpty)
            files.append(file)
        }
        let spec = folder.appendingPathComponent("spec.json").path
        #expect(try CLIRunner.run(["generate", "--stories", "1000000", "--seed", "1", "--spec-only", "--out", spec]).status == 0)
        let validated = try CLIRunner.run(["validate"] + files + [spec])
        #expect(validated.status == 0, "\(validated.stderr)")
        #expect(validated.stdout.contains("30 inline stories"))
        #expect(validated.stdout.contains("1000000 generated stories (mixed)"))
        let written = try String(contentsOfFile: spec, encoding: .utf8)
        #expect(written.contains(#""generate" : {"#) && written.contains(#""stories" : 1000000"#))
    }

    @Test func badInputExitsWithTwoAndSaysWhatToDo() throws {
        let zero = try CLIRunner.run(["generate", "--stories", "0", "--seed", "1"])
        #expect(zero.status == 2)
        #expect(zero.stderr == "feedbench generate: --stories must be between 1 and 100000 (got 0); use --spec-only for larger feeds.\n")
        #expect(zero.stdout.isEmpty)
        let seed = try CLIRunner.run(["generate", "--stories", "1", "--seed", "9007199254740992"])
        #expect(seed.status == 2)
        #expect(seed.stderr.contains("--seed must be between 0 and 9007199254740991"))
        let unwritable = try CLIRunner.run(["generate", "--stories", "1", "--seed", "1", "--out", "/nonexistent/dir/x.json"])
        #expect(unwritable.status == 2)
        #expect(unwritable.stderr.contains("feedbench generate: --out: the folder /nonexistent/dir does not exist"))
        let mix = try CLIRunner.run(["generate", "--stories", "1", "--seed", "1", "--mix", "photos"])
        #expect(mix.status != 0)
        #expect(mix.stderr.contains("'text-heavy', 'photo-heavy', 'mixed' or 'nested'"))
    }

    @Test func helpDescribesEveryOption() throws {
        let output = try CLIRunner.run(["generate", "--help"])
        #expect(output.status == 0)
        for option in ["--stories", "--seed", "--mix", "--out", "--name", "--frames", "--spec-only"] {
            #expect(output.stdout.contains(option))
        }
    }
}

@Suite struct GenerateOptionsTests {
    @Test func theDeviceScrollAndModesAreOptions() throws {
        let output = try CLIRunner.run([
            "generate", "--stories", "3", "--seed", "1", "--spec-only", "--device-name", "Pixel 8", "--device-width", "412",
            "--device-height", "915", "--scale", "2.625", "--fling-velocity", "7000", "--deceleration", "0.99", "--workers", "3",
            "--mvc-row-heights", "measured-on-load",
        ])
        #expect(output.status == 0, "\(output.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let device = try #require(json["device"] as? [String: Any])
        #expect(device["name"] as? String == "Pixel 8" && device["width"] as? Double == 412 && device["scale"] as? Double == 2.625)
        let scroll = try #require(json["scroll"] as? [String: Any])
        #expect(scroll["kind"] as? String == "fling" && scroll["initialVelocity"] as? Double == 7000)
        #expect(json["workers"] as? Int == 3)
        #expect(json["mvcRowHeights"] as? String == "measured-on-load")
        #expect(json["schemaVersion"] as? Int == 2)
        // The description is the command that writes the same file again.
        #expect((json["description"] as? String)?.contains("--fling-velocity 7000 --deceleration 0.99") == true)
    }

    @Test func badOptionsExitTwo() throws {
        for arguments in [["--device-width", "0"], ["--scale", "9"], ["--workers", "zero"], ["--deceleration", "1.5"]] {
            let output = try CLIRunner.run(["generate", "--stories", "3", "--seed", "1"] + arguments)
            #expect(output.status == 2, "\(arguments)")
            #expect(output.stderr.hasPrefix("feedbench generate: \(arguments[0]) must"), "\(output.stderr)")
        }
    }
}
