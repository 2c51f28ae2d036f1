import Foundation

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
        if let problem = CaseFileScan.firstProblem(in: Array(data)) {
            throw CaseFileError(file: file, path: problem.path, reason: problem.reason)
        }
        let decoder = JSONDecoder()
        let cases: [ConformanceCase]
        let isOneCase = data.first(where: { !$0.isWhitespace }) == UInt8(ascii: "{")
        do {
            cases = isOneCase
                ? [try decoder.decode(ConformanceCase.self, from: data)] : try decoder.decode([ConformanceCase].self, from: data)
        } catch let error as DecodingError {
            throw CaseFileError(decoding: error, file: file)
        }
        guard !cases.isEmpty else {
            throw CaseFileError(file: file, path: "", reason: "holds no cases; give at least one")
        }
        try checkUniqueNames(cases, file: file)
        for (index, testCase) in cases.enumerated() {
            try testCase.checkNodes(file: file, path: isOneCase ? "" : "[\(index)]")
        }
        return cases
    }

    private static func checkUniqueNames(_ cases: [ConformanceCase], file: String) throws {
        var seen: [String: Int] = [:]
        for (index, testCase) in cases.enumerated() {
            if let first = seen[testCase.name] {
                throw CaseFileError(
                    file: file, path: "[\(index)].name", reason: "duplicate case name \(CaseText.quoted(testCase.name)) (first at [\(first)])")
            }
            seen[testCase.name] = index
        }
    }
}

extension CaseFileError {
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
        let path = context.map { Self.jsonPath($0.codingPath) } ?? ""
        var message = reason
        if path.isEmpty, case .dataCorrupted = error {
            // The syntax error itself is in the underlying error, when Foundation gives one.
            let detail = (context?.underlyingError as NSError?).flatMap { $0.userInfo[NSDebugDescriptionErrorKey] as? String }
            message = detail.map { "not valid JSON (\($0))" } ?? "not valid JSON"
        }
        self.init(file: file, path: path, reason: message)
    }

    /// `[3].root.children[0].style.width` from a coding path.
    static func jsonPath(_ codingPath: [CodingKey]) -> String {
        var result = ""
        for key in codingPath {
            if let index = key.intValue {
                result += "[\(index)]"
            } else {
                result = CaseText.path(result, appending: key.stringValue)
            }
        }
        return result
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

extension UInt8 {
    fileprivate var isWhitespace: Bool { self == 0x20 || self == 0x0A || self == 0x0D || self == 0x09 }
}
