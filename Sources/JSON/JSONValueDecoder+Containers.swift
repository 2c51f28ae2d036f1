/// `JSONValueDecoder`'s containers. Each scalar requirement reads its value directly, and builds the coding
/// path of the value only to throw: a document is mostly scalars.

/// An array position in a coding path.
struct IndexKey: CodingKey {
    let index: Int
    var stringValue: String { "Index \(index)" }
    var intValue: Int? { index }
    init(_ index: Int) { self.index = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { index = intValue }
}

struct JSONKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [JSONMember]
    let codingPath: [any CodingKey]
    /// Member positions by name, for a large object; a small one is searched in place. A parsed object has
    /// no name twice; in a value built otherwise the first member of a name counts, both ways.
    private let positions: [String: Int]?

    init(members: [JSONMember], codingPath: [any CodingKey]) {
        self.members = members
        self.codingPath = codingPath
        positions = members.count > 16
            ? Dictionary(members.indices.map { (members[$0].key, $0) }, uniquingKeysWith: { first, _ in first }) : nil
    }

    var allKeys: [Key] { members.compactMap { Key(stringValue: $0.key) } }

    private func member(_ key: Key) -> JSONValue? {
        let name = key.stringValue
        if let positions { return positions[name].map { members[$0].value } }
        return members.first { $0.key == name }?.value
    }

    func contains(_ key: Key) -> Bool { member(key) != nil }

    private func value(for key: Key) throws -> JSONValue {
        guard let value = member(key) else {
            throw DecodingError.keyNotFound(key, DecodingError.Context(codingPath: codingPath, debugDescription: "is required but missing"))
        }
        return value
    }

    private func decoder(for key: Key) throws -> JSONValueDecoder {
        JSONValueDecoder(value: try value(for: key), codingPath: codingPath + [key])
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        guard case .null = try value(for: key) else { return false }
        return true
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try JSONValueDecoder.decode(type, from: value(for: key), codingPath: codingPath + [key])
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try JSONValueDecoder.bool(value(for: key), codingPath + [key]) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try JSONValueDecoder.string(value(for: key), codingPath + [key]) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try JSONValueDecoder.double(value(for: key), codingPath + [key]) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try JSONValueDecoder.float(value(for: key), codingPath + [key]) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(type, key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(type, key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(type, key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(type, key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(type, key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(type, key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(type, key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(type, key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(type, key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(type, key) }

    private func integer<I: FixedWidthInteger>(_ type: I.Type, _ key: Key) throws -> I {
        try JSONValueDecoder.integer(type, value(for: key), codingPath + [key])
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key)
        throws -> KeyedDecodingContainer<NestedKey> {
        try decoder(for: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder(for: key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        JSONValueDecoder(value: members.first { $0.key == "super" }?.value ?? .null, codingPath: codingPath + [AnyKey("super")])
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        JSONValueDecoder(value: member(key) ?? .null, codingPath: codingPath + [key])
    }
}

struct JSONUnkeyedContainer: UnkeyedDecodingContainer {
    let elements: [JSONValue]
    let codingPath: [any CodingKey]
    private(set) var currentIndex = 0

    init(elements: [JSONValue], codingPath: [any CodingKey]) {
        self.elements = elements
        self.codingPath = codingPath
    }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    /// The next element; the position moves on only once it has been decoded.
    private func current(_ type: Any.Type) throws -> JSONValue {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                type, DecodingError.Context(codingPath: codingPath, debugDescription: "has \(elements.count) elements; more were expected"))
        }
        return elements[currentIndex]
    }

    private var currentPath: [any CodingKey] { codingPath + [IndexKey(currentIndex)] }

    mutating func decodeNil() throws -> Bool {
        guard case .null = try current(Any?.self) else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let result = try JSONValueDecoder.decode(type, from: current(type), codingPath: currentPath)
        currentIndex += 1
        return result
    }

    /// Reads the next element with `read`, and moves on.
    private mutating func next<T>(_ type: T.Type, _ read: (JSONValue, @autoclosure () -> [any CodingKey]) throws -> T) throws -> T {
        let result = try read(current(type), currentPath)
        currentIndex += 1
        return result
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try next(type, JSONValueDecoder.bool) }
    mutating func decode(_ type: String.Type) throws -> String { try next(type, JSONValueDecoder.string) }
    mutating func decode(_ type: Double.Type) throws -> Double { try next(type, JSONValueDecoder.double) }
    mutating func decode(_ type: Float.Type) throws -> Float { try next(type, JSONValueDecoder.float) }
    mutating func decode(_ type: Int.Type) throws -> Int { try next(type) { try JSONValueDecoder.integer(type, $0, $1()) } }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try next(type) { try JSONValueDecoder.integer(type, $0, $1()) } }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try next(type) { try JSONValueDecoder.integer(type, $0, $1()) } }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try next(type) { try JSONValueDecoder.integer(type, $0, $1()) } }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try next(type) { try JSONValueDecoder.integer(type, $0, $1()) } }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try next(type) { try JSONValueDecoder.integer(type, $0, $1()) } }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next(type) { try JSONValueDecoder.integer(type, $0, $1()) } }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next(type) { try JSONValueDecoder.integer(type, $0, $1()) } }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next(type) { try JSONValueDecoder.integer(type, $0, $1()) } }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next(type) { try JSONValueDecoder.integer(type, $0, $1()) } }

    private mutating func nextDecoder() throws -> JSONValueDecoder {
        let decoder = JSONValueDecoder(value: try current([String: Any].self), codingPath: currentPath)
        currentIndex += 1
        return decoder
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

struct JSONSingleValueContainer: SingleValueDecodingContainer {
    let decoder: JSONValueDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool {
        guard case .null = decoder.value else { return false }
        return true
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try JSONValueDecoder.decode(type, from: decoder.value, codingPath: decoder.codingPath)
    }

    func decode(_ type: Bool.Type) throws -> Bool { try JSONValueDecoder.bool(decoder.value, codingPath) }
    func decode(_ type: String.Type) throws -> String { try JSONValueDecoder.string(decoder.value, codingPath) }
    func decode(_ type: Double.Type) throws -> Double { try JSONValueDecoder.double(decoder.value, codingPath) }
    func decode(_ type: Float.Type) throws -> Float { try JSONValueDecoder.float(decoder.value, codingPath) }
    func decode(_ type: Int.Type) throws -> Int { try JSONValueDecoder.integer(type, decoder.value, codingPath) }
    func decode(_ type: Int8.Type) throws -> Int8 { try JSONValueDecoder.integer(type, decoder.value, codingPath) }
    func decode(_ type: Int16.Type) throws -> Int16 { try JSONValueDecoder.integer(type, decoder.value, codingPath) }
    func decode(_ type: Int32.Type) throws -> Int32 { try JSONValueDecoder.integer(type, decoder.value, codingPath) }
    func decode(_ type: Int64.Type) throws -> Int64 { try JSONValueDecoder.integer(type, decoder.value, codingPath) }
    func decode(_ type: UInt.Type) throws -> UInt { try JSONValueDecoder.integer(type, decoder.value, codingPath) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try JSONValueDecoder.integer(type, decoder.value, codingPath) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try JSONValueDecoder.integer(type, decoder.value, codingPath) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try JSONValueDecoder.integer(type, decoder.value, codingPath) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try JSONValueDecoder.integer(type, decoder.value, codingPath) }
}
