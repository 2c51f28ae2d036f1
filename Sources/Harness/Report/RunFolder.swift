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
/// The temporary folder names its writer (`.writer`: process id, start time, host): a run that finds one
/// whose writer no longer exists (a run killed by SIGKILL, or by a second Ctrl-C) removes it and goes on; one
/// whose writer is alive is another run writing there, and is refused.
///
/// Thread: one thread at a time (not `Sendable`).
public final class RunFolder {
    /// Where the finished folder goes; must not exist yet.
    public let destination: URL
    /// The folder being written.
    public let temporary: URL
    private var committed = false

    /// The crashed run's temporary folder this one removed to take its name, and that run's process id.
    public private(set) var removedStale: (folder: URL, pid: Int32)?

    /// Reserves `destination` and creates the temporary folder (and the destination's parent). Throws
    /// when the destination exists or another run is writing it. A temporary folder whose writer no longer
    /// exists is removed first (`removedStale` says so).
    public init(destination: URL) throws {
        let fileManager = FileManager.default
        self.destination = destination.standardizedFileURL
        let parent = self.destination.deletingLastPathComponent()
        try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
        temporary = parent.appendingPathComponent(".\(self.destination.lastPathComponent).partial")
        do {
            try fileManager.createDirectory(at: temporary, withIntermediateDirectories: false)
            try Self.recordWriter(in: temporary)
        } catch {
            if fileManager.fileExists(atPath: self.destination.path) { throw Self.exists(self.destination) }
            // Not made for another reason (a read-only or forbidden parent): that reason, not a run's.
            guard fileManager.fileExists(atPath: temporary.path) else { throw error }
            switch PartialWriter.state(of: temporary) {
            case .gone:
                removedStale = try Self.replaceLeftover(temporary, destination: self.destination)
            case .alive(let pid):
                throw Self.taken(self.destination, temporary: temporary, because: "another run (process \(pid)) "
                    + "is writing it: wait for it to finish, or stop it")
            case .unknown(let reason):
                throw Self.taken(self.destination, temporary: temporary, because: "\(reason); if no run is writing "
                    + "it, remove \(temporary.path)")
            }
        }
        // Checked after the reservation: a run that committed this name before it is seen here.
        if fileManager.fileExists(atPath: self.destination.path) {
            try? fileManager.removeItem(at: temporary)
            throw Self.exists(self.destination)
        }
    }

    /// Writes this process's `.writer` into the new temporary folder; removes the folder if that fails.
    private static func recordWriter(in temporary: URL) throws {
        do {
            try PartialWriter.current.data.write(to: temporary.appendingPathComponent(PartialWriter.fileName), options: .atomic)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }

    /// Removes a crashed run's `temporary` and takes its place; returns it with that run's process id. Done
    /// under the parent's lock and checked again there: two runs that both found it gone must not remove
    /// each other's new folder (the second sees the first's live writer and is refused).
    private static func replaceLeftover(_ temporary: URL, destination: URL) throws -> (folder: URL, pid: Int32) {
        try whileLocking(temporary.deletingLastPathComponent()) {
            guard case .gone(let pid) = PartialWriter.state(of: temporary) else {
                throw taken(destination, temporary: temporary, because: "another run took it as this one was removing "
                    + "a crashed run's leftover")
            }
            try? FileManager.default.removeItem(at: temporary)
            do {
                try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: false)
            } catch {
                throw taken(destination, temporary: temporary, because: "another run took it as this one removed a "
                    + "crashed run's leftover")
            }
            try recordWriter(in: temporary)
            return (temporary, pid)
        }
    }

    /// `body` holding an exclusive `flock` on `folder`: the removers of crashed runs' leftovers there take
    /// turns. Where the folder cannot be locked (a file system without `flock`), `body` runs all the same.
    private static func whileLocking<T>(_ folder: URL, _ body: () throws -> T) rethrows -> T {
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if descriptor >= 0 { _ = flock(descriptor, LOCK_EX) }
        defer { if descriptor >= 0 { close(descriptor) } } // closing releases the lock
        return try body()
    }

    /// The destination's temporary folder is held by another run (or its leftover): the name is taken.
    private static func taken(_ destination: URL, temporary: URL, because reason: String) -> CocoaError {
        CocoaError(.fileWriteFileExists, userInfo: [
            NSFilePathErrorKey: temporary.path,
            NSLocalizedDescriptionKey: "\(temporary.lastPathComponent) is in the way: \(reason)",
        ])
    }

    /// Removes the temporary folders (`.NAME.partial`) in `folder` whose writer no longer exists, the
    /// leftovers of runs that crashed there; returns each with its writer's process id. Folders of live
    /// runs, and those that do not say who writes them, are left alone.
    @discardableResult
    public static func removeStaleTemporaryFolders(in folder: URL) -> [(folder: URL, pid: Int32)] {
        let fileManager = FileManager.default
        guard let names = try? fileManager.contentsOfDirectory(atPath: folder.path) else { return [] }
        let leftovers = names.sorted().filter { $0.hasPrefix(".") && $0.hasSuffix(".partial") }
            .map { folder.appendingPathComponent($0) }
            .filter { if case .gone = PartialWriter.state(of: $0) { true } else { false } }
        guard !leftovers.isEmpty else { return [] }
        // Under the lock, and checked again there: a run may have just replaced a leftover with its own.
        return whileLocking(folder) {
            leftovers.compactMap { partial in
                guard case .gone(let pid) = PartialWriter.state(of: partial),
                      (try? fileManager.removeItem(at: partial)) != nil else { return nil }
                return (partial, pid)
            }
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
    /// The writer's file goes after the rename, so a temporary folder always names its writer; a run
    /// killed between the two leaves only that hidden file in the finished folder.
    public func commit() throws {
        try FileManager.default.moveItem(at: temporary, to: destination)
        committed = true
        try? FileManager.default.removeItem(at: destination.appendingPathComponent(PartialWriter.fileName))
    }

    /// Removes the temporary folder unless committed. Safe to call more than once.
    public func discard() {
        guard !committed else { return }
        try? FileManager.default.removeItem(at: temporary)
    }
}
