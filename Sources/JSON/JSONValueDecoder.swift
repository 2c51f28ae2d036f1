import Foundation

/// A `Decoder` over a parsed `JSONValue`: the one decoder FeedBench reads JSON documents with. It reads what
/// Foundation's `JSONDecoder` reads with its default strategies (numbers, strings, booleans, null, objects,
/// arrays; URLs as strings, dates as seconds since 2001, data as Base64), whole numbers digit by digit, and
/// throws the standard `DecodingError`s with the coding path of the value at fault and a reason in the
/// validator's words ("must be a whole number from 0 to 255, not -1", "must be a string, not a number"),
/// where Foundation's name Swift types or give no path at all.
struct JSONValueDecoder: Decoder {
    let value: JSONValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else { throw Self.mismatch("an object", [String: Any].self, value, codingPath) }
        return KeyedDecodingContainer(JSONKeyedContainer<Key>(members: members, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else { throw Self.mismatch("an array", [Any].self, value, codingPath) }
        return JSONUnkeyedContainer(elements: elements, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        JSONSingleValueContainer(decoder: self)
    }

    /// `type` from `value`: the scalar types directly, any other through its `init(from:)`.
    /// The coding path is only made for a value that needs a decoder of its own, or for an error.
    static func decode<T: Decodable>(_ type: T.Type, from value: JSONValue, codingPath: @autoclosure () -> [any CodingKey]) throws -> T {
        if let scalar = try scalar(type, from: value, codingPath()) { return scalar }
        let codingPath = codingPath()
        do {
            return try T(from: JSONValueDecoder(value: value, codingPath: codingPath))
        } catch DecodingError.dataCorrupted(let context) where context.codingPath.count == codingPath.count {
            // A raw value no case has (the standard library's words name the Swift type): the cases instead.
            if let enumeration = type as? any CaseIterable.Type, case let cases = caseNames(enumeration), !cases.isEmpty,
               let given = describe(scalar: value) {
                throw invalid("must be one of \(cases.joined(separator: ", ")), not \(given)", codingPath)
            }
            throw DecodingError.dataCorrupted(context)
        }
    }

    /// The raw values of an enumeration's cases.
    private static func caseNames<C: CaseIterable>(_ type: C.Type) -> [String] {
        type.allCases.compactMap { ($0 as? any RawRepresentable).map { "\($0.rawValue)" } }
    }

    /// A string (quoted and escaped) or a number as the file gives it; `nil` for anything else.
    private static func describe(scalar value: JSONValue) -> String? {
        switch value {
        case .string(let text): return MessageText.quoted(text)
        case .number(let number): return text(of: number)
        case .wholeNumber(let text), .outOfRangeNumber(let text): return MessageText.number(text)
        default: return nil
        }
    }

    // MARK: Scalars

    private static func scalar<T>(_ type: T.Type, from value: JSONValue, _ codingPath: @autoclosure () -> [any CodingKey]) throws -> T? {
        switch type {
        case is Bool.Type: return try bool(value, codingPath()) as? T
        case is String.Type: return try string(value, codingPath()) as? T
        case is Double.Type: return try double(value, codingPath()) as? T
        case is Float.Type: return try float(value, codingPath()) as? T
        case is Int.Type: return try integer(Int.self, value, codingPath()) as? T
        case is Int8.Type: return try integer(Int8.self, value, codingPath()) as? T
        case is Int16.Type: return try integer(Int16.self, value, codingPath()) as? T
        case is Int32.Type: return try integer(Int32.self, value, codingPath()) as? T
        case is Int64.Type: return try integer(Int64.self, value, codingPath()) as? T
        case is UInt.Type: return try integer(UInt.self, value, codingPath()) as? T
        case is UInt8.Type: return try integer(UInt8.self, value, codingPath()) as? T
        case is UInt16.Type: return try integer(UInt16.self, value, codingPath()) as? T
        case is UInt32.Type: return try integer(UInt32.self, value, codingPath()) as? T
        case is UInt64.Type: return try integer(UInt64.self, value, codingPath()) as? T
        case is URL.Type:
            guard let url = URL(string: try string(value, codingPath())) else { throw invalid("must be a URL", codingPath()) }
            return url as? T
        case is Date.Type: return Date(timeIntervalSinceReferenceDate: try double(value, codingPath())) as? T
        case is Data.Type:
            guard let data = Data(base64Encoded: try string(value, codingPath())) else { throw invalid("must be Base64 text", codingPath()) }
            return data as? T
        default: return nil
        }
    }

    static func bool(_ value: JSONValue, _ codingPath: @autoclosure () -> [any CodingKey]) throws -> Bool {
        guard case .bool(let flag) = value else { throw mismatch("true or false", Bool.self, value, codingPath()) }
        return flag
    }

    static func string(_ value: JSONValue, _ codingPath: @autoclosure () -> [any CodingKey]) throws -> String {
        guard case .string(let text) = value else { throw mismatch("a string", String.self, value, codingPath()) }
        return text
    }

    static func double(_ value: JSONValue, _ codingPath: @autoclosure () -> [any CodingKey]) throws -> Double {
        switch value {
        case .number(let number): return number
        case .wholeNumber(let text):
            if let number = Double(text) { return number }
            throw invalid("must be a number a Double can hold (\(MessageText.number(text)) is out of range)", codingPath())
        case .outOfRangeNumber(let text):
            throw invalid("must be a number a Double can hold (\(MessageText.number(text)) is out of range)", codingPath())
        default: throw mismatch("a number", Double.self, value, codingPath())
        }
    }

    static func float(_ value: JSONValue, _ codingPath: @autoclosure () -> [any CodingKey]) throws -> Float {
        let number = try double(value, codingPath())
        guard Float(number).isFinite else {
            throw invalid("must be a number a Float can hold (\(number) is out of range)", codingPath())
        }
        return Float(number)
    }

    /// A whole number within `I`'s range: one the parser kept as written (past 2^53) is read digit by digit.
    static func integer<I: FixedWidthInteger>(_ type: I.Type, _ value: JSONValue,
                                              _ codingPath: @autoclosure () -> [any CodingKey]) throws -> I {
        let rule = "must be a whole number from \(I.min) to \(I.max)"
        switch value {
        case .number(let number):
            if let exact = I(exactly: number) { return exact }
            guard number.rounded() == number else { throw invalid("must be a whole number, not \(text(of: number))", codingPath()) }
            throw invalid("\(rule), not \(text(of: number))", codingPath())
        case .wholeNumber(let text):
            if let exact = I(text) { return exact }
            throw invalid("\(rule), not \(MessageText.number(text))", codingPath())
        case .outOfRangeNumber(let text):
            throw invalid("\(rule), not \(MessageText.number(text))", codingPath())
        default:
            throw mismatch("a whole number", I.self, value, codingPath())
        }
    }

    /// A parsed number as a reader would write it: `-5`, not `-5.0`.
    private static func text(of number: Double) -> String {
        if number.rounded() == number, abs(number) < 1e15 { return String(Int64(number)) }
        return "\(number)"
    }

    /// `value` is not the JSON type `type` needs: null is a missing value, anything else the wrong type, as
    /// Foundation tells them apart.
    static func mismatch(_ expected: String, _ type: Any.Type, _ value: JSONValue, _ codingPath: [any CodingKey]) -> DecodingError {
        let context = DecodingError.Context(codingPath: codingPath, debugDescription: "must be \(expected), not \(value.typeName)")
        if case .null = value { return .valueNotFound(type, context) }
        return .typeMismatch(type, context)
    }

    /// The value is of the right JSON type but breaks the rule `reason` words.
    static func invalid(_ reason: String, _ codingPath: [any CodingKey]) -> DecodingError {
        .dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: reason))
    }
}
