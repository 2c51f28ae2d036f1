import Foundation
import Harness
import Reports

/// `Reports/` in the current folder, where run folders go by default: a run folder written there (`run`,
/// `report`) brings its `index.html` and its link `latest` up to date.
enum ReportsFolder {
    static let path = "Reports"

    /// Rewrites `Reports/index.html` and `Reports/latest` when `runFolder` is in `Reports/`; with `removingStale`,
    /// first removes the temporary folders crashed runs left there (where run folders accumulate, so do they).
    /// A failure is a warning: the run folder itself is complete.
    static func updateIndex<Command: FeedbenchCommand>(besides runFolder: URL, removingStale: Bool, for _: Command.Type) {
        let parent = runFolder.standardizedFileURL.deletingLastPathComponent()
        guard parent.path == URL(fileURLWithPath: path).standardizedFileURL.path else { return }
        if removingStale {
            for stale in RunFolder.removeStaleTemporaryFolders(in: parent) { Command.printError(removedLine(stale)) }
        }
        do {
            try RunIndex.update(in: parent)
            print("index: \(parent.path)/index.html")
        } catch {
            Command.printError("warning: cannot update \(parent.path)/index.html: \(ErrorText.of(error))")
        }
    }

    /// The note on a temporary folder removed because its run crashed.
    static func removedLine(_ stale: (folder: URL, pid: Int32)) -> String {
        "removed \(stale.folder.path), left by a run that crashed (process \(stale.pid) no longer exists)"
    }
}
