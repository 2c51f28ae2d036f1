import Bench
import Foundation

/// What `feedbench components-bench` prints: the table of its passes and the lines under it.
extension ComponentsBenchResult {
    public func table() -> String {
        var rows = [
            "story \(story), " + String(format: "width %.0f pt, scale %.0f, %d iterations: %d views (%d leaves), "
                + "%d attribute writes on first mount", width, scale, iterations, viewsPerMount, leafViews,
                   attributeWritesFirstMount),
            "pass              us (median)     us (best)",
        ]
        for pass in passes {
            rows.append(pass.name.padding(toLength: 16, withPad: " ", startingAt: 0)
                + String(format: "%13.2f %13.2f", pass.medianMilliseconds * 1_000, pass.bestMilliseconds * 1_000))
        }
        rows.append("attribute writes: remount after one \(edit) \(remountChangedWrites), identical remount "
            + "\(remountSameWrites); checksum \(checksum)")
        return rows.joined(separator: "\n")
    }
}
