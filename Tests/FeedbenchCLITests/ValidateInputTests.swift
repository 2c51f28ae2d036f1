import Foundation
import Testing

/// Where `validate` reads from: standard input as `-`, pipes and `/dev/stdin`, a bounded
/// read of devices, and a folder named as one.
@Suite struct ValidateInputTests {
    private var scenario: String {
        get throws { String(decoding: try Data(contentsOf: CLIRunner.packageRoot.appendingPathComponent("Scenarios/default.json")), as: UTF8.self) }
    }

    @Test func standardInputAndPipesAreRead() throws {
        let dash = try CLIRunner.run(["validate", "-"], input: try scenario)
        #expect(dash.status == 0, "\(dash.stderr)")
        #expect(dash.stdout.hasPrefix(#"<stdin>: OK ("default""#))
        let devStdin = try CLIRunner.run(["validate", "/dev/stdin"], input: try scenario)
        #expect(devStdin.status == 0, "\(devStdin.stderr)")
        let bad = try CLIRunner.run(["validate", "-"], input: #"{"schemaVersion": 2}"#)
        #expect(bad.status == 2)
        #expect(bad.stderr.hasPrefix("<stdin>: name: is required but missing"))
    }

    /// A folder is the scenarios in it, as `feedbench run` reads it (here the bundled ones); a folder without
    /// any is reported as a folder (`ValidateCommandTests.aFolderIsEveryScenarioInIt`).
    @Test func aFolderIsTheScenariosInIt() throws {
        let output = try CLIRunner.run(["validate", "Scenarios"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("Scenarios/default.json: OK ("))
        #expect(!output.stdout.contains("scenario.schema.json"))
    }

    /// `/dev/zero` never ends: the read stops at the size limit instead of filling memory.
    @Test func anEndlessDeviceIsRefusedAtTheSizeLimit() throws {
        let output = try CLIRunner.run(["validate", "/dev/zero"])
        #expect(output.status == 2)
        #expect(output.stderr.hasPrefix("/dev/zero: is larger than 256 MiB"))
    }
}
