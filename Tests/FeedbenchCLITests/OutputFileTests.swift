import Foundation
import Testing

/// A file a command is asked to write is checked before the work that fills it: a folder given for a file,
/// or a folder that does not exist, exits 2 at once with the option and the reason (it used to fail after
/// the work, with "NSCocoaErrorDomain error 512"; `baseline save` exited 1).
@Suite struct OutputFileTests {
    static let folder = FileManager.default.temporaryDirectory.path
    static let missing = "/nonexistent-feedbench-\(UUID())/out.file"

    @Test(arguments: [
        (["gate", "--baseline", "none.json", "--current", "none", "--junit", folder], "--junit: \(folder) is a folder"),
        (["gate", "--baseline", "none.json", "--current", "none", "--markdown", missing], "--markdown: the folder "),
        (["gate", "--baseline", "none.json", "--current", "none", "--json", folder], "--json: \(folder) is a folder"),
        (["generate", "--stories", "3", "--seed", "1", "--out", folder], "--out: \(folder) is a folder"),
        (["generate", "--stories", "3", "--seed", "1", "--out", missing], "--out: the folder "),
        (["baseline", "save", "none", "--to", folder, "--force"], "--to: \(folder) is a folder"),
    ])
    func aPathThatCannotBeWrittenIsRefusedFirst(arguments: [String], message: String) throws {
        let output = try CLIRunner.run(arguments)
        let command = arguments[0] == "baseline" ? "baseline save" : arguments[0]
        #expect(output.status == 2, "\(arguments): \(output.stderr)")
        #expect(output.stderr.hasPrefix("feedbench \(command): \(message)"), "\(output.stderr)")
        #expect(output.stdout.isEmpty)
    }
}
