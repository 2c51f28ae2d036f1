/// A parsed JSON document, as the validator sees it: objects keep their members in file order so problems
/// are reported in the order a reader meets them, and numbers are kept as `Double` (JSON has no other
/// number type; whole numbers up to 2^53 are exact).
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    /// A whole number past 2^53 written without a fraction or an exponent, kept as written: a `Double`
    /// stands for many such numbers (`Int.max` would read as 2^63), and an integer type reads it exactly.
    case wholeNumber(String)
    /// A number that JSON's grammar allows but a `Double` cannot hold (`1e309`), with its text as written:
    /// the reader reports it against the rule of the field it is in, like any other number out of range.
    case outOfRangeNumber(String)
    case string(String)
    case array([JSONValue])
    case object([JSONMember])

    /// The JSON type name used in messages ("must be a number, not a string").
    public var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number, .wholeNumber, .outOfRangeNumber: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// The number as a `Double` (a whole number past 2^53 rounded to the nearest); `nil` for any other value
    /// and for a number a `Double` cannot hold.
    public var numericValue: Double? {
        switch self {
        case .number(let number): return number
        case .wholeNumber(let text): return Double(text)
        default: return nil
        }
    }
}

/// One `"key": value` member of a JSON object.
public struct JSONMember: Sendable, Equatable {
    public var key: String
    public var value: JSONValue

    public init(key: String, value: JSONValue) {
        self.key = key
        self.value = value
    }
}

extension JSONValue: Decodable {
    /// Reads a value from any `Decoder`, so the models' `Decodable` conformances can run the same
    /// validation as files do. Member order is whatever the decoder reports (sorted here for determinism).
    public init(from decoder: any Decoder) throws {
        if let decoder = decoder as? JSONValueDecoder {
            // The value is there already: taken whole, not rebuilt value by value through the containers.
            self = decoder.value.sortingMembers()
        } else if let object = try? decoder.container(keyedBy: AnyKey.self) {
            var members: [JSONMember] = []
            for key in object.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
                members.append(JSONMember(key: key.stringValue, value: try object.decode(JSONValue.self, forKey: key)))
            }
            self = .object(members)
        } else if var array = try? decoder.unkeyedContainer() {
            var elements: [JSONValue] = []
            while !array.isAtEnd { elements.append(try array.decode(JSONValue.self)) }
            self = .array(elements)
        } else {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() {
                self = .null
            } else if let value = try? single.decode(Bool.self) {
                self = .bool(value)
            } else if let value = try? single.decode(Double.self) {
                self = .number(value)
            } else {
                self = .string(try single.decode(String.self))
            }
        }
    }
}

/// A coding key for any member name.
struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { return nil }
}

extension JSONValue {
    /// This value with every object's members sorted by key, as `init(from:)` reads them from any decoder.
    func sortingMembers() -> JSONValue {
        switch self {
        case .object(let members):
            return .object(members.sorted { $0.key < $1.key }.map { JSONMember(key: $0.key, value: $0.value.sortingMembers()) })
        case .array(let elements):
            return .array(elements.map { $0.sortingMembers() })
        default:
            return self
        }
    }
}
