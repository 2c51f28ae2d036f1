/// The two pipelines (docs/design.md, "Two pipelines, one feed").
public enum PipelineKind: String, CaseIterable, Hashable, Sendable, Codable {
    case mvc
    case components
}
