import Foundation

/// A user's file, pipe or standard input read whole, in chunks, holding no more than a bound: a pipe that
/// never ends (`yes |`), `/dev/zero` or a runaway generator is refused when it passes the bound instead of
/// taking the machine's memory.
public enum BoundedRead {
    /// Why the bytes could not be had.
    public enum Failure: Error, Sendable, Equatable {
        case folder
        case noSuchFile
        case cannotOpen
        case readFailed(String)
        /// More than the bound; nothing read is kept.
        case tooLarge
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
                if data.count > maximumBytes { throw Failure.tooLarge }
            }
        } catch let failure as Failure {
            throw failure
        } catch {
            throw .readFailed(error.localizedDescription)
        }
        return data
    }
}
