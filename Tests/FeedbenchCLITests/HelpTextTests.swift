import Foundation
import Testing

/// Every command's `--help`, as a user reads it: found from the top-level help's list, so a new command is
/// covered without naming it here.
@Suite struct HelpTextTests {
    /// The subcommand names a help text lists under SUBCOMMANDS.
    static func subcommands(in help: String) -> [String] {
        var names: [String] = []
        var inList = false
        for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("SUBCOMMANDS:") { inList = true; continue }
            guard inList else { continue }
            // A name starts at column 2; a description's wrapped lines are indented further.
            guard line.hasPrefix("  "), !line.hasPrefix("   ") else { continue }
            if let name = line.dropFirst(2).split(separator: " ").first, !line.contains("See 'feedbench") {
                names.append(String(name))
            }
        }
        return names
    }

    /// A line-continuation backslash written twice in a multi-line string literal prints a literal `\`
    /// at the end of each source line of a command's discussion.
    @Test func everyCommandsHelpIsPlainText() throws {
        var pending: [[String]] = [[]]
        var seen = 0
        while let command = pending.popLast() {
            let output = try CLIRunner.run(command + ["--help"])
            let name = (["feedbench"] + command).joined(separator: " ")
            #expect(output.status == 0, "\(name) --help: exit status \(output.status)")
            #expect(!output.stdout.isEmpty, "\(name) --help printed nothing")
            #expect(!output.stdout.contains("\\"), "\(name) --help prints a backslash:\n\(output.stdout)")
            pending += Self.subcommands(in: output.stdout).filter { $0 != "help" }.map { command + [$0] }
            seen += 1
        }
        #expect(seen >= 15, "the top-level help lists the commands (found \(seen - 1))")
    }
}
