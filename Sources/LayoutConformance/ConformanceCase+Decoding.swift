import FlexLayout
import Geometry
import JSON

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

/// An expected frame: finite numbers, a size never negative, and no other key.
private struct ExpectedFrame: Decodable {
    var rect: Rect

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        try container.rejectUnknownKeys(allowed: ["left", "top", "width", "height"])
        rect = Rect(
            x: try container.decodeFiniteNumber(AnyKey(stringValue: "left")),
            y: try container.decodeFiniteNumber(AnyKey(stringValue: "top")),
            width: try container.decodeFiniteNumber(AnyKey(stringValue: "width"), nonNegative: true),
            height: try container.decodeFiniteNumber(AnyKey(stringValue: "height"), nonNegative: true))
    }
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
                forKey: key, in: self, debugDescription: "unknown key \(MessageText.quoted(key.stringValue))")
        }
    }

    func decodeEnum<T>(_ key: AnyKey, _ table: [String: T]) throws -> T {
        let raw = try decode(String.self, forKey: key)
        guard let value = table[raw] else {
            let known = table.keys.sorted().joined(separator: ", ")
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "unknown value \(MessageText.quoted(raw)) (expected one of: \(known))")
        }
        return value
    }

    func decodeFiniteNumber(_ key: AnyKey, nonNegative: Bool = false) throws -> Double {
        let value = try decode(Double.self, forKey: key)
        guard value.isFinite else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "must be a finite number")
        }
        if nonNegative && value < 0 {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "must not be negative")
        }
        return value
    }

    /// A length that CSS does not allow below zero (sizes, flex basis, padding, border, gaps). Margins and
    /// positions may be negative.
    func decodeLength(_ key: AnyKey, nonNegative: Bool) throws -> FlexValue {
        let value = try decode(CaseValue.self, forKey: key).value
        switch value {
        case .points(let number), .percent(let number):
            if nonNegative && number < 0 {
                let nested = try nestedContainer(keyedBy: AnyKey.self, forKey: key)
                throw DecodingError.dataCorruptedError(
                    forKey: AnyKey(stringValue: "value"), in: nested, debugDescription: "must not be negative")
            }
        default: break
        }
        return value
    }

    func decodeSize(_ key: AnyKey) throws -> FlexValue {
        try decodeLength(key, nonNegative: true)
    }

    /// Per-edge values keyed by left, top, right, bottom, start, end, horizontal, vertical, all.
    func decodeEdges(_ key: AnyKey, nonNegative: Bool) throws -> FlexEdges {
        let container = try nestedContainer(keyedBy: AnyKey.self, forKey: key)
        var edges = FlexEdges()
        for edge in container.allKeys {
            let value = try container.decodeLength(edge, nonNegative: nonNegative)
            switch edge.stringValue {
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
                throw DecodingError.dataCorruptedError(
                    forKey: edge, in: container, debugDescription: "unknown edge (expected left, top, right, bottom, "
                        + "start, end, horizontal, vertical or all)")
            }
        }
        return edges
    }

    /// Gaps keyed by column, row, all; never negative.
    func decodeGap(_ key: AnyKey) throws -> FlexGap {
        let container = try nestedContainer(keyedBy: AnyKey.self, forKey: key)
        var gap = FlexGap()
        for gutter in container.allKeys {
            let value = try container.decodeLength(gutter, nonNegative: true)
            switch gutter.stringValue {
            case "column": gap.column = value
            case "row": gap.row = value
            case "all": gap.all = value
            default:
                throw DecodingError.dataCorruptedError(
                    forKey: gutter, in: container, debugDescription: "unknown gutter (expected column, row or all)")
            }
        }
        return gap
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
                debugDescription: "unknown unit \(MessageText.quoted(unit)) (expected point, percent, auto, max-content, fit-content or stretch)")
        }
    }
}
