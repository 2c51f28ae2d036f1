import Foundation
import Testing
@testable import Harness

/// Run folders are reserved when created, so two runs never get the same one.
@Suite struct RunFolderTests {
    private func parent() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("runfolder-\(UUID())")
    }

    @Test func aDestinationBeingWrittenIsNotGivenTwice() throws {
        let parent = parent()
        defer { try? FileManager.default.removeItem(at: parent) }
        let destination = parent.appendingPathComponent("run-1")
        let first = try RunFolder(destination: destination)
        #expect(throws: (any Error).self) { _ = try RunFolder(destination: destination) }
        try first.write(Data("{}".utf8), named: "run.json")
        try first.commit()
        // Committed: the name is taken for good.
        #expect(throws: (any Error).self) { _ = try RunFolder(destination: destination) }
    }

    /// A crashed run's leftover is taken over once: the run that replaced it holds the name, and the next
    /// one finds a live writer and is refused. The finished folder keeps no `.writer`.
    @Test func aCrashedRunsLeftoverIsReplacedOnce() throws {
        let parent = parent()
        defer { try? FileManager.default.removeItem(at: parent) }
        let destination = parent.appendingPathComponent("run-1")
        let leftover = parent.appendingPathComponent(".run-1.partial")
        try FileManager.default.createDirectory(at: leftover, withIntermediateDirectories: true)
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/true")
        try child.run()
        child.waitUntilExit()
        try Data("pid \(child.processIdentifier)\n".utf8).write(to: leftover.appendingPathComponent(".writer"))
        try Data("half".utf8).write(to: leftover.appendingPathComponent("run.json"))
        let first = try RunFolder(destination: destination)
        #expect(first.removedStale?.pid == child.processIdentifier)
        #expect(try FileManager.default.contentsOfDirectory(atPath: leftover.path) == [".writer"])
        #expect(throws: (any Error).self) { _ = try RunFolder(destination: destination) }
        #expect(RunFolder.removeStaleTemporaryFolders(in: parent).isEmpty)
        try first.write(Data("{}".utf8), named: "run.json")
        try first.commit()
        #expect(try FileManager.default.contentsOfDirectory(atPath: destination.path) == ["run.json"])
    }

    @Test func aUniqueReservationTakesTheNextFreeName() throws {
        let parent = parent()
        defer { try? FileManager.default.removeItem(at: parent) }
        let destination = parent.appendingPathComponent("run-1")
        let first = try RunFolder.reserving(unique: destination)
        let second = try RunFolder.reserving(unique: destination)
        try first.commit()
        let third = try RunFolder.reserving(unique: destination)
        #expect(first.destination.lastPathComponent == "run-1")
        #expect(second.destination.lastPathComponent == "run-1-2")
        #expect(third.destination.lastPathComponent == "run-1-3")
        try second.commit()
        third.discard()
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path).sorted() == ["run-1", "run-1-2"])
    }

    /// A parent the run cannot write in (/proc, which even root cannot) is said as such: it used to be blamed
    /// on "another run", and a unique reservation tried 1,000 names.
    @Test func anUnwritableParentIsNotBlamedOnAnotherRun() {
        let destination = URL(fileURLWithPath: "/proc/feedbench-run-\(UUID())")
        #expect {
            _ = try RunFolder.reserving(unique: destination)
        } throws: { error in
            !"\(error)".contains("another run") && !((error as? CocoaError)?.code == .fileWriteFileExists)
        }
    }

    /// A destination that exists is refused in words that name what it is and what to do (Foundation's
    /// "A file with the same name already exists" called a folder a file).
    @Test func anExistingDestinationIsSaidAsSuch() throws {
        let parent = parent()
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = parent.appendingPathComponent("taken")
        let file = parent.appendingPathComponent("taken.json")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data().write(to: file)
        for (destination, kind) in [(folder, "a folder"), (file, "a file")] {
            #expect {
                _ = try RunFolder(destination: destination)
            } throws: { error in
                (error as? CocoaError)?.code == .fileWriteFileExists
                    && error.localizedDescription.hasPrefix("\(kind) of that name already exists")
                    && error.localizedDescription.contains("give a new name, or remove it")
            }
        }
    }
}
