import JSON

/// One thing wrong with a scenario file: where (the file and the JSON path) and what, in words a user can
/// act on. Prints as `default.json: feed.stories[3].attachments[0].width: must be a positive number`;
/// a problem with the whole document (unreadable file, JSON syntax) has an empty path and prints as
/// `default.json: not valid JSON (line 3, column 7: ...)`.
public struct ValidationProblem: Hashable, Sendable, CustomStringConvertible {
    /// The file as the user named it (or a label such as `<stdin>` for data that has no file).
    public let file: String
    /// The JSON path of the offending value; for a missing key, the path the key would have.
    public let path: JSONPath
    /// What is wrong, starting in lower case ("must be a positive number").
    public let message: String

    public init(file: String, path: JSONPath, message: String) {
        self.file = file
        self.path = path
        self.message = message
    }

    public var description: String {
        path.components.isEmpty ? "\(file): \(message)" : "\(file): \(path): \(message)"
    }
}
