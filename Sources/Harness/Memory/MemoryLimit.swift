import Foundation

/// The memory this process may use: the machine's physical memory, or less when its control group
/// (cgroup v2 `memory.max`, or v1 `memory.limit_in_bytes`) is limited. A run that needs more is refused
/// before it starts rather than killed by the kernel half-way.
public struct MemoryLimit: Sendable, Equatable {
    public var bytes: UInt64
    /// Where the limit comes from, for messages: "physical memory" or the cgroup file.
    public var source: String

    public init(bytes: UInt64, source: String) {
        self.bytes = bytes
        self.source = source
    }

    /// The limit of this process. `root` is the file system root (`/`; a folder laid out like it in tests).
    /// Linux only; elsewhere, and when nothing can be read, `ProcessInfo`'s physical memory.
    public static func current(root: String = "/") -> MemoryLimit {
        let physical = readMemTotal(root: root).map { MemoryLimit(bytes: $0, source: "physical memory") }
            ?? MemoryLimit(bytes: ProcessInfo.processInfo.physicalMemory, source: "physical memory")
        guard let group = cgroupLimit(root: root), group.bytes < physical.bytes else { return physical }
        return group
    }

    /// `MemTotal` of `/proc/meminfo`, in bytes.
    static func readMemTotal(root: String) -> UInt64? {
        guard let text = read(root, "proc/meminfo") else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("MemTotal:") {
            let fields = line.split(separator: " ")
            guard fields.count >= 2, let kibibytes = UInt64(fields[1]) else { return nil }
            return kibibytes * 1_024
        }
        return nil
    }

    /// The tightest memory limit on this process's control group and its ancestors, v2 or v1.
    ///
    /// `/proc/self/cgroup` names the group: `0::PATH` (v2) or `N:memory:PATH` (v1, or `N:…,memory,…:PATH`).
    /// Inside a container the group is often mounted as the root, so the mount root is read as well.
    static func cgroupLimit(root: String) -> MemoryLimit? {
        guard let text = read(root, "proc/self/cgroup") else { return nil }
        var best: MemoryLimit?
        func consider(_ file: String) {
            guard let value = read(root, file)?.trimmingCharacters(in: .whitespacesAndNewlines),
                let bytes = UInt64(value), bytes < (best?.bytes ?? .max)
            else { return }  // "max" (v2) is no limit; v1 writes a huge number, which physical memory beats
            best = MemoryLimit(bytes: bytes, source: "the cgroup limit in /" + file)
        }
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count == 3 else { continue }
            let path = String(parts[2])
            if parts[1].isEmpty {
                for folder in ancestors(of: path) { consider("sys/fs/cgroup\(folder)memory.max") }
            } else if parts[1].split(separator: ",").contains("memory") {
                for folder in ancestors(of: path) { consider("sys/fs/cgroup/memory\(folder)memory.limit_in_bytes") }
            }
        }
        return best
    }

    /// `/a/b` gives `/a/b/`, `/a/`, `/`.
    private static func ancestors(of path: String) -> [String] {
        var components = path.split(separator: "/").map(String.init)
        var folders: [String] = []
        while true {
            folders.append("/" + components.map { $0 + "/" }.joined())
            guard !components.isEmpty else { return folders }
            components.removeLast()
        }
    }

    private static func read(_ root: String, _ file: String) -> String? {
        let path = (root.hasSuffix("/") ? root : root + "/") + file
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        // These files are small; a bound keeps a strange one from being read whole.
        guard let data = try? handle.read(upToCount: 1 << 16) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
