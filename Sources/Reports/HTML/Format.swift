import Foundation

/// How numbers read in reports: every figure with its unit.
enum Format {
    /// Milliseconds with a precision that suits their size: `0.0012 ms`, `1.23 ms`, `123 ms`.
    static func ms(_ value: Double) -> String {
        guard value.isFinite else { return "n/a" }
        let magnitude = abs(value)
        if magnitude == 0 { return "0 ms" }
        if magnitude < 0.01 { return String(format: "%.4f ms", value) }
        if magnitude < 10 { return String(format: "%.3f ms", value) }
        if magnitude < 1_000 { return String(format: "%.1f ms", value) }
        return String(format: "%.0f ms", value)
    }

    static func bytes(_ value: Double) -> String {
        let magnitude = abs(value)
        if magnitude >= 1_048_576 { return String(format: "%.1f MiB", value / 1_048_576) }
        if magnitude >= 1_024 { return String(format: "%.1f KiB", value / 1_024) }
        return String(format: "%.0f B", value)
    }

    static func ratio(_ value: Double?) -> String {
        guard let value, value.isFinite else { return "n/a" }
        return String(format: "%.2f×", value)
    }

    static func percent(_ value: Double) -> String {
        guard value.isFinite else { return "n/a" }
        return String(format: "%+.1f%%", value * 100)
    }

    /// A whole number with its thousands grouped: `-1,234,567`. Grouped here rather than by a `NumberFormatter`
    /// made for each call (a tenth of the time report.html took), to the same text (`FormatTests`).
    static func count(_ value: Int) -> String { (value < 0 ? "-" : "") + grouped(value.magnitude) }

    static func count(_ value: UInt64) -> String {
        value <= UInt64(Int.max) ? grouped(UInt(value)) : formatterCount(NSNumber(value: value))
    }

    private static func grouped(_ magnitude: UInt) -> String {
        let digits = Array(String(magnitude).utf8)
        var text: [UInt8] = []
        text.reserveCapacity(digits.count + digits.count / 3)
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { text.append(UInt8(ascii: ",")) }
            text.append(digit)
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// What `count` gave before it grouped digits itself; kept for counts past `Int.max`.
    static func formatterCount(_ value: NSNumber) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.groupingSeparator = ","
        formatter.usesGroupingSeparator = true
        return formatter.string(from: value) ?? "\(value)"
    }

    /// A plain decimal for SVG coordinates (no exponent, two decimals).
    static func coordinate(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        return String(format: "%.2f", value)
    }
}
