import Feed

/// One scenario of a run: the scenario as run, its results per pipeline and, when both pipelines ran,
/// their ratios.
public struct ScenarioReport: Hashable, Sendable, Codable {
    /// The file the scenario was read from.
    public let file: String
    public let scenario: Scenario
    public var results: [RunResult]
    public let ratios: PipelineRatios?

    public init(file: String, scenario: Scenario, results: [RunResult]) {
        self.file = file
        self.scenario = scenario
        self.results = results
        if let mvc = results.first(where: { $0.pipeline == .mvc }),
           let components = results.first(where: { $0.pipeline == .components }) {
            ratios = PipelineRatios(mvc: mvc, components: components)
        } else {
            ratios = nil
        }
    }
}
