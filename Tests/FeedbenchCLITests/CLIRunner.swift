import Foundation

/// Runs the built `feedbench` binary, as a user would.
struct CLIRunner {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The package root, for bundled inputs.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `body` given a new, empty folder under the temporary directory (named `feedbench-<purpose>-<UUID>`),
    /// removed after, whatever `body` does.
    static func inNewFolder(_ purpose: String, _ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feedbench-\(purpose)-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    /// The binary sits beside the test bundle in the build folder.
    static func executable() throws -> URL {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = testBinary.deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("feedbench")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        let fallback = packageRoot.appendingPathComponent(".build/debug/feedbench")
        if FileManager.default.isExecutableFile(atPath: fallback.path) { return fallback }
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "feedbench next to \(testBinary.path)"])
    }

    /// Runs the binary with `arguments`, `input` on its standard input (none when nil), in `directory`
    /// (the package root when nil).
    static func run(_ arguments: [String], input: String? = nil, environment: [String: String] = [:],
                    in directory: URL? = nil) throws -> Output {
        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        process.currentDirectoryURL = directory ?? packageRoot
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let stdin = Pipe()
        if input != nil { process.standardInput = stdin }
        try process.run()
        if let input {
            stdin.fileHandleForWriting.write(Data(input.utf8))
            try stdin.fileHandleForWriting.close()
        }
        // Read before waiting so a large output cannot fill the pipe and block the child.
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus,
            stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }
}
