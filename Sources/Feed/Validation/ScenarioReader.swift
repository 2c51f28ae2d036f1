import Foundation
import JSON

/// Walks a parsed scenario document, checks it against the format and the limits, and builds the models.
///
/// Every `read...` function returns the model when its part of the document is valid, and `nil` after
/// reporting at least one problem otherwise; it keeps going after a problem so that one pass reports
/// everything wrong with a file. A part whose parent is not an object is not visited, so one mistake is
/// not reported many times over. Not thread-safe: one reader serves one document on one thread.
final class ScenarioReader {
    let file: String
    let limits: ScenarioLimits
    private(set) var problems: [ValidationProblem] = []
    /// The first occurrence of every story id, to check that a repeated id has the same content.
    var storiesByID: [StoryID: (story: Story, path: JSONPath)] = [:]
    /// The first occurrence of every comment id.
    var commentsByID: [CommentID: (comment: Comment, path: JSONPath)] = [:]
    /// The number of stories of the document's generated feed, once read: its top-level ids `story-1` to
    /// `story-N` are known without generating it (see `ScenarioReader+GeneratedFeed`).
    var generatedStories: Int?
    /// Top-level stories generated to check references (a counter for tests: checks must stay cheap).
    var storiesGenerated = 0
    /// Ids of stories inserted by an event that was itself invalid: a later event naming one of them is not
    /// also "unknown", so only the broken insert is reported.
    var brokenInsertIDs: Set<StoryID> = []
    /// The document's format version once read (the newest until then: a part read on its own follows it).
    var version = Scenario.schemaVersion

    init(file: String, limits: ScenarioLimits) {
        self.file = file
        self.limits = limits
    }

    func report(_ path: JSONPath, _ message: String) {
        problems.append(ValidationProblem(file: file, path: path, message: message))
    }

    /// Runs `read` over the part of the document `body` covers, and returns its result only when it
    /// reported no problem.
    func clean<T>(_ body: () -> T?) -> T? {
        let before = problems.count
        let result = body()
        return problems.count == before ? result : nil
    }

    // MARK: Objects

    /// The members of an object, and the keys the reader asked for (to report the others as unknown).
    struct Fields {
        let members: [JSONMember]
        let path: JSONPath
        fileprivate(set) var known: [String] = []

        fileprivate mutating func value(_ key: String) -> JSONValue? {
            known.append(key)
            return members.first { $0.key == key }?.value
        }

        /// Whether the key is present (does not mark it as known).
        func has(_ key: String) -> Bool {
            members.contains { $0.key == key }
        }
    }

    func object(_ value: JSONValue, at path: JSONPath) -> Fields? {
        guard case .object(let members) = value else {
            report(path, "must be an object, not \(value.typeName)")
            return nil
        }
        return Fields(members: members, path: path)
    }

    /// A key that must be present.
    func required<T>(_ fields: inout Fields, _ key: String, _ read: (JSONValue, JSONPath) -> T?) -> T? {
        let path = fields.path.appending(key)
        guard let value = fields.value(key) else {
            report(path, "is required but missing")
            return nil
        }
        return read(value, path)
    }

    /// A key that may be absent: `nil` when absent or invalid (a problem was then reported).
    func optional<T>(_ fields: inout Fields, _ key: String, _ read: (JSONValue, JSONPath) -> T?) -> T? {
        guard let value = fields.value(key) else { return nil }
        return read(value, fields.path.appending(key))
    }

    /// A key with a default: the default when absent, `nil` when invalid.
    func optional<T>(_ fields: inout Fields, _ key: String, default: T, _ read: (JSONValue, JSONPath) -> T?) -> T? {
        guard let value = fields.value(key) else { return `default` }
        return read(value, fields.path.appending(key))
    }

    /// Reports every member the reader did not ask for: a misspelt key must not be silently ignored.
    func rejectUnknownKeys(_ fields: Fields) {
        for member in fields.members where !fields.known.contains(member.key) {
            var message = "unknown key \(MessageText.quoted(member.key))"
            if let suggestion = Self.closest(to: member.key, among: fields.known) {
                message += " (did you mean \"\(suggestion)\"?)"
            } else if !fields.known.isEmpty {
                message += " (expected one of: \(fields.known.joined(separator: ", ")))"
            }
            report(fields.path.appending(member.key), message)
        }
    }

    // MARK: Scalars

    func string(_ value: JSONValue, at path: JSONPath, maxLength: Int, allowEmpty: Bool = false) -> String? {
        guard case .string(let text) = value else {
            report(path, "must be a string, not \(value.typeName)")
            return nil
        }
        if !allowEmpty && text.isEmpty {
            report(path, "must not be empty")
            return nil
        }
        let length = text.unicodeScalars.count
        guard length <= maxLength else {
            report(path, "is \(length) characters long; at most \(maxLength) are allowed")
            return nil
        }
        return text
    }

