/// Values from a case file echoed in a message, quoted so that one problem stays one line: the same rules
/// as `MessageText.quoted` in the Feed module (this module does not depend on it).
enum CaseText {
    /// Longest value echoed, in Unicode scalars; a longer one is cut and ends with "…".
    static let maximumLength = 60

    /// `"value"` with quotes, backslashes, control characters, line and paragraph separators and bidi
    /// controls escaped (`\n`, `\u{202E}`), cut after `maximumLength` scalars.
    static func quoted(_ value: String) -> String {
        var result = "\""
        for (count, scalar) in value.unicodeScalars.enumerated() {
            if count == maximumLength {
                result += "…"
                break
            }
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where needsEscape(scalar): result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// Controls, line and paragraph separators, and the bidi controls that reorder what a terminal shows.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F..<0xA0, 0x2028, 0x2029, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}

extension CaseText {
    /// `path` extended by a member: `.width` for a plain name, `["odd key"]` (quoted as above) otherwise, so a
    /// printed path is unambiguous and one line.
    static func path(_ path: String, appending key: String) -> String {
        let isPlain = key.first.map { $0 == "_" || ($0.isASCII && $0.isLetter) } ?? false
            && key.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
        if !isPlain { return path + "[\(quoted(key))]" }
        return path.isEmpty ? key : "\(path).\(key)"
    }
}
