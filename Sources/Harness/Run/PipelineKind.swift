/// The two pipelines of DESIGN.md section 1.
public enum PipelineKind: String, CaseIterable, Hashable, Sendable, Codable {
    case mvc
    case components
}
