import Foundation

/// A JSON document FeedBench reads back (a run's `run.json`, its frames, a baseline, a gate configuration)
/// decoded into its model, with an error a reader can act on when it does not fit: the JSON path and the
/// rule (`scenarios[0].results[0].frameAllocations[3]: must be a whole number from 0 to
/// 18446744073709551615, not -5`), or the line and column of a syntax error.
///
/// FeedBench's parser reads the document and `JSONValueDecoder` decodes it, once. Foundation's
/// `JSONDecoder` is not used: it reports a number its type cannot hold (a negative count, a fraction where a
/// whole number belongs, `1e400`) as "The given data was not valid JSON." with no path at all, its other
/// messages name Swift types, and it keeps one of two members of the same name silently.
public enum JSONDocument {
    /// `type` decoded from `data`.
    /// - Complexity: O(n) in the document's length.
    public static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws(JSONDocumentError) -> T {
        let value: JSONValue
        do {
            value = try JSONParser.parse(Array(data))
        } catch {
            throw JSONDocumentError(path: .root, reason: "not valid JSON (line \(error.line), column \(error.column): \(error.message))")
        }
        do {
            return try decode(type, from: value)
        } catch let problem as JSONDocumentError {
            throw problem
        } catch {
            throw describe(error)
        }
    }

    /// `type` decoded from a parsed document, for a reader that words the errors its own way: they are the
    /// standard `DecodingError`s, with the coding path of the value at fault and the rule it breaks as their
    /// debug description, and whatever a model's `init(from:)` throws.
    public static func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws -> T {
        try JSONValueDecoder.decode(type, from: value, codingPath: [])
    }

    /// An error the decoder or a model's `init(from:)` threw, as a path and a reason on one line.
    static func describe(_ error: any Error) -> JSONDocumentError {
        if case .dataCorrupted(let context)? = error as? DecodingError,
           let located = (context.underlyingError as? any JSONLocatedError)?.documentError {
            return located
        }
        switch error as? DecodingError {
        case .keyNotFound(let key, let context):
            return JSONDocumentError(path: JSONPath(codingPath: context.codingPath + [key]), reason: "is required but missing")
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return JSONDocumentError(path: JSONPath(codingPath: context.codingPath), reason: MessageText.line(context.debugDescription))
        default:
            return JSONDocumentError(path: .root, reason: MessageText.line(String(describing: error)))
        }
    }
}

/// An error that knows its own place in the document, and its words: a scenario inside a run.json is
/// checked by the scenario reader, whose problems carry whole paths. `JSONDocument` reports it as it says
/// rather than at the path of the value whose `init(from:)` threw it.
public protocol JSONLocatedError: Error {
    /// The problem to report; `nil` to report the error as any other.
    var documentError: JSONDocumentError? { get }
}

/// Where a JSON document does not fit its model, and why (`JSONDocument`).
public struct JSONDocumentError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The value at fault; the root when the problem is the whole document.
    public let path: JSONPath
    /// The rule it breaks, on one line: `must be a string, not a number`.
    public let reason: String

    public init(path: JSONPath, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `path: reason`, or the reason alone at the root.
    public var description: String {
        path.components.isEmpty ? reason : "\(path): \(reason)"
    }
}
