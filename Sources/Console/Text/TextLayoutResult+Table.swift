import Foundation
import TextLayout

/// What `feedbench text` prints: one row per line, then the totals; widths to 3 decimals (HarfBuzz units are
/// 1/2048 em).
extension TextLayoutResult {
    public func table() -> String {
        var rows = lines.enumerated().map { index, line in
            String(format: "%3d  %9.3f  ", index, line.width) + line.text
        }
        rows.insert("  #      width  text", at: 0)
        rows.append(String(format: "size: %.3f x %.3f pt, %d line(s) of %.3f pt, first baseline %.3f",
                           width, height, lines.count, lineHeight, firstBaseline)
            + ", truncated: " + (isTruncated ? "yes" : "no"))
        return rows.joined(separator: "\n")
    }
}
