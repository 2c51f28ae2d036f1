import Foundation

/// A user's file, pipe or standard input read whole, in chunks, holding no more than a bound: a pipe that
/// never ends (`yes |`), `/dev/zero` or a runaway generator is refused when it passes the bound instead of
/// taking the machine's memory.
public enum BoundedRead {
    /// Why the bytes could not be had; prints as the end of a message about the file
    /// (`run.json: no such file`).
    public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        case folder
        case noSuchFile
        case cannotOpen
        case readFailed(String)
        /// More than the bound; nothing read is kept.
        case tooLarge(maximumBytes: Int)

        public var description: String {
            switch self {
            case .folder: return "is a folder, not a file"
            case .noSuchFile: return "no such file"
            case .cannotOpen: return "cannot read it"
            case .readFailed(let reason): return "cannot read it (\(reason))"
            case .tooLarge(let bound):
                let size = bound >= 1 << 30 && bound % (1 << 30) == 0 ? "\(bound >> 30) GiB" : "\(bound >> 20) MiB"
                return "is larger than \(size); not read"
            }
        }
    }

    /// The bytes of `path`, or of standard input when `path` is `standardInputPath`.
    /// - Complexity: O(n) in the bytes read, at most `maximumBytes` plus one chunk of 1 MiB held.
    public static func bytes(of path: String, standardInputPath: String? = "-", maximumBytes: Int) throws(Failure) -> Data {
        let handle: FileHandle
        let ownsHandle = path != standardInputPath
        if ownsHandle {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            if exists && isDirectory.boolValue { throw .folder }
            guard let opened = FileHandle(forReadingAtPath: path) else { throw exists ? .cannotOpen : .noSuchFile }
            handle = opened
        } else {
            handle = FileHandle.standardInput
        }
        defer { if ownsHandle { try? handle.close() } }
        var data = Data()
        do {
            while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
                data.append(chunk)
                if data.count > maximumBytes { throw Failure.tooLarge(maximumBytes: maximumBytes) }
            }
        } catch let failure as Failure {
            throw failure
        } catch {
            throw .readFailed(error.localizedDescription)
        }
        return data
    }
}
