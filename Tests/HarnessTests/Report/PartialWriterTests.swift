import Foundation
import Testing

@testable import Harness

/// The `.writer` file of a run folder's temporary folder, and how its writer is told alive or gone.
@Suite struct PartialWriterTests {
    @Test func readsWhatItWritesAndABareProcessID() {
        let writer = PartialWriter(pid: 42, started: 7, host: "build-7")
        #expect(PartialWriter.parse(String(decoding: writer.data, as: UTF8.self)) == writer)
        #expect(PartialWriter.parse("4242\n") == PartialWriter(pid: 4242))
        #expect(PartialWriter.parse("") == nil)
        #expect(PartialWriter.parse("pid -3\n") == nil)
        #expect(PartialWriter.parse("pid many\n") == nil)
    }

    @Test func thisProcessIsAliveAndAnotherStartTimeIsAnotherProcess() throws {
        let current = PartialWriter.current
        #expect(current.isRunning)
        if let started = current.started {
            // The same id with another start time: the system gave the id again, to another process.
            #expect(!PartialWriter(pid: current.pid, started: started + 1).isRunning)
        }
    }

    @Test func aTemporaryFolderIsAliveGoneOrUnknown() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("partial-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(PartialWriter.state(of: folder) != .alive(getpid()))
        let file = folder.appendingPathComponent(PartialWriter.fileName)
        try PartialWriter.current.data.write(to: file)
        #expect(PartialWriter.state(of: folder) == .alive(getpid()))
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/true")
        try child.run()
        child.waitUntilExit()
        try Data("pid \(child.processIdentifier)\n".utf8).write(to: file)
        #expect(PartialWriter.state(of: folder) == .gone(child.processIdentifier))
        try Data("pid 1\nhost another-machine-\(UUID())\n".utf8).write(to: file)
        guard case .unknown = PartialWriter.state(of: folder) else {
            Issue.record("a writer on another host cannot be asked")
            return
        }
    }
}
