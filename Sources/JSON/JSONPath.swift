/// The location of a value inside a JSON document, printed the way a reader would write it:
/// `feed.stories[3].attachments[0].width`. The root is the empty path and prints as "".
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    /// One step from a container to one of its values.
    public enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    public private(set) var components: [Component]

    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// A decoder's coding path: keys that stand for array positions (they carry an integer) are indices.
    public init(codingPath: [any CodingKey]) {
        self.init(codingPath.map { key in key.intValue.map(Component.index) ?? .key(key.stringValue) })
    }

    /// The root of the document.
    public static let root = JSONPath()

    public func appending(_ key: String) -> JSONPath {
        JSONPath(components + [.key(key)])
    }

    public func appending(_ index: Int) -> JSONPath {
        JSONPath(components + [.index(index)])
    }

    /// Identifier-like keys print as `.key`; any other key prints quoted in brackets (`["odd key"]`) so
    /// that the printed path is unambiguous.
    public var description: String {
        var result = ""
        for component in components {
            switch component {
            case .index(let index):
                result += "[\(index)]"
            case .key(let key) where Self.isPlainKey(key):
                result += result.isEmpty ? key : ".\(key)"
            case .key(let key):
                result += "[\(MessageText.quoted(key))]"
            }
        }
        return result
    }

    private static func isPlainKey(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return key.unicodeScalars.allSatisfy { $0 == "_" || $0 == "-" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }
}
