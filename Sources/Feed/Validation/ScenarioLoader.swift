import Foundation

/// Reads scenario files: the file, then every check of `ScenarioValidator`.
public enum ScenarioLoader {
    /// Loads and validates the scenario at `path`.
    ///
    /// - Throws: `ScenarioError` with every problem found (an unreadable file is one problem with an
    ///   empty JSON path). Problems name the file as `path` is written.
    public static func load(path: String, limits: ScenarioLimits = .standard) throws(ScenarioError) -> Scenario {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            let reason = FileManager.default.fileExists(atPath: path) ? "cannot read the file" : "no such file"
            throw ScenarioError(problems: [ValidationProblem(file: path, path: .root, message: reason)])
        }
        return try load(data: data, file: path, limits: limits)
    }

    /// Validates a document held in memory; `file` names it in the problems.
    public static func load(data: Data, file: String, limits: ScenarioLimits = .standard) throws(ScenarioError) -> Scenario {
        let result = ScenarioValidator(limits: limits).validate(data, file: file)
        guard let scenario = result.scenario else { throw ScenarioError(problems: result.problems) }
        return scenario
    }
}
