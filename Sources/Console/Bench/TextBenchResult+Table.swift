import Bench
import Foundation

/// What `feedbench text-bench` prints: the table of its passes and the lines under it.
extension TextBenchResult {
    public func table() -> String {
        var rows = [
            String(format: "%d labels (%.1f UTF-8 bytes on average), width %.1f pt, seed %llu, %d rounds",
                   labels, Double(utf8Bytes) / Double(labels), width, seed, rounds),
            "pass                 us/label (median)   us/label (best)",
        ]
        for pass in passes {
            rows.append(pass.name.padding(toLength: 21, withPad: " ", startingAt: 0)
                + String(format: "%17.3f   %15.3f", pass.medianMilliseconds * 1_000, pass.bestMilliseconds * 1_000))
        }
        if let ratio = coldOverRawShape {
            rows.append(String(format: "cold layout / raw hb_shape: %.2fx", ratio))
        }
        if let ratio = coldOverShapedRuns {
            rows.append(String(format: "cold layout / its runs shaped alone: %.2fx (%.1f hb_shape calls a label, against 1 raw)",
                               ratio, shapingRunsPerLabel))
        }
        rows.append("cache: \(cache.hits) hits, \(cache.misses) misses, \(cache.entries) entries, "
            + "~\(cache.bytes / 1024) KiB, \(cache.evictions) evictions; checksum \(checksum)")
        rows.append("fonts: " + fonts.joined(separator: ", "))
        return rows.joined(separator: "\n")
    }
}
