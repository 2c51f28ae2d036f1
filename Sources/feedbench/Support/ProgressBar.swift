import Foundation

/// A one-line progress bar on standard error, drawn only when standard error is a terminal, so a log
/// file or CI output never gets carriage returns or partial lines. Redraws at most once per percent.
///
/// Thread: one thread at a time (not `Sendable`).
final class ProgressBar {
    private let enabled: Bool
    private var lastDrawn = -1
    private var drawnSomething = false

    /// - Parameter enabled: whether to draw; defaults to whether standard error is a terminal.
    init(enabled: Bool = isatty(STDERR_FILENO) != 0) {
        self.enabled = enabled
    }

    /// Shows `done` of `total` with a label.
    func update(_ label: String, done: Int, total: Int) {
        guard enabled, total > 0 else { return }
        let percent = min(100, done * 100 / total)
        guard percent != lastDrawn else { return }
        lastDrawn = percent
        let width = 30
        let filled = percent * width / 100
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        FileHandle.standardError.write(Data("\r\u{1B}[2K[\(bar)] \(String(format: "%3d", percent))% \(label)".utf8))
        drawnSomething = true
    }

    /// Starts counting again for the next item.
    func reset() { lastDrawn = -1 }

    /// Erases the bar.
    func finish() {
        guard enabled, drawnSomething else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
        drawnSomething = false
        lastDrawn = -1
    }
}
