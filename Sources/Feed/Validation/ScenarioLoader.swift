import Foundation

/// Reads scenario files: the file, then every check of `ScenarioValidator`.
public enum ScenarioLoader {
    /// The most bytes read from one file: far above any scenario (a generated 100,000-story feed is about
    /// 60 MiB), and a bound on what `/dev/zero` or a runaway pipe can make the reader hold.
    public static let maximumFileBytes = 256 << 20

    /// The path that names standard input.
    public static let standardInputPath = "-"

    /// Loads and validates the scenario at `path`: a file, a pipe or `/dev/stdin`, or standard input for
    /// `-` (named `<stdin>` in problems).
    ///
    /// - Throws: `ScenarioError` with every problem found (an unreadable file, a folder, or one larger than
    ///   `maximumFileBytes` is one problem with an empty JSON path). Problems name the file as `path` is
    ///   written.
    public static func load(path: String, limits: ScenarioLimits = .standard) throws(ScenarioError) -> Scenario {
        let file = path == standardInputPath ? "<stdin>" : path
        let data: Data
        do {
            data = try read(path)
        } catch {
            throw ScenarioError(problems: [ValidationProblem(file: file, path: .root, message: error.reason)])
        }
        return try load(data: data, file: file, limits: limits)
    }

    /// Validates a document held in memory; `file` names it in the problems.
    public static func load(data: Data, file: String, limits: ScenarioLimits = .standard) throws(ScenarioError) -> Scenario {
        let result = ScenarioValidator(limits: limits).validate(data, file: file)
        guard let scenario = result.scenario else { throw ScenarioError(problems: result.problems) }
        return scenario
    }

    /// `paths` with every folder replaced by the scenario files in it (`*.json` but the JSON Schema, sorted
    /// by name). A folder with none stays as it is, for `load` to report.
    public static func expandingFolders(_ paths: [String]) -> [String] {
        paths.flatMap { path -> [String] in
            guard isFolder(path), let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return [path] }
            let files = names.filter { $0.hasSuffix(".json") && $0 != "scenario.schema.json" }.sorted()
            let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
            return files.isEmpty ? [path] : files.map { "\(folder)/\($0)" }
        }
    }

    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Why a file could not be read, in words for a problem.
    struct ReadError: Error {
        var reason: String
    }

    /// The bytes of `path` (standard input for `-`), at most `maximumFileBytes` (`BoundedRead`).
    static func read(_ path: String) throws(ReadError) -> Data {
        do {
            return try BoundedRead.bytes(of: path, standardInputPath: standardInputPath, maximumBytes: maximumFileBytes)
        } catch {
            switch error {
            case .folder:
                throw ReadError(reason: "is a folder, not a scenario file (give the files in it, such as \(path)/*.json)")
            case .noSuchFile: throw ReadError(reason: "no such file")
            case .cannotOpen: throw ReadError(reason: "cannot read the file")
            case .readFailed(let reason): throw ReadError(reason: "cannot read the file (\(reason))")
            case .tooLarge:
                throw ReadError(reason: "is larger than \(maximumFileBytes >> 20) MiB; a scenario is far smaller "
                    + "(use a generator spec for a large feed)")
            }
        }
    }
}
