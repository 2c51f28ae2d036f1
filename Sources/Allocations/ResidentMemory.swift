import Foundation
import Synchronization

/// The process's resident memory from Linux's `/proc/self/status`: the peak (`VmHWM`), which
/// `resetPeak()` brings back down to the current size (by writing 5 to `/proc/self/clear_refs`, Linux 4.0
/// and later), so a peak can be read per repetition; and the whole process's peak, which the resets do not
/// lose (`processPeakBytes`).
///
/// Threads: any. Reads a small file: keep it out of timed regions.
public enum ResidentMemory {
    /// The peak resident set size since the process started or the last `resetPeak()`, in bytes; `nil`
    /// where `/proc` does not say.
    public static var peakBytes: UInt64? { field("VmHWM") }

    /// The peak resident set size since the process started, resets or not, in bytes: the larger of
    /// `peakBytes` now and its largest value just before a `resetPeak()`; `nil` where `/proc` does not say.
    /// (A peak another thread reached between that last reading and the reset is lost: a few microseconds.)
    public static var processPeakBytes: UInt64? {
        peakBytes.map { max($0, peakBeforeResets.load(ordering: .acquiring)) }
    }

    /// The resident set size now, in bytes; `nil` where `/proc` does not say.
    public static var currentBytes: UInt64? { field("VmRSS") }

    /// The resident size now and the peak, read together (one read of the file: the kernel reports a peak at
    /// least the current size in it; two reads may straddle another thread's `resetPeak()`).
    public static var currentAndPeakBytes: (current: UInt64, peak: UInt64)? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let current = field("VmRSS", in: status), let peak = field("VmHWM", in: status) else { return nil }
        return (current, peak)
    }

    /// Starts a new peak at the current resident size; false where the kernel refused.
    @discardableResult
    public static func resetPeak() -> Bool {
        if let peak = peakBytes { _ = peakBeforeResets.max(peak, ordering: .acquiringAndReleasing) }
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        do {
            try handle.write(contentsOf: Data("5".utf8))
            return true
        } catch {
            return false
        }
    }

    /// The largest `peakBytes` read just before a reset.
    private static let peakBeforeResets = Atomic<UInt64>(0)

    /// A `kB` field of `/proc/self/status`, in bytes.
    private static func field(_ name: String) -> UInt64? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        return field(name, in: status)
    }

    /// A `kB` field of the text of `/proc/self/status`, in bytes.
    private static func field(_ name: String, in status: String) -> UInt64? {
        for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
            let number = line.dropFirst(name.count + 1).split(whereSeparator: \.isWhitespace).first
            return number.flatMap { UInt64($0) }.map { $0 * 1_024 }
        }
        return nil
    }
}
