/// Finds what `JSONDecoder` lets pass or reports without a path: a repeated member name (the decoder keeps
/// one of the two values silently, so a case with `"width"` twice would test something its author did not
/// write), and a number too large for a `Double` (`1e309`, which the decoder calls invalid JSON).
///
/// The scan only walks the structure (strings, numbers, objects, arrays); anything it does not understand
/// ends the scan with no finding, and the decoder that runs next reports the syntax error.
///
/// - Complexity: O(n) in the length of the document.
enum CaseFileScan {
    /// The path of the first problem (`[2].root.style.width`) and what is wrong, or `nil`.
    static func firstProblem(in bytes: [UInt8]) -> (path: String, reason: String)? {
        var scanner = Scanner(bytes: bytes)
        return scanner.value(path: "")
    }

    private struct Scanner {
        let bytes: [UInt8]
        var offset = 0
        /// Deeper documents are left to the decoder, which has its own limit.
        static let maximumDepth = 512
        var depth = 0
        /// Set when the text is not JSON: the scan stops without a finding.
        var broken = false

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        mutating func value(path: String) -> (path: String, reason: String)? {
            skipWhitespace()
            guard !broken, offset < bytes.count, depth < Self.maximumDepth else {
                broken = true
                return nil
            }
            switch bytes[offset] {
            case UInt8(ascii: "{"): return object(path: path)
            case UInt8(ascii: "["): return array(path: path)
            case UInt8(ascii: "\""): _ = string(); return nil
            default:
                // A number or a literal: everything up to the next delimiter.
                let start = offset
                while offset < bytes.count, !Self.delimiters.contains(bytes[offset]) { offset += 1 }
                let text = String(decoding: bytes[start..<offset], as: UTF8.self)
                if let number = Double(text), !number.isFinite, text.first != "i", text.first != "n" {
                    let shown = text.count > 30 ? text.prefix(30) + "…" : Substring(text)
                    return (path, "must be a finite number (\(shown) is out of range)")
                }
                return nil
            }
        }

        private static let delimiters: Set<UInt8> = [
            UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), 0x20, 0x0A, 0x0D, 0x09,
        ]

        private mutating func object(path: String) -> (path: String, reason: String)? {
            offset += 1
            depth += 1
            defer { depth -= 1 }
            var seen: Set<String> = []
            skipWhitespace()
            if consume(UInt8(ascii: "}")) { return nil }
            while !broken {
                skipWhitespace()
                guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\""), let key = string() else { break }
                let memberPath = CaseText.path(path, appending: key)
                if !seen.insert(key).inserted { return (memberPath, "duplicate key \(CaseText.quoted(key)) in one object") }
                skipWhitespace()
                guard consume(UInt8(ascii: ":")) else { break }
                if let found = value(path: memberPath) { return found }
                skipWhitespace()
                if consume(UInt8(ascii: ",")) { continue }
                if consume(UInt8(ascii: "}")) { return nil }
                break
            }
            broken = true
            return nil
        }

        private mutating func array(path: String) -> (path: String, reason: String)? {
            offset += 1
            depth += 1
            defer { depth -= 1 }
            skipWhitespace()
            if consume(UInt8(ascii: "]")) { return nil }
            var index = 0
            while !broken {
                if let found = value(path: "\(path)[\(index)]") { return found }
                skipWhitespace()
                if consume(UInt8(ascii: ",")) {
                    index += 1
                    continue
                }
                if consume(UInt8(ascii: "]")) { return nil }
                break
            }
            broken = true
            return nil
        }

        /// A string's decoded text (escapes resolved, so `"a"` and `"\u0061"` are the same name).
        private mutating func string() -> String? {
            offset += 1
            var scalars = String.UnicodeScalarView()
            var pendingHigh: UInt32?
            var run: [UInt8] = []
            func flush() {
                scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
                run.removeAll(keepingCapacity: true)
            }
            while offset < bytes.count {
                let byte = bytes[offset]
                offset += 1
                if byte == UInt8(ascii: "\"") {
                    flush()
                    return String(scalars)
                }
                guard byte == UInt8(ascii: "\\") else {
                    run.append(byte)
                    continue
                }
                flush()
                guard offset < bytes.count else { break }
                let escape = bytes[offset]
                offset += 1
                if escape == UInt8(ascii: "u") {
                    guard offset + 4 <= bytes.count, let code = UInt32(String(decoding: bytes[offset..<offset + 4], as: UTF8.self), radix: 16)
                    else { break }
                    offset += 4
                    if (0xD800..<0xDC00).contains(code) {
                        pendingHigh = code
                    } else if let high = pendingHigh, (0xDC00..<0xE000).contains(code) {
                        pendingHigh = nil
                        if let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (code - 0xDC00)) {
                            scalars.append(scalar)
                        }
                    } else if let scalar = Unicode.Scalar(code) {
                        scalars.append(scalar)
                    }
                } else {
                    let table: [UInt8: Unicode.Scalar] = [
                        UInt8(ascii: "n"): "\n", UInt8(ascii: "t"): "\t", UInt8(ascii: "r"): "\r",
                        UInt8(ascii: "b"): "\u{08}", UInt8(ascii: "f"): "\u{0C}",
                    ]
                    scalars.append(table[escape] ?? Unicode.Scalar(escape))
                }
            }
            broken = true
            return nil
        }

        private mutating func consume(_ byte: UInt8) -> Bool {
            guard offset < bytes.count, bytes[offset] == byte else { return false }
            offset += 1
            return true
        }

        private mutating func skipWhitespace() {
            while offset < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[offset]) { offset += 1 }
        }
    }
}
