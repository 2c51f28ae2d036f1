import JSON
import Feed
import Foundation
import Harness
import TextLayout

/// What standard error shows while scenarios run (`run`, and `gate`'s re-runs): warnings, the progress bar on a
/// terminal, progress lines elsewhere, and each phase announced when asked (`FEEDBENCH_ANNOUNCE_PHASES=1`).
@MainActor
final class RunConsole: RunObserver {
    private let progress = ProgressBar()
    private let lines: ProgressLines
    /// A line as the command prints its own: `feedbench COMMAND: LINE`.
    private let say: (String) -> Void

    init(lines: ProgressLines, say: @escaping (String) -> Void) {
        self.lines = lines
        self.say = say
    }

    /// Runs `session` on the main thread, where ArgumentParser calls a command's `run()` (`assumeIsolated` traps
    /// anywhere else), showing its progress as `Command`'s lines.
    nonisolated static func run<Command: FeedbenchCommand>(_ session: RunSession, fonts: FontLibrary, stop: StopFlag,
                                                          lines: ProgressLines, for _: Command.Type) throws -> RunReport {
        try MainActor.assumeIsolated {
            let console = RunConsole(lines: lines, say: Command.printError)
            defer { console.progress.finish() }
            return try session.run(fonts: fonts, stop: stop, observer: console)
        }
    }

    /// `FEEDBENCH_ANNOUNCE_PHASES=1`: each phase of a run is announced on standard error as it starts
    /// (`feedbench run: phase: "NAME": mvc frames, repetition 0`, the name quoted as in every console line;
    /// `feedbench run: phase: writing the report` once the first screens are written), the handshake the Ctrl-C
    /// tests wait for.
    nonisolated static let announcesPhases = ProcessInfo.processInfo.environment["FEEDBENCH_ANNOUNCE_PHASES"] == "1"

    func warning(_ text: String) { say("warning: \(text)") }

    func scenarioStarted(_ place: RunProgress) {
        progress.reset()
        lines.note(place.description)
    }

    func phaseStarted(_ phase: RunPhase, at place: RunProgress) {
        if Self.announcesPhases { say("phase: \(MessageText.quoted(place.scenario)): \(phase)") }
        lines.note(place.description)
    }

    func frameDone(at place: RunProgress, done: Int, total: Int) {
        progress.update(MessageText.quoted(place.scenario), done: done, total: total)
        lines.note(place.description)
    }
}
