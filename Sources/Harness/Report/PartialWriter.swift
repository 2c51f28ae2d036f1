import Foundation

/// Who writes a run folder's temporary folder (`.NAME.partial`), kept in it as `.writer`: the process id,
/// the process's start time (Linux's `/proc/PID/stat`, in clock ticks since boot: a process id the system
/// gave again to another process has another one) and the host name (a folder on a shared disk may be
/// written from another machine, whose processes cannot be asked). Lines of `key value`:
///
///     pid 4242
///     started 1234567
///     host build-7
///
/// Only `pid` is required; a file holding just a process id is read as that.
struct PartialWriter: Equatable {
    static let fileName = ".writer"

    var pid: Int32
    var started: UInt64?
    var host: String?

    /// This process.
    static var current: PartialWriter {
        let pid = getpid()
        return PartialWriter(pid: pid, started: startTime(of: pid), host: hostName())
    }

    var data: Data {
        var lines = ["pid \(pid)"]
        if let started { lines.append("started \(started)") }
        if let host { lines.append("host \(host)") }
        return Data((lines.joined(separator: "\n") + "\n").utf8)
    }

    /// The writer in `text` (a bare process id is read as `pid`), or `nil` when it names no positive one.
    static func parse(_ text: String) -> PartialWriter? {
        if let bare = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
            return bare > 0 ? PartialWriter(pid: bare) : nil
        }
        var pid: Int32?
        var started: UInt64?
        var host: String?
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2 else { continue }
            switch parts[0] {
            case "pid": pid = Int32(parts[1])
            case "started": started = UInt64(parts[1])
            case "host": host = parts[1]
            default: continue
            }
        }
        guard let pid, pid > 0 else { return nil }
        return PartialWriter(pid: pid, started: started, host: host)
    }

    enum State: Equatable {
        /// Its writer runs (or may: it cannot be asked).
        case alive(Int32)
        /// Its writer no longer exists: a crashed run's leftover.
        case gone(Int32)
        /// It does not say who writes it, or says it in a way that cannot be checked here: the reason.
        case unknown(String)
    }

    /// Whether the writer of the temporary folder `folder` still runs.
    static func state(of folder: URL) -> State {
        let file = folder.appendingPathComponent(fileName)
        guard let data = try? Data(contentsOf: file), data.count <= 4_096 else {
            return .unknown("it does not say which process writes it (a run starting this instant, or an older feedbench's)")
        }
        guard let writer = parse(String(decoding: data, as: UTF8.self)) else {
            return .unknown("its \(fileName) names no process")
        }
        if let host = writer.host, let here = hostName(), host != here {
            return .unknown("process \(writer.pid) of host \(host) writes it, which cannot be asked from \(here)")
        }
        return writer.isRunning ? .alive(writer.pid) : .gone(writer.pid)
    }

    /// Whether the process still exists: `kill(pid, 0)` fails with ESRCH once it is gone (EPERM: it exists,
    /// as another user's); a process of that id started at another time is another process.
    var isRunning: Bool {
        if kill(pid, 0) != 0 && errno == ESRCH { return false }
        if let started, let now = Self.startTime(of: pid), now != started { return false }
        return true
    }

    /// The process's start time (field 22 of `/proc/PID/stat`, after the parenthesised command name, which
    /// may hold spaces), or `nil` where there is no `/proc`.
    static func startTime(of pid: Int32) -> UInt64? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = text.lastIndex(of: ")") else { return nil }
        // Fields from the third (state) on.
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 19 else { return nil }
        return UInt64(fields[19])
    }

    static func hostName() -> String? {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return nil }
        let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return name.isEmpty ? nil : name
    }
}
