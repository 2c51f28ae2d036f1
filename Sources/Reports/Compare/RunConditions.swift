import Foundation
import Harness

/// What a run was made under, its options and its machine, as flat `key: value` pairs (`options.threads: 4`),
/// so that two runs' differences can be listed: two runs that look alike but used a 2 MiB and a 0.05 MiB text
/// cache must say so. Read from a `RunReport`, or from a run.json's top-level objects for the index, through
/// the same flattening.
enum RunConditions {
    /// The sections of run.json that hold conditions.
    static let sections = ["options", "machine"]

    /// `report`'s conditions.
    static func of(_ report: RunReport) -> [String: String] {
        let encoder = JSONEncoder()
        var flat: [String: String] = [:]
        if let data = try? encoder.encode(report.options), let value = try? JSONDecoder().decode(Value.self, from: data) {
            value.flatten(prefix: "options", into: &flat)
        }
        if let data = try? encoder.encode(report.machine), let value = try? JSONDecoder().decode(Value.self, from: data) {
            value.flatten(prefix: "machine", into: &flat)
        }
        return flat
    }

    /// The conditions in a run.json file's bytes; empty when it is not a JSON object.
    static func of(runJSON data: Data) -> [String: String] {
        guard case .object(let members)? = try? JSONDecoder().decode(Value.self, from: data) else { return [:] }
        var flat: [String: String] = [:]
        for section in sections { members[section]?.flatten(prefix: section, into: &flat) }
        return flat
    }

    /// The keys whose values differ, sorted, with each side's value ("absent" where a run has none).
    static func differences(_ before: [String: String], _ after: [String: String]) -> [(key: String, before: String, after: String)] {
        Set(before.keys).union(after.keys).sorted().compactMap { key in
            let (first, second) = (before[key] ?? "absent", after[key] ?? "absent")
            return first == second ? nil : (key, first, second)
        }
    }

    /// Any JSON value, as a run.json file may hold it.
    private indirect enum Value: Decodable {
        case object([String: Value])
        case array([Value])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null

        private struct Key: CodingKey {
            let stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        init(from decoder: any Decoder) throws {
            if let container = try? decoder.container(keyedBy: Key.self) {
                var members: [String: Value] = [:]
                for key in container.allKeys { members[key.stringValue] = try container.decode(Value.self, forKey: key) }
                self = .object(members)
            } else if var container = try? decoder.unkeyedContainer() {
                var items: [Value] = []
                while !container.isAtEnd { items.append(try container.decode(Value.self)) }
                self = .array(items)
            } else {
                let container = try decoder.singleValueContainer()
                if container.decodeNil() { self = .null }
                else if let bool = try? container.decode(Bool.self) { self = .bool(bool) }
                else if let number = try? container.decode(Double.self) { self = .number(number) }
                else { self = .string(try container.decode(String.self)) }
            }
        }

        /// Objects become dotted keys; arrays and scalars their text, bounded in length (a run folder's file may
        /// hold anything).
        func flatten(prefix: String, into flat: inout [String: String]) {
            if case .object(let members) = self {
                for (key, member) in members { member.flatten(prefix: prefix + "." + key, into: &flat) }
            } else {
                flat[prefix] = String(text.prefix(200))
            }
        }

        var text: String {
            switch self {
            case .object(let members):
                return "{" + members.keys.sorted().map { "\($0): \(members[$0]?.text ?? "")" }.joined(separator: ", ") + "}"
            case .array(let items): return "[" + items.map(\.text).joined(separator: ", ") + "]"
            case .string(let string): return string
            case .number(let number):
                if let whole = Int(exactly: number), whole.magnitude < 1 << 53 { return String(whole) }
                return String(number)
            case .bool(let bool): return bool ? "true" : "false"
            case .null: return "none"
            }
        }
    }
}
