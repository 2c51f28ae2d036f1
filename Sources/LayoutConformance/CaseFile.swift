import Foundation
import JSON

/// A file of cases could not be used; the message names the file and the JSON path.
public struct CaseFileError: Error, CustomStringConvertible, Sendable {
    public var file: String
    public var path: String
    public var reason: String

    public var description: String {
        path.isEmpty ? "\(file): \(reason)" : "\(file): \(path): \(reason)"
    }
}

/// Reads case files: a JSON array of cases, or one case object.
public enum CaseFile {
    public static func load(path: String) throws -> [ConformanceCase] {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw CaseFileError(file: path, path: "", reason: "cannot read the file (\(error.localizedDescription))")
        }
        return try decode(data, file: path)
    }

    /// Decodes and checks a file: every key known, every value in range (a number beyond a `Double`
    /// included), no member name twice in an object,
    /// at least one case, names unique, and in each case node ids unique and matched one to one by
    /// expected frames.
    public static func decode(_ data: Data, file: String) throws -> [ConformanceCase] {
        let document: JSONValue
        do {
            document = try JSONParser.parse(Array(data))
        } catch {
            throw CaseFileError(syntax: error, file: file)
        }
        if let (path, text) = firstOutOfRangeNumber(in: document, at: .root) {
            let shown = text.count > 30 ? text.prefix(30) + "…" : Substring(text)
            throw CaseFileError(file: file, path: path.description, reason: "must be a finite number (\(shown) is out of range)")
        }
        let cases: [ConformanceCase]
        let isOneCase = if case .object = document { true } else { false }
        do {
            cases = isOneCase
                ? [try JSONDocument.decode(ConformanceCase.self, from: document)]
                : try JSONDocument.decode([ConformanceCase].self, from: document)
        } catch let error as DecodingError {
            throw CaseFileError(decoding: error, file: file)
        }
        guard !cases.isEmpty else {
            throw CaseFileError(file: file, path: "", reason: "holds no cases; give at least one")
        }
        try checkUniqueNames(cases, file: file)
        for (index, testCase) in cases.enumerated() {
            try testCase.checkNodes(file: file, path: isOneCase ? .root : JSONPath.root.appending(index))
        }
        return cases
    }

    /// A number too large for a `Double` (`1e309`), reported before anything else as the first in the file.
    private static func firstOutOfRangeNumber(in value: JSONValue, at path: JSONPath) -> (JSONPath, String)? {
        switch value {
        case .outOfRangeNumber(let text):
            return (path, text)
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                if let found = firstOutOfRangeNumber(in: element, at: path.appending(index)) { return found }
            }
        case .object(let members):
            for member in members {
                if let found = firstOutOfRangeNumber(in: member.value, at: path.appending(member.key)) { return found }
            }
        default:
            break
        }
        return nil
    }

    private static func checkUniqueNames(_ cases: [ConformanceCase], file: String) throws {
        var seen: [String: Int] = [:]
        for (index, testCase) in cases.enumerated() {
            if let first = seen[testCase.name] {
                throw CaseFileError(
                    file: file, path: "[\(index)].name", reason: "duplicate case name \(MessageText.quoted(testCase.name)) (first at [\(first)])")
            }
            seen[testCase.name] = index
        }
    }
}

extension CaseFileError {
    /// The file is not JSON: where, by line and column; a member name given twice, by its path.
    init(syntax error: JSONSyntaxError, file: String) {
        if let key = error.duplicateKey {
            self.init(file: file, path: error.path.description, reason: "duplicate key \(MessageText.quoted(key)) in one object")
        } else {
            self.init(file: file, path: "", reason: "not valid JSON (line \(error.line), column \(error.column): \(error.message))")
        }
    }

    init(decoding error: DecodingError, file: String) {
        let (context, reason): (DecodingError.Context?, String) = {
            switch error {
            case .dataCorrupted(let context): return (context, context.debugDescription)
            case .keyNotFound(let key, let context): return (context, "missing key \"\(key.stringValue)\"")
            case .typeMismatch(let type, let context): return (context, "expected \(Self.jsonType(type))")
            case .valueNotFound(let type, let context): return (context, "expected \(Self.jsonType(type)), found null")
            @unknown default: return (nil, "\(error)")
            }
        }()
        self.init(file: file, path: context.map { JSONPath(codingPath: $0.codingPath).description } ?? "", reason: reason)
    }

    static func jsonType(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Double.Type, is Int.Type: return "a number"
        case is Bool.Type: return "a boolean"
        default:
            let name = "\(type)"
            return name.hasPrefix("Array") ? "an array" : "an object"
        }
    }
}
