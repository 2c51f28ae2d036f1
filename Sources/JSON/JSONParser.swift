/// A strict RFC 8259 JSON parser over UTF-8 bytes: the one FeedBench reads every JSON file with (scenarios,
/// layout cases, run folders, baselines, gate configurations).
///
/// Foundation's is not used because those files need what it does not give: the line and column of a
/// syntax error, duplicate member names reported (a repeated key would otherwise hide a typo), and members
/// in file order. The parser never traps on any input: nesting is bounded by
/// `maximumDepth` and every error is a thrown `JSONSyntaxError`.
///
/// - Complexity: O(n) in the length of the input.
public struct JSONParser {
    /// Containers nested deeper than this are rejected (far beyond any valid scenario, far below the stack).
    public static let maximumDepth = 200

    private let bytes: [UInt8]
    private var offset = 0

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Parses one JSON document (a UTF-8 byte order mark is skipped).
    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.offset = 3 }
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        guard parser.offset == bytes.count else { throw parser.error("unexpected text after the end of the document") }
        return value
    }

    private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard depth < Self.maximumDepth else { throw error("nested more than \(Self.maximumDepth) levels deep") }
        guard let byte = peek() else { throw error("unexpected end of the document, expected a value") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectLiteral("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw error("unexpected character \(describe(byte)), expected a value")
        }
    }

    private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        offset += 1
        var members: [JSONMember] = []
        var seen: Set<String> = []
        skipWhitespace()
        if peek() == UInt8(ascii: "}") { offset += 1; return .object([]) }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else { throw error("expected a member name in double quotes") }
            let keyOffset = offset
            let key = try parseString()
            guard seen.insert(key).inserted else {
                throw JSONSyntaxError(bytes: bytes, offset: keyOffset, message: "duplicate member name \(MessageText.quoted(key))",
                                      path: JSONPath([.key(key)]), duplicateKey: key)
            }
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else { throw error("expected ':' after the member name \(MessageText.quoted(key))") }
            offset += 1
            skipWhitespace()
            do {
                members.append(JSONMember(key: key, value: try parseValue(depth: depth + 1)))
            } catch {
                throw error.inside(.key(key))
            }
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "}"): offset += 1; return .object(members)
            default: throw error("expected ',' or '}' after an object member")
            }
        }
    }

    private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        offset += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") { offset += 1; return .array([]) }
        while true {
            skipWhitespace()
            do {
                elements.append(try parseValue(depth: depth + 1))
            } catch {
                throw error.inside(.index(elements.count))
            }
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "]"): offset += 1; return .array(elements)
            default: throw error("expected ',' or ']' after an array element")
            }
        }
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        offset += 1
        var scalars = String.UnicodeScalarView()
        var runStart = offset
        func flush(_ end: Int) {
            scalars.append(contentsOf: String(decoding: bytes[runStart..<end], as: UTF8.self).unicodeScalars)
        }
        while true {
            guard let byte = peek() else { throw error("unterminated string") }
            switch byte {
            case UInt8(ascii: "\""):
                flush(offset)
                offset += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush(offset)
                offset += 1
                scalars.append(try parseEscape())
                runStart = offset
            case 0..<0x20:
                throw error("control character \(describe(byte)) in a string (write it as an escape)")
            case 0x80...:
                try checkUTF8Sequence()
            default:
                offset += 1
            }
        }
    }

    /// Checks one multi-byte UTF-8 sequence and moves past it; invalid UTF-8 is an error, never repaired.
    private mutating func checkUTF8Sequence() throws(JSONSyntaxError) {
        let lead = bytes[offset]
        let length: Int
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: throw error("invalid UTF-8")
        }
        guard offset + length <= bytes.count else { throw error("invalid UTF-8") }
        let slice = bytes[offset..<(offset + length)]
        guard String(validating: slice, as: UTF8.self) != nil else { throw error("invalid UTF-8") }
        offset += length
    }

    private mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        guard let byte = peek() else { throw error("unterminated string") }
        offset += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let first = try parseHex4()
            if (0xD800..<0xDC00).contains(first) {
                guard peek() == UInt8(ascii: "\\"), peek(at: 1) == UInt8(ascii: "u") else {
                    throw error("unpaired surrogate \\u\(String(first, radix: 16, uppercase: true))")
                }
                offset += 2
                let second = try parseHex4()
                guard (0xDC00..<0xE000).contains(second) else { throw error("invalid low surrogate") }
                let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
                if let scalar = Unicode.Scalar(value) { return scalar }
                throw error("invalid surrogate pair")
            }
            guard let scalar = Unicode.Scalar(first) else {
                throw error("unpaired surrogate \\u\(String(first, radix: 16, uppercase: true))")
            }
            return scalar
        default:
            offset -= 1
            throw error("invalid escape \\\(describe(byte))")
        }
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = Self.hexValue(byte) else { throw error("expected 4 hexadecimal digits after \\u") }
            value = value * 16 + digit
            offset += 1
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, converted with the standard library's
    /// correctly rounded conversion. A number too large for a `Double` is valid JSON, so it is no syntax
    /// error: it is kept with its text (never as infinity) for the reader to report against the field's rule.
    /// So is a whole number past 2^53, which a `Double` would round.
    private mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
        let start = offset
        if peek() == UInt8(ascii: "-") { offset += 1 }
        if peek() == UInt8(ascii: "0") {
            offset += 1
            if let next = peek(), isDigit(next) { throw error("numbers must not have leading zeros") }
        } else {
            guard try skipDigits() > 0 else { throw error("expected a digit") }
        }
        var isWhole = true
        if peek() == UInt8(ascii: ".") {
            isWhole = false
            offset += 1
            guard try skipDigits() > 0 else { throw error("expected a digit after the decimal point") }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            isWhole = false
            offset += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { offset += 1 }
            guard try skipDigits() > 0 else { throw error("expected a digit in the exponent") }
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        guard let value = Double(text), value.isFinite else { return .outOfRangeNumber(text) }
        return isWhole && value.magnitude >= 0x1p53 ? .wholeNumber(text) : .number(value)
    }

    private mutating func skipDigits() throws(JSONSyntaxError) -> Int {
        var count = 0
        while let byte = peek(), isDigit(byte) {
            offset += 1
            count += 1
        }
        return count
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func expectLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
        let utf8 = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
        guard offset + utf8.count <= bytes.count, bytes[offset..<(offset + utf8.count)].elementsEqual(utf8) else {
            throw error("unexpected text, expected a value (strings need double quotes)")
        }
        offset += utf8.count
    }

    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { offset += 1 }
    }

    private func peek(at distance: Int = 0) -> UInt8? {
        offset + distance < bytes.count ? bytes[offset + distance] : nil
    }

    private func describe(_ byte: UInt8) -> String {
        (0x21..<0x7F).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "0x" + String(byte, radix: 16, uppercase: true)
    }

    private func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(bytes: bytes, offset: offset, message: message)
    }
}

/// A document is not valid JSON; `line` and `column` (1-based, the column counts bytes) say where.
public struct JSONSyntaxError: Error, Sendable {
    public var line: Int
    public var column: Int
    public var message: String
    /// The value the parser was reading (a repeated member's own path), for readers that name paths.
    public var path: JSONPath
    /// The member name an object holds twice, when that is the error.
    public var duplicateKey: String?

    init(bytes: [UInt8], offset: Int, message: String, path: JSONPath = .root, duplicateKey: String? = nil) {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        self.line = line
        self.column = offset - lineStart + 1
        self.message = message
        self.path = path
        self.duplicateKey = duplicateKey
    }

    /// This error found inside the member or element `component` of the container being read.
    func inside(_ component: JSONPath.Component) -> JSONSyntaxError {
        var error = self
        error.path = JSONPath([component] + path.components)
        return error
    }
}
