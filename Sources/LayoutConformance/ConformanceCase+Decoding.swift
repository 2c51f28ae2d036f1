import FlexLayout

// Decoding of the case format. Every key is checked: an unknown key or value is an error naming its
// JSON path, so a typo in a hand-written case cannot pass silently as a default.

struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

extension ConformanceCase: Decodable {
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        try container.rejectUnknownKeys(allowed: ["name", "source", "root", "expected", "features", "nodeCount"])
        name = try container.decode(String.self, forKey: AnyKey(stringValue: "name"))
        source = try container.decodeIfPresent(String.self, forKey: AnyKey(stringValue: "source"))
        features = try container.decodeIfPresent([String].self, forKey: AnyKey(stringValue: "features")) ?? []
        root = try container.decode(CaseNode.self, forKey: AnyKey(stringValue: "root"))
        let frames = try container.decode([String: ExpectedFrame].self, forKey: AnyKey(stringValue: "expected"))
        expected = frames.mapValues(\.rect)
    }
}

private struct ExpectedFrame: Decodable {
    var left: Double
    var top: Double
    var width: Double
    var height: Double
    var rect: Rect { Rect(x: left, y: top, width: width, height: height) }
}

extension CaseNode: Decodable {
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        try container.rejectUnknownKeys(allowed: ["id", "style", "children"])
        id = try container.decode(String.self, forKey: AnyKey(stringValue: "id"))
        style = try container.decodeIfPresent(CaseStyle.self, forKey: AnyKey(stringValue: "style"))?.style ?? FlexStyle()
        children = try container.decodeIfPresent([CaseNode].self, forKey: AnyKey(stringValue: "children")) ?? []
    }
}

extension KeyedDecodingContainer where Key == AnyKey {
    func rejectUnknownKeys(allowed: Set<String>) throws {
        for key in allKeys where !allowed.contains(key.stringValue) {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "unknown key \"\(key.stringValue)\"")
        }
    }

    func decodeEnum<T>(_ key: AnyKey, _ table: [String: T]) throws -> T {
        let raw = try decode(String.self, forKey: key)
        guard let value = table[raw] else {
            let known = table.keys.sorted().joined(separator: ", ")
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "unknown value \"\(raw)\" (expected one of: \(known))")
        }
        return value
    }

    func decodeFiniteNumber(_ key: AnyKey) throws -> Double {
        let value = try decode(Double.self, forKey: key)
        guard value.isFinite else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "must be a finite number")
        }
        return value
    }
}

/// A length: `{"unit": "point"|"percent"|"auto"|"max-content"|"fit-content"|"stretch", "value": n}`.
struct CaseValue: Decodable {
    var value: FlexValue

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        try container.rejectUnknownKeys(allowed: ["unit", "value"])
        let unitKey = AnyKey(stringValue: "unit")
        let unit = try container.decode(String.self, forKey: unitKey)
        let valueKey = AnyKey(stringValue: "value")
        switch unit {
        case "point": value = .points(try container.decodeFiniteNumber(valueKey))
        case "percent": value = .percent(try container.decodeFiniteNumber(valueKey))
        case "auto": value = .auto
        case "max-content": value = .maxContent
        case "fit-content": value = .fitContent
        case "stretch": value = .stretch
        case "undefined": value = .undefined
        default:
            throw DecodingError.dataCorruptedError(
                forKey: unitKey, in: container,
                debugDescription: "unknown unit \"\(unit)\" (expected point, percent, auto, max-content, fit-content or stretch)")
        }
    }
}

/// Per-edge values keyed by left, top, right, bottom, start, end, horizontal, vertical, all.
struct CaseEdges: Decodable {
    var edges = FlexEdges()

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        for key in container.allKeys {
            let value = try container.decode(CaseValue.self, forKey: key).value
            switch key.stringValue {
            case "left": edges.left = value
            case "top": edges.top = value
            case "right": edges.right = value
            case "bottom": edges.bottom = value
            case "start": edges.start = value
            case "end": edges.end = value
            case "horizontal": edges.horizontal = value
            case "vertical": edges.vertical = value
            case "all": edges.all = value
            default:
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "unknown edge")
            }
        }
    }
}

/// Gaps keyed by column, row, all.
struct CaseGap: Decodable {
    var gap = FlexGap()

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        for key in container.allKeys {
            let value = try container.decode(CaseValue.self, forKey: key).value
            switch key.stringValue {
            case "column": gap.column = value
            case "row": gap.row = value
            case "all": gap.all = value
            default:
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "unknown gutter")
            }
        }
    }
}
