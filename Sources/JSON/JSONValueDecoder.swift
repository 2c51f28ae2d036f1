import Foundation

/// A `Decoder` over a parsed `JSONValue` that knows the JSON path of every value it hands out, so a value
/// that does not fit throws a `JSONDocumentError` naming it, in the validator's words ("must be a whole
/// number from 0 to 255, not -1"). `JSONDocument` uses it to explain what Foundation's `JSONDecoder`
/// refused; it reads what that decoder reads with its default strategies (numbers, strings, booleans,
/// null, objects, arrays; URLs as strings, dates as seconds since 2001, data as Base64).
struct JSONValueDecoder: Decoder {
    let value: JSONValue
    let path: JSONPath
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else { throw Self.mismatch("an object", value, path) }
        return KeyedDecodingContainer(KeyedContainer<Key>(members: members, path: path, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else { throw Self.mismatch("an array", value, path) }
        return UnkeyedContainer(elements: elements, path: path, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleValueContainer(decoder: self)
    }

    /// `type` from `value`: the scalar types directly, any other through its `init(from:)`.
    static func decode<T: Decodable>(_ type: T.Type, from value: JSONValue, at path: JSONPath,
                                     codingPath: [any CodingKey]) throws -> T {
        if let scalar = try scalar(type, from: value, at: path) { return scalar }
        do {
            return try T(from: JSONValueDecoder(value: value, path: path, codingPath: codingPath))
        } catch DecodingError.dataCorrupted(let context) where context.codingPath.count == codingPath.count {
            // A raw value no case has (the standard library's words name the Swift type): the cases instead.
            if let enumeration = type as? any CaseIterable.Type, case let cases = caseNames(enumeration), !cases.isEmpty,
               let given = describe(scalar: value) {
                throw JSONDocumentError(path: path, reason: "must be one of \(cases.joined(separator: ", ")), not \(given)")
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
        case .outOfRangeNumber(let text): return MessageText.number(text)
        default: return nil
        }
    }

    // MARK: Scalars

    private static func scalar<T>(_ type: T.Type, from value: JSONValue, at path: JSONPath) throws -> T? {
        switch type {
        case is Bool.Type: return try bool(value, path) as? T
        case is String.Type: return try string(value, path) as? T
        case is Double.Type: return try double(value, path) as? T
        case is Float.Type: return try float(value, path) as? T
        case is Int.Type: return try integer(Int.self, value, path) as? T
        case is Int8.Type: return try integer(Int8.self, value, path) as? T
        case is Int16.Type: return try integer(Int16.self, value, path) as? T
        case is Int32.Type: return try integer(Int32.self, value, path) as? T
        case is Int64.Type: return try integer(Int64.self, value, path) as? T
        case is UInt.Type: return try integer(UInt.self, value, path) as? T
        case is UInt8.Type: return try integer(UInt8.self, value, path) as? T
        case is UInt16.Type: return try integer(UInt16.self, value, path) as? T
        case is UInt32.Type: return try integer(UInt32.self, value, path) as? T
        case is UInt64.Type: return try integer(UInt64.self, value, path) as? T
        case is URL.Type:
            guard let url = URL(string: try string(value, path)) else { throw JSONDocumentError(path: path, reason: "must be a URL") }
            return url as? T
        case is Date.Type: return Date(timeIntervalSinceReferenceDate: try double(value, path)) as? T
        case is Data.Type:
            guard let data = Data(base64Encoded: try string(value, path)) else {
                throw JSONDocumentError(path: path, reason: "must be Base64 text")
            }
            return data as? T
        default: return nil
        }
    }

    static func bool(_ value: JSONValue, _ path: JSONPath) throws -> Bool {
        guard case .bool(let flag) = value else { throw mismatch("true or false", value, path) }
        return flag
    }

    static func string(_ value: JSONValue, _ path: JSONPath) throws -> String {
        guard case .string(let text) = value else { throw mismatch("a string", value, path) }
        return text
    }

    static func double(_ value: JSONValue, _ path: JSONPath) throws -> Double {
        switch value {
        case .number(let number): return number
        case .outOfRangeNumber(let text):
            throw JSONDocumentError(path: path, reason: "must be a number a Double can hold (\(MessageText.number(text)) is out of range)")
        default: throw mismatch("a number", value, path)
        }
    }

    static func float(_ value: JSONValue, _ path: JSONPath) throws -> Float {
        let number = try double(value, path)
        guard Float(number).isFinite else {
            throw JSONDocumentError(path: path, reason: "must be a number a Float can hold (\(number) is out of range)")
        }
        return Float(number)
    }

    /// A whole number within `I`'s range. Parsed numbers are `Double`s, exact up to 2^53; beyond that one
    /// stands for many whole numbers (`Int.max` parses as 2^63), so any within the type's range, give or
    /// take that rounding, is taken: this decoder must never blame a value Foundation read correctly.
    static func integer<I: FixedWidthInteger>(_ type: I.Type, _ value: JSONValue, _ path: JSONPath) throws -> I {
        let rule = "must be a whole number from \(I.min) to \(I.max)"
        switch value {
        case .number(let number):
            if let exact = I(exactly: number) { return exact }
            guard number.rounded() == number else {
                throw JSONDocumentError(path: path, reason: "must be a whole number, not \(text(of: number))")
            }
            if abs(number) >= 0x1p53, number >= Double(I.min), number <= Double(I.max) { return number < 0 ? I.min : I.max }
            throw JSONDocumentError(path: path, reason: "\(rule), not \(text(of: number))")
        case .outOfRangeNumber(let text):
            throw JSONDocumentError(path: path, reason: "\(rule), not \(MessageText.number(text))")
        default:
            throw mismatch("a whole number", value, path)
        }
    }

    /// A parsed number as a reader would write it: `-5`, not `-5.0`.
    private static func text(of number: Double) -> String {
        if number.rounded() == number, abs(number) < 1e15 { return String(Int64(number)) }
        return "\(number)"
    }

    static func mismatch(_ expected: String, _ value: JSONValue, _ path: JSONPath) -> JSONDocumentError {
        JSONDocumentError(path: path, reason: "must be \(expected), not \(value.typeName)")
    }
}

/// An array position in a coding path.
private struct IndexKey: CodingKey {
    let index: Int
    var stringValue: String { "Index \(index)" }
    var intValue: Int? { index }
    init(_ index: Int) { self.index = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { index = intValue }
}

private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [JSONMember]
    let path: JSONPath
    let codingPath: [any CodingKey]
    /// Member values by name (a parsed object has no name twice).
    private let values: [String: JSONValue]

    init(members: [JSONMember], path: JSONPath, codingPath: [any CodingKey]) {
        self.members = members
        self.path = path
        self.codingPath = codingPath
        values = Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    var allKeys: [Key] { members.compactMap { Key(stringValue: $0.key) } }

    func contains(_ key: Key) -> Bool { values[key.stringValue] != nil }

    private func value(for key: Key) throws -> JSONValue {
        guard let value = values[key.stringValue] else {
            throw JSONDocumentError(path: path.appending(key.stringValue), reason: "is required but missing")
        }
        return value
    }

    private func decoder(for key: Key) throws -> JSONValueDecoder {
        JSONValueDecoder(value: try value(for: key), path: path.appending(key.stringValue), codingPath: codingPath + [key])
    }

    func decodeNil(forKey key: Key) throws -> Bool { try value(for: key) == .null }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try value(type, forKey: key) }

    // Each scalar requirement goes through the generic helper under another name: calling `decode` here
    // would pick the scalar overload itself again.
    private func value<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try JSONValueDecoder.decode(type, from: value(for: key), at: path.appending(key.stringValue), codingPath: codingPath + [key])
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try value(type, forKey: key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try value(type, forKey: key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try value(type, forKey: key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try value(type, forKey: key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try value(type, forKey: key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try value(type, forKey: key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try value(type, forKey: key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try value(type, forKey: key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try value(type, forKey: key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try value(type, forKey: key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try value(type, forKey: key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try value(type, forKey: key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try value(type, forKey: key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try value(type, forKey: key) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key)
        throws -> KeyedDecodingContainer<NestedKey> {
        try decoder(for: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder(for: key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        JSONValueDecoder(value: values["super"] ?? .null, path: path.appending("super"), codingPath: codingPath + [AnyKey("super")])
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        JSONValueDecoder(value: values[key.stringValue] ?? .null, path: path.appending(key.stringValue),
                         codingPath: codingPath + [key])
    }
}

private struct UnkeyedContainer: UnkeyedDecodingContainer {
    let elements: [JSONValue]
    let path: JSONPath
    let codingPath: [any CodingKey]
    private(set) var currentIndex = 0

    init(elements: [JSONValue], path: JSONPath, codingPath: [any CodingKey]) {
        self.elements = elements
        self.path = path
        self.codingPath = codingPath
    }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    /// The next element's value and path; the position moves on only once it has been decoded.
    private func current() throws -> (value: JSONValue, path: JSONPath, key: IndexKey) {
        guard !isAtEnd else {
            throw JSONDocumentError(path: path, reason: "has \(elements.count) elements; more were expected")
        }
        return (elements[currentIndex], path.appending(currentIndex), IndexKey(currentIndex))
    }

    mutating func decodeNil() throws -> Bool {
        guard try current().value == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next(type) }

    // The scalar requirements call this, not `decode`, which would pick the scalar overload again.
    private mutating func next<T: Decodable>(_ type: T.Type) throws -> T {
        let (value, path, key) = try current()
        let result = try JSONValueDecoder.decode(type, from: value, at: path, codingPath: codingPath + [key])
        currentIndex += 1
        return result
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try next(type) }
    mutating func decode(_ type: String.Type) throws -> String { try next(type) }
    mutating func decode(_ type: Double.Type) throws -> Double { try next(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try next(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try next(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try next(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try next(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try next(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try next(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try next(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next(type) }

    private mutating func nextDecoder() throws -> JSONValueDecoder {
        let (value, path, key) = try current()
        currentIndex += 1
        return JSONValueDecoder(value: value, path: path, codingPath: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try nextDecoder().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try nextDecoder().unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        try nextDecoder()
    }
}

private struct SingleValueContainer: SingleValueDecodingContainer {
    let decoder: JSONValueDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool { decoder.value == .null }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try value(type) }

    // The scalar requirements call this, not `decode`, which would pick the scalar overload again.
    private func value<T: Decodable>(_ type: T.Type) throws -> T {
        try JSONValueDecoder.decode(type, from: decoder.value, at: decoder.path, codingPath: decoder.codingPath)
    }

    func decode(_ type: Bool.Type) throws -> Bool { try value(type) }
    func decode(_ type: String.Type) throws -> String { try value(type) }
    func decode(_ type: Double.Type) throws -> Double { try value(type) }
    func decode(_ type: Float.Type) throws -> Float { try value(type) }
    func decode(_ type: Int.Type) throws -> Int { try value(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try value(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try value(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try value(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try value(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try value(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try value(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try value(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try value(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try value(type) }
}
