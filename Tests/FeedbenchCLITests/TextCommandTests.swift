import Foundation
import Testing

@Suite struct TextCommandTests {
    /// Every bad number is refused with exit status 2 and a message, as the help says (negative numbers
    /// used to be read as options: "Missing value for '--width'", exit 64).
    @Test(arguments: [["--width", "-5"], ["--width", "10", "--size", "-1"], ["--width", "10", "--max-lines", "-1"],
                      ["--width", "10", "--line-height", "-2"], ["--width", "0"]])
    func badNumbersExitTwo(arguments: [String]) throws {
        let output = try CLIRunner.run(["text"] + arguments + ["--", "hello"])
        #expect(output.status == 2, "\(arguments): \(output.stderr)")
        #expect(output.stderr.hasPrefix("feedbench text: --"), "\(output.stderr)")
    }

    @Test func theTextMayComeFromAFileOrStandardInput() throws {
        let text = String(repeating: "A long text read from a file, ", count: 40)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("feedbench-text-\(UUID()).txt")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let fromFile = try CLIRunner.run(["text", "--width", "300", "--file", file.path])
        #expect(fromFile.status == 0, "\(fromFile.stderr)")
        let fromStdin = try CLIRunner.run(["text", "--width", "300", "-"], input: text)
        #expect(fromStdin.status == 0, "\(fromStdin.stderr)")
        let fromFlag = try CLIRunner.run(["text", "--width", "300", "--file", "-"], input: text)
        #expect(fromFile.stdout == fromStdin.stdout && fromStdin.stdout == fromFlag.stdout)
        #expect(fromFile.stdout.split(separator: "\n").count > 5)
        let missing = try CLIRunner.run(["text", "--width", "300", "--file", "/nonexistent/feedbench.txt"])
        #expect(missing.status == 2 && missing.stderr.contains("/nonexistent/feedbench.txt: no such file"))
        let folder = try CLIRunner.run(["text", "--width", "300", "--file", FileManager.default.temporaryDirectory.path])
        #expect(folder.status == 2 && folder.stderr.contains("is a folder, not a text file"))
        let both = try CLIRunner.run(["text", "--width", "300", "--file", file.path, "--", "and this"])
        #expect(both.status == 2)
    }

    @Test func theFontsUsedArePrinted() throws {
        let output = try CLIRunner.run(["text", "--width", "300", "--", "Hello 世界 😀"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("fonts: ") && output.stdout.contains("DejaVuSans.ttf"))
        #expect(output.stdout.contains("NotoSansCJK") && output.stdout.contains("NotoColorEmoji"))
    }

    /// Text is read with a bound (a pipe that never ends, `yes | feedbench text -`, took all the memory and
    /// trapped): past it, exit status 2 and a message, nothing laid out.
    @Test func textPastTheBoundIsRefused() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("feedbench-text-\(UUID()).txt")
        try Data(repeating: UInt8(ascii: "y"), count: (16 << 20) + 1).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let output = try CLIRunner.run(["text", "--width", "300", "--file", file.path])
        #expect(output.status == 2)
        #expect(output.stderr.contains("holds more than 16 MiB of text"), "\(output.stderr)")
        #expect(output.stdout.isEmpty)
    }
}
