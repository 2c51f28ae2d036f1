import Foundation
import Harness
import JSON

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
        if let data = try? encoder.encode(report.options), let value = try? JSONParser.parse(Array(data)) {
            flatten(value, prefix: "options", into: &flat)
        }
        if let data = try? encoder.encode(report.machine), let value = try? JSONParser.parse(Array(data)) {
            flatten(value, prefix: "machine", into: &flat)
        }
        return flat
    }

    /// The conditions in a run.json file's bytes; empty when it is not a JSON object.
    static func of(runJSON data: Data) -> [String: String] {
        guard case .object(let members)? = try? JSONParser.parse(Array(data)) else { return [:] }
        var flat: [String: String] = [:]
        for section in sections {
            if let value = members.first(where: { $0.key == section })?.value { flatten(value, prefix: section, into: &flat) }
        }
        return flat
    }

    /// The keys whose values differ, sorted, with each side's value ("absent" where a run has none).
    static func differences(_ before: [String: String], _ after: [String: String]) -> [(key: String, before: String, after: String)] {
        Set(before.keys).union(after.keys).sorted().compactMap { key in
            let (first, second) = (before[key] ?? "absent", after[key] ?? "absent")
            return first == second ? nil : (key, first, second)
        }
    }

    /// Objects become dotted keys; arrays and scalars their text, bounded in length (a run folder's file may
    /// hold anything).
    private static func flatten(_ value: JSONValue, prefix: String, into flat: inout [String: String]) {
        if case .object(let members) = value {
            for member in members { flatten(member.value, prefix: prefix + "." + member.key, into: &flat) }
        } else {
            flat[prefix] = String(text(of: value).prefix(200))
        }
    }

    private static func text(of value: JSONValue) -> String {
        switch value {
        case .object(let members):
            return "{" + members.sorted { $0.key < $1.key }.map { "\($0.key): \(text(of: $0.value))" }.joined(separator: ", ") + "}"
        case .array(let items): return "[" + items.map(text).joined(separator: ", ") + "]"
        case .string(let string): return string
        case .number, .wholeNumber:
            let number = value.numericValue ?? 0
            if let whole = Int(exactly: number), whole.magnitude < 1 << 53 { return String(whole) }
            return String(number)
        case .outOfRangeNumber(let text): return text
        case .bool(let bool): return bool ? "true" : "false"
        case .null: return "none"
        }
    }
}