    /// Reports a number too large for a `Double` against the field's `rule`; true when it did.
    func reportOutOfRange(_ value: JSONValue, at path: JSONPath, rule: String) -> Bool {
        guard case .outOfRangeNumber(let text) = value else { return false }
        report(path, "\(rule) (\(MessageText.number(text)) is out of range)")
        return true
    }

    /// A finite number greater than zero and at most `maximum`.
    func positive(_ value: JSONValue, at path: JSONPath, maximum: Double) -> Double? {
        if reportOutOfRange(value, at: path, rule: "must be a positive number of at most \(Self.format(maximum))") {
            return nil
        }
        guard let number = value.numericValue else {
            report(path, "must be a positive number, not \(value.typeName)")
            return nil
        }
        guard number > 0 else {
            report(path, "must be a positive number")
            return nil
        }
        guard number <= maximum else {
            report(path, "must be at most \(Self.format(maximum))")
            return nil
        }
        return number
    }

    /// A finite number from 0 to `maximum`.
    func nonNegative(_ value: JSONValue, at path: JSONPath, maximum: Double) -> Double? {
        let rule = "must be a number from 0 to \(Self.format(maximum))"
        if reportOutOfRange(value, at: path, rule: rule) { return nil }
        guard let number = value.numericValue else {
            report(path, "must be a number, not \(value.typeName)")
            return nil
        }
        guard number >= 0, number <= maximum else {
            report(path, rule)
            return nil
        }
        return number
    }

    /// A whole number in `range`.
    func integer(_ value: JSONValue, at path: JSONPath, in range: ClosedRange<Int>) -> Int? {
        let rule = "must be a whole number from \(Self.format(Double(range.lowerBound))) to \(Self.format(Double(range.upperBound)))"
        if reportOutOfRange(value, at: path, rule: rule) { return nil }
        guard let number = value.numericValue else {
            report(path, "must be a whole number, not \(value.typeName)")
            return nil
        }
        guard number.rounded() == number, number >= Double(range.lowerBound), number <= Double(range.upperBound) else {
            report(path, rule)
            return nil
        }
        return Int(number)
    }

    func bool(_ value: JSONValue, at path: JSONPath) -> Bool? {
        guard case .bool(let flag) = value else {
            report(path, "must be true or false, not \(value.typeName)")
            return nil
        }
        return flag
    }

    /// One of an enumeration's string values.
    func readChoice<Choice: CaseIterable & RawRepresentable<String>>(_ value: JSONValue, at path: JSONPath) -> Choice? {
        guard case .string(let text) = value else {
            report(path, "must be a string, not \(value.typeName)")
            return nil
        }
        guard let choice = Choice(rawValue: text) else {
            let names = Choice.allCases.map(\.rawValue)
            var message = "unknown value \(MessageText.quoted(text)) (expected one of: \(names.joined(separator: ", "))"
            if let suggestion = Self.closest(to: text, among: names) { message += "; did you mean \"\(suggestion)\"?" }
            report(path, message + ")")
            return nil
        }
        return choice
    }

    /// An array of at most `maxCount` elements, each read by `element` (all of them, so that every bad
    /// element is reported).
    func array<T>(
        _ value: JSONValue, at path: JSONPath, maxCount: Int, minCount: Int = 0, _ element: (JSONValue, JSONPath) -> T?
    ) -> [T]? {
        guard case .array(let values) = value else {
            report(path, "must be an array, not \(value.typeName)")
            return nil
        }
        guard values.count <= maxCount else {
            report(path, "has \(values.count) elements; at most \(maxCount) are allowed")
            return nil
        }
        guard values.count >= minCount else {
            report(path, "must have at least \(minCount) element\(minCount == 1 ? "" : "s")")
            return nil
        }
        var result: [T] = []
        result.reserveCapacity(values.count)
        var failed = false
        for (index, value) in values.enumerated() {
            if let read = element(value, path.appending(index)) { result.append(read) } else { failed = true }
        }
        return failed ? nil : result
    }

    // MARK: Helpers

    /// `17`, `0.998`, `10000`: whole numbers without a fraction.
    static func format(_ number: Double) -> String {
        number.rounded() == number && abs(number) < 1e15 ? String(Int64(number)) : String(number)
    }

    /// The known name closest to a misspelt one, if it is close enough to be the likely intent.
    static func closest(to name: String, among candidates: [String]) -> String? {
        let lowered = name.lowercased()
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.lowercased())
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        guard let best, best.distance <= max(1, min(3, best.name.count / 3)) else { return nil }
        return best.name
    }

    /// Edit distance counting a swap of two neighbours as one edit (optimal string alignment), so that
    /// `widht` is one edit from `width`; gives up early on very different lengths.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        guard abs(a.count - b.count) <= 3, a.count <= 64, b.count <= 64 else { return Int.max }
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}

