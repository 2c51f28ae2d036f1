import Foundation

/// `run --pipelines`: the pipelines to run, comma-separated (`mvc,components`), in order, without repeats.
public struct PipelineList: Hashable, Sendable {
    /// Never empty.
    public let kinds: [PipelineKind]

    public static let all = PipelineList(kinds: PipelineKind.allCases)

    public enum ParseError: Error, Hashable {
        case unknown(String)
        case empty
    }

    private init(kinds: [PipelineKind]) { self.kinds = kinds }

    /// The pipelines `text` names, comma-separated (spaces around a name allowed).
    public init(parsing text: String) throws(ParseError) {
        var kinds: [PipelineKind] = []
        for name in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            guard let kind = PipelineKind(rawValue: name) else { throw .unknown(name) }
            if !kinds.contains(kind) { kinds.append(kind) }
        }
        guard !kinds.isEmpty else { throw .empty }
        self.kinds = kinds
    }
}
