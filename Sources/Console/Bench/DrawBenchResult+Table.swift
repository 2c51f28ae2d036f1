import Bench
import Foundation

/// What `feedbench draw-bench` prints: the table of its passes and the lines under it.
extension DrawBenchResult {
    public func table() -> String {
        var rows = [
            String(format: "%d labels (%d left out for emoji, %.1f glyphs each; %d lines, %d of them shaped again), "
                   + "%d photos (%.0f KiB of JPEG each), width %.0f pt at %.0fx, seed %llu, %d rounds interleaved",
                   labels, labelsLeftOut, Double(glyphs) / Double(max(labels, 1)), lines, linesShapedAgain, photos,
                   Double(photoBytes) / Double(max(photos, 1)) / 1024, width, scale, seed, rounds),
            "pass                    us/item (median)   us/item (best)",
        ]
        for pass in passes {
            rows.append(pass.name.padding(toLength: 22, withPad: " ", startingAt: 0)
                + String(format: "%18.2f   %14.2f", pass.medianMilliseconds * 1_000, pass.bestMilliseconds * 1_000))
        }
        func verdict(_ ratio: Double?, bar: Double, _ what: String) {
            guard let ratio else { return }
            rows.append(String(format: "%@: %.2fx (bar %.1fx: %@)", what, ratio, bar, ratio <= bar ? "within" : "OVER"))
        }
        verdict(labelOverRaw, bar: DrawBenchmark.labelBar, "label draw / raw cairo_show_glyphs")
        verdict(decodeOverRaw, bar: DrawBenchmark.decodeBar, "photo decode / raw tjDecompress2")
        rows.append("checksum \(checksum)")
        return rows.joined(separator: "\n")
    }
}
