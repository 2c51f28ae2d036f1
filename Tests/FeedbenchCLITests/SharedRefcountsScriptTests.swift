import Foundation
import Testing

/// `scripts/shared-refcounts` on a small Swift program built here: one object and one string that four threads
/// each retain and release a known number of times, and objects each thread keeps to itself. The shared ones
/// are reported with every count; the private ones are not. One thread first counts on more objects than a
/// thread's first table holds, so its shared counts land in a table that had to grow.
@Suite(.disabled(if: ProcessInfo.processInfo.environment["FEEDBENCH_SANITIZE"] == "1",
                 "a sanitizer's runtime interposes on the same process"))
struct SharedRefcountsScriptTests {
    static let program = """
        import Foundation

        final class SharedThing {}
        final class PrivateThing {}

        let shared = SharedThing()
        // Made at run time: a string in storage of its own (a literal's is immortal, and counts nothing).
        let sharedText = String(repeating: "shared text ", count: 4)
        let done = DispatchSemaphore(value: 0)
        for index in 0..<4 {
            let thread = Thread {
                var kept: [PrivateThing] = []
                if index == 0 {
                    kept.reserveCapacity(1_700_000)
                    for _ in 0..<1_700_000 {
                        let thing = PrivateThing()
                        Unmanaged.passUnretained(thing).retain().release()
                        kept.append(thing)
                    }
                }
                let own = PrivateThing()
                for _ in 0..<1000 {
                    // Unmanaged's retain and release call the runtime's (built without optimisation, which
                    // would drop each pair).
                    let sharedReference = Unmanaged.passUnretained(shared).retain()
                    sharedReference.release()
                    let ownReference = Unmanaged.passUnretained(own).retain()
                    ownReference.release()
                    // A copy of a string retains its storage through the bridge-object entry points.
                    let text = sharedText
                    precondition(text.utf8.count == 48)
                }
                precondition(kept.count == (index == 0 ? 1_700_000 : 0))
                done.signal()
            }
            thread.start()
        }
        for _ in 0..<4 { done.wait() }
        """

    @Test func reportsTheObjectEveryThreadRetainsAndNotTheirOwn() throws {
        try CLIRunner.inNewFolder("shared") { folder in
            let source = folder.appendingPathComponent("main.swift")
            let binary = folder.appendingPathComponent("sharer")
            try Data(Self.program.utf8).write(to: source)
            let compiled = try Self.run("/usr/bin/env", ["swiftc", "-Onone", "-module-name", "Sharer", source.path, "-o", binary.path])
            try #require(compiled.status == 0, "swiftc builds the program: \(compiled.output)")

            let script = CLIRunner.packageRoot.appendingPathComponent("scripts/shared-refcounts").path
            let report = try Self.run(script, ["--threads", "4", "--", binary.path])
            #expect(report.status == 0, "\(report.output)")
            // At least 4 threads × 1,000 retains and 1,000 releases each (an unoptimised build adds its own around
            // each use of the global).
            let line = try #require(report.output.split(separator: "\n").first { $0.contains("Sharer.SharedThing") },
                                    "\(report.output)")
            let count = try #require(Int(line.split(separator: " ").first ?? ""), "\(line)")
            #expect(count >= 8_000, "\(line)")
            #expect(line.contains("(1 objects)"))
            #expect(!report.output.contains("Sharer.PrivateThing"))
            #expect(report.output.contains("threads that counted references: "))
            #expect(!report.output.contains("not counted"), "\(report.output)")
            let strings = try #require(report.output.split(separator: "\n").first { $0.contains("Swift.__StringStorage") },
                                       "\(report.output)")
            #expect(Int(strings.split(separator: " ").first ?? "") ?? 0 >= 8_000, "\(strings)")
        }
    }

    @Test func refusesAMissingCommandInWords() throws {
        let script = CLIRunner.packageRoot.appendingPathComponent("scripts/shared-refcounts").path
        let missing = try Self.run(script, ["--", "/nonexistent/program"])
        #expect(missing.status == 2)
        #expect(missing.output.contains("no such command: /nonexistent/program"))
        let noThreads = try Self.run(script, ["--threads", "1", "--", "true"])
        #expect(noThreads.status == 2)
        #expect(noThreads.output.contains("--threads must be a whole number from 2 (got 1)"))
    }

    /// `executable` with `arguments`; its status and its standard output and error together.
    private static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
