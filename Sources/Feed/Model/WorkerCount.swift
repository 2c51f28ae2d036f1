/// How many worker threads build and lay out components: a number, or `auto` (this machine's cores minus
/// one, at least one: the main thread keeps a core, so it never competes with its own workers).
///
/// JSON: `"auto"` or a whole number.
public enum WorkerCount: Hashable, Sendable, Codable, CustomStringConvertible {
    case auto
    case fixed(Int)

    /// The number of workers on a machine with `processorCount` cores.
    public func resolved(processorCount: Int) -> Int {
        switch self {
        case .auto: max(1, processorCount - 1)
        case .fixed(let count): max(1, count)
        }
    }

    public var description: String {
        switch self {
        case .auto: "auto"
        case .fixed(let count): "\(count)"
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            guard text == "auto" else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "must be \"auto\" or a whole number")
            }
            self = .auto
        } else {
            self = .fixed(try container.decode(Int.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .auto: try container.encode("auto")
        case .fixed(let count): try container.encode(count)
        }
    }
}
