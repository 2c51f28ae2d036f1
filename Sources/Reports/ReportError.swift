/// Why a report could not be made.
public enum ReportError: Error, CustomStringConvertible, Sendable {
    case cannotWrite(String)
    /// A run folder's `run.json` is of a format this build cannot read.
    case unsupportedFormat(file: String, version: Int?, supported: Int)
    case unreadable(file: String, reason: String)

    public var description: String {
        switch self {
        case .cannotWrite(let what):
            return "cannot write the \(what)"
        case .unsupportedFormat(let file, let version, let supported):
            let found = version.map { "format version \($0)" } ?? "no formatVersion"
            return "\(file): \(found); this feedbench reads run.json format version \(supported) only "
                + "(run the scenarios again with this build, or use the feedbench that wrote it)"
        case .unreadable(let file, let reason):
            return "\(file): \(reason)"
        }
    }
}
