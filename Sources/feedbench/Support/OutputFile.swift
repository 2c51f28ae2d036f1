import Foundation

/// A file a command is asked to write (`--junit`, `--out`, `--to`), checked before the work that fills it:
/// a folder given for a file, or a folder that does not exist, fails at once with its reason (bad input)
/// instead of after the work, with Foundation's "NSCocoaErrorDomain error 512".
enum OutputFile {
    /// Why `path` cannot be written as a file, or `nil`. A missing parent folder is a problem unless the
    /// command makes it (`makesFolders`).
    static func problem(_ path: String, makesFolders: Bool = false) -> String? {
        let fileManager = FileManager.default
        var isFolder: ObjCBool = false
        if fileManager.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            return "\(path) is a folder; give the path of a file"
        }
        guard !makesFolders else { return nil }
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard fileManager.fileExists(atPath: parent, isDirectory: &isFolder) else {
            return "the folder \(parent) does not exist"
        }
        return isFolder.boolValue ? nil : "\(parent) is not a folder"
    }

    /// Bad input when `option`'s file cannot be written.
    static func check(_ path: String?, option: String, makesFolders: Bool = false) throws(CommandFailure) {
        guard let path, let problem = problem(path, makesFolders: makesFolders) else { return }
        throw .badInput("\(option): \(problem)")
    }
}
