import Feed
import Foundation
import JSON

extension Baseline {
    /// The baseline in `data`, read from `file` (named in errors). The format version is read first, so a
    /// baseline of another format is refused by its version, not by the first key it lacks.
    public static func read(data: Data, file: String) throws(GateError) -> Baseline {
        struct Version: Decodable { let formatVersion: Int? }
        let version: Int?
        do {
            version = try JSONDocument.decode(Version.self, from: data).formatVersion
        } catch {
            throw .badInput("\(file): not a baseline file (\(error))")
        }
        guard version == formatVersion else {
            let found = version.map { "baseline format \($0)" } ?? "no formatVersion"
            throw .badInput("\(file): \(found); this feedbench reads baseline format \(formatVersion) only: save the "
                + "baseline again with this feedbench (feedbench baseline save)")
        }
        let baseline: Baseline
        do {
            baseline = try JSONDocument.decode(Baseline.self, from: data)
        } catch {
            throw .badInput("\(file): not a baseline file of format \(formatVersion) (\(error))")
        }
        // The gate matches a run's scenarios to the baseline's by name.
        if let (index, earlier) = Repeats.first(in: baseline.scenarios.map(\.name)) {
            throw .badInput("\(file): scenarios[\(index)].name: \(MessageText.quoted(baseline.scenarios[index].name)) is the "
                + "name of scenarios[\(earlier)] too; a baseline's scenarios have names of their own")
        }
        return baseline
    }
}
