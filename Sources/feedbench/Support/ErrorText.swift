import Foundation

/// An error in a message: a Foundation or POSIX error by its sentence ("The file doesn't exist."), not the
/// `Error Domain=NSCocoaErrorDomain Code=4 … UserInfo={…}` dump its description is; FeedBench's own errors
/// by their description, which is written for the user.
enum ErrorText {
    static func of(_ error: any Error) -> String {
        let bridged = error as NSError
        return [NSCocoaErrorDomain, NSPOSIXErrorDomain].contains(bridged.domain) ? bridged.localizedDescription : "\(error)"
    }
}
