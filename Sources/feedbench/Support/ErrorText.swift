import Foundation

/// An error in a message: a Foundation or POSIX error by its sentence ("The file doesn't exist."), not the
/// `Error Domain=NSCocoaErrorDomain Code=4 … UserInfo={…}` dump its description is; FeedBench's own errors
/// by their description, which is written for the user.
enum ErrorText {
    static func of(_ error: any Error) -> String {
        let bridged = error as NSError
        guard [NSCocoaErrorDomain, NSPOSIXErrorDomain].contains(bridged.domain) else { return "\(error)" }
        // A failed write on Linux is only "The operation could not be completed. (NSCocoaErrorDomain error
        // 512.)": its reason is the POSIX error under it ("File too large", "No space left on device").
        if bridged.userInfo[NSLocalizedDescriptionKey] == nil,
           let reason = bridged.userInfo[NSUnderlyingErrorKey] as? any Error {
            // Stored as a Swift error (`POSIXError`) on Linux, which `as? NSError` does not match.
            let underlying = reason as NSError
            guard underlying.domain == NSPOSIXErrorDomain else { return bridged.localizedDescription }
            let file = (bridged.userInfo[NSFilePathErrorKey] as? String).map { URL(fileURLWithPath: $0).lastPathComponent }
            let limit = underlying.code == Int(EFBIG) ? " (past the file-size limit, ulimit -f)" : ""
            // strerror's sentence: the POSIX error's own description on Linux opens with "The operation could
            // not be completed."
            return String(cString: strerror(Int32(underlying.code))) + limit + (file.map { " writing \($0)" } ?? "")
        }
        return bridged.localizedDescription
    }
}
