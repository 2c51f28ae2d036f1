import Feed
import Foundation

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
        do {
            return try JSONDocument.decode(Baseline.self, from: data)
        } catch {
            throw .badInput("\(file): not a baseline file of format \(formatVersion) (\(error))")
        }
    }
}
