import Foundation

/// Writes a run's folder atomically: files go to a temporary folder next to the destination, which is
/// renamed to the destination only once every file is written. An interrupted or failed run leaves no
/// half-written folder (call `discard()` on the way out; a crash may leave the hidden temporary folder,
/// never the destination).
///
/// The destination's name is reserved when the folder is created, not when it is committed: the
/// temporary folder `.NAME.partial` is created with one `mkdir` (which fails if it exists, so of two
/// runs only one gets it) and only then is the destination checked to be free. A run holding the
/// temporary folder is the only one that can commit to that name, so parallel runs never collide.
///
/// Thread: one thread at a time (not `Sendable`).
public final class RunFolder {
    /// Where the finished folder goes; must not exist yet.
    public let destination: URL
    /// The folder being written.
    public let temporary: URL
    private var committed = false

    /// Reserves `destination` and creates the temporary folder (and the destination's parent). Throws
    /// when the destination exists or another run is writing it.
    public init(destination: URL) throws {
        let fileManager = FileManager.default
        self.destination = destination.standardizedFileURL
        let parent = self.destination.deletingLastPathComponent()
        try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
        temporary = parent.appendingPathComponent(".\(self.destination.lastPathComponent).partial")
        do {
            try fileManager.createDirectory(at: temporary, withIntermediateDirectories: false)
        } catch {
            if fileManager.fileExists(atPath: self.destination.path) { throw Self.exists(self.destination) }
            // Not made for another reason (a read-only or forbidden parent): that reason, not a run's.
            guard fileManager.fileExists(atPath: temporary.path) else { throw error }
            throw CocoaError(.fileWriteFileExists, userInfo: [
                NSFilePathErrorKey: temporary.path,
                NSLocalizedDescriptionKey: "another run is writing \(self.destination.path) (or a crashed run left "
                    + "\(temporary.path): remove it)",
            ])
        }
        // Checked after the reservation: a run that committed this name before it is seen here.
        if fileManager.fileExists(atPath: self.destination.path) {
            try? fileManager.removeItem(at: temporary)
            throw Self.exists(self.destination)
        }
    }

    /// The first free folder of `destination`, `destination-2`, `destination-3`, …: a default name (a
    /// timestamp) that another run took in the same second gets a suffix instead of failing.
    public static func reserving(unique destination: URL, attempts: Int = 1_000) throws -> RunFolder {
        var lastError: any Error = exists(destination)
        for attempt in 1...max(1, attempts) {
            let candidate = attempt == 1
                ? destination
                : destination.deletingLastPathComponent().appendingPathComponent("\(destination.lastPathComponent)-\(attempt)")
            do {
                return try RunFolder(destination: candidate)
            } catch let error as CocoaError where error.code == .fileWriteFileExists {
                lastError = error
            }
        }
        throw lastError
    }

    /// Foundation's own words for this ("A file with the same name already exists") call a folder a file
    /// and do not say what to do.
    private static func exists(_ url: URL) -> CocoaError {
        var isFolder: ObjCBool = false
        let kind = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && !isFolder.boolValue
            ? "a file" : "a folder"
        return CocoaError(.fileWriteFileExists, userInfo: [
            NSFilePathErrorKey: url.path,
            NSLocalizedDescriptionKey: "\(kind) of that name already exists, and nothing is ever written into one "
                + "that exists: give a new name, or remove it",
        ])
    }

    /// Bytes written into the temporary folder so far.
    private var written = 0

    /// A test aid: `FEEDBENCH_SIMULATE_DISK_BYTES=N` makes the destination hold only N bytes, so a write that
    /// would pass them fails as on a full disk (ENOSPC). Root ignores a read-only folder and a test cannot
    /// fill a real disk, so this is how the tests show a failed write leaves nothing behind.
    static let simulatedCapacity: Int? = ProcessInfo.processInfo.environment["FEEDBENCH_SIMULATE_DISK_BYTES"].flatMap { Int($0) }

    /// Writes one file into the temporary folder.
    public func write(_ data: Data, named name: String) throws {
        if let capacity = Self.simulatedCapacity, written + data.count > capacity {
            throw POSIXError(.ENOSPC, userInfo: [NSLocalizedDescriptionKey: "No space left on device (simulated: "
                + "FEEDBENCH_SIMULATE_DISK_BYTES=\(capacity)) writing \(name)"])
        }
        try data.write(to: temporary.appendingPathComponent(name), options: .atomic)
        written += data.count
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
