import Foundation

/// Writes a run's folder atomically: files go to a temporary folder next to the destination, which is
/// renamed to the destination only once every file is written. An interrupted or failed run leaves no
/// half-written folder (call `discard()` on the way out; a crash may leave the hidden temporary folder,
/// never the destination).
///
/// Thread: one thread at a time (not `Sendable`).
public final class RunFolder {
    /// Where the finished folder goes; must not exist yet.
    public let destination: URL
    /// The folder being written.
    public let temporary: URL
    private var committed = false

    /// Creates the temporary folder (and the destination's parent). Throws when the destination exists.
    public init(destination: URL) throws {
        let fileManager = FileManager.default
        self.destination = destination.standardizedFileURL
        if fileManager.fileExists(atPath: self.destination.path) {
            throw CocoaError(.fileWriteFileExists, userInfo: [NSFilePathErrorKey: self.destination.path])
        }
        let parent = self.destination.deletingLastPathComponent()
        try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
        temporary = parent.appendingPathComponent(
            ".\(self.destination.lastPathComponent).partial-\(ProcessInfo.processInfo.processIdentifier)")
        if fileManager.fileExists(atPath: temporary.path) { try fileManager.removeItem(at: temporary) }
        try fileManager.createDirectory(at: temporary, withIntermediateDirectories: false)
    }

    /// Writes one file into the temporary folder.
    public func write(_ data: Data, named name: String) throws {
        try data.write(to: temporary.appendingPathComponent(name), options: .atomic)
    }

    /// Renames the temporary folder to the destination.
    public func commit() throws {
        try FileManager.default.moveItem(at: temporary, to: destination)
        committed = true
    }

    /// Removes the temporary folder unless committed. Safe to call more than once.
    public func discard() {
        guard !committed else { return }
        try? FileManager.default.removeItem(at: temporary)
    }
}
