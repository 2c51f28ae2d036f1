import Foundation

/// A JSON document FeedBench reads back (a run's `run.json`, a baseline, a gate configuration) decoded into
/// its model, with an error a reader can act on when it does not fit: the JSON path and the rule
/// (`scenarios[0].results[0].frameAllocations[3]: must be a whole number from 0 to 18446744073709551615,
/// not -5`), or the line and column of a syntax error.
///
/// Foundation's `JSONDecoder` does the decoding. When it fails, the document is read again by FeedBench's
/// own parser and `JSONValueDecoder`, which keep the path of every value: Foundation reports a number its
/// type cannot hold (a negative count, a fraction where a whole number belongs, `1e400`) as "The given data
/// was not valid JSON." with no path at all, and its other messages name Swift types.
public enum JSONDocument {
    /// `type` decoded from `data`.
    /// - Complexity: O(n) in the document's length; twice that when it does not fit.
    public static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws(JSONDocumentError) -> T {
        let failure: any Error
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch {
            failure = error
        }
        throw diagnosis(of: failure, decoding: type, from: data)
    }

    /// `type` decoded by the second reading alone (FeedBench's parser and `JSONValueDecoder`), which `decode`
    /// uses to explain a failure: for tests that hold it to decoding every valid document as Foundation does.
    public static func decodeKeepingPaths<T: Decodable>(_ type: T.Type, from data: Data) throws(JSONDocumentError) -> T {
        let value: JSONValue
        do {
            value = try JSONParser.parse(Array(data))
        } catch {
            throw syntaxProblem(error)
        }
        do {
            return try JSONValueDecoder.decode(type, from: value, at: .root, codingPath: [])
        } catch let problem as JSONDocumentError {
            throw problem
        } catch {
            throw describe(error)
        }
    }

    private static func syntaxProblem(_ error: JSONSyntaxError) -> JSONDocumentError {
        JSONDocumentError(path: .root, reason: "not valid JSON (line \(error.line), column \(error.column): \(error.message))")
    }

    /// Where and why `data` does not decode as `type`, found by a second reading that keeps paths.
    static func diagnosis<T: Decodable>(of failure: any Error, decoding type: T.Type, from data: Data) -> JSONDocumentError {
        do {
            _ = try decodeKeepingPaths(type, from: data)
        } catch {
            return error
        }
        // The second reading accepted what Foundation refused: a whole number beyond 2^53, which it cannot
        // check digit by digit (`JSONValueDecoder.integer`). Foundation's own words, then.
        return describe(failure)
    }

    /// An error a model's `init(from:)` threw (or Foundation's), as a path and a reason on one line.
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
