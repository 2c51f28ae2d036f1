/// Values from a file echoed in a message. A message is one line per problem, so a value is quoted with
/// everything that could break the line or hide text escaped; a long value is cut.
public enum MessageText {
    /// Longest value echoed, in Unicode scalars; a longer one is cut and ends with "…".
    public static let maximumLength = 60

    /// `"value"` with quotes, backslashes, control characters, line and paragraph separators and bidi
    /// controls escaped (`\n`, `\"`, `\u{202E}`), cut after `maximumLength` scalars:
    /// `quoted("a\nb")` is `"a\nb"` with a backslash and an `n`, on one line.
    public static func quoted(_ value: String) -> String {
        "\"" + escaped(value) + "\""
    }

    /// The text of a number as written in the file, cut like a quoted value (`1e309`, `1000…`).
    public static func number(_ text: String) -> String {
        escaped(text)
    }

    /// Longest text `line(_:)` keeps, in Unicode scalars.
    public static let maximumLineLength = 400

    /// A message from elsewhere (a model's decoding error, which may hold a value from the file) made one
    /// safe line: its lines joined with "; ", controls and bidi controls escaped as in `quoted`, quotes and
    /// backslashes kept, cut after `maximumLineLength` scalars.
    public static func line(_ text: String) -> String {
        let lines = text.split(omittingEmptySubsequences: true) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        return escaped(lines.joined(separator: "; "), limit: maximumLineLength, keepingQuotes: true)
    }

    /// `value` with everything that could break or reorder a line escaped, cut after `limit` scalars;
    /// quotes and backslashes escaped too unless `keepingQuotes` (a sentence, not a quoted value).
    static func escaped(_ value: String, limit: Int = maximumLength, keepingQuotes: Bool = false) -> String {
        var result = ""
        for (count, scalar) in value.unicodeScalars.enumerated() {
            if count == limit {
                result += "…"
                break
            }
            switch scalar {
            case "\"" where !keepingQuotes: result += "\\\""
            case "\\" where !keepingQuotes: result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where needsEscape(scalar): result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// C0 and C1 controls, line and paragraph separators, and the bidi controls that reorder what a
    /// terminal shows (a right-to-left override can make a message read as something else).
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F..<0xA0, 0x2028, 0x2029, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
