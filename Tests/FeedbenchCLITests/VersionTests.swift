import Foundation
import Testing

/// `feedbench --version`: the version on one line, exit 0.
@Suite struct VersionTests {
    @Test func versionPrintsOneLineAndExitsZero() throws {
        let output = try CLIRunner.run(["--version"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stderr.isEmpty)
        let lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 2 && lines[1].isEmpty, "\(output.stdout)")
        let parts = lines[0].split(separator: ".", omittingEmptySubsequences: false)
        #expect(parts.count == 3 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }, "\(output.stdout)")
    }

    /// The top-level help offers it.
    @Test func helpListsVersion() throws {
        let output = try CLIRunner.run(["--help"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("--version"))
    }
}
