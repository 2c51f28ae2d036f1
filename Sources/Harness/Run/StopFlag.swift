import Foundation
import Synchronization

/// A flag set by Ctrl-C (SIGINT), by SIGTERM (how CI cancels a job or ends one that ran out of time) and by
/// SIGHUP (the terminal closed), and polled by the run between frames, between parallel-build rounds and
/// before the run folder is committed, so a run stops at a boundary and cleans up instead of dying
/// mid-write. The flag remembers which signal came (`signal`): the run names it and exits 128 + its number
/// (130, 143, 129), as a shell reports a process the signal ended.
///
/// `watchInterrupts()` installs a C signal handler (`sigaction`) that stores into a process-wide atomic;
/// unlike a `DispatchSource` on a global queue, it runs at once in whichever thread takes the signal, even
/// while the layout workers occupy every thread of Dispatch's pool (they did, and Ctrl-C went unheard). A
/// second signal half a second or more after the first exits at once (status 128 + its number).
/// `Sendable`: the state is atomics.
public final class StopFlag: Sendable {
    private let stopped = Atomic<Bool>(false)

    public init() {}

    public var isSet: Bool { stopped.load(ordering: .acquiring) || signalReceived.load(ordering: .acquiring) != 0 }

    /// The signal that stopped the run, or `nil` when none came (the flag may have been set by `set()`).
    public var signal: StopSignal? {
        let number = signalReceived.load(ordering: .acquiring)
        return number == 0 ? nil : StopSignal(number: number)
    }

    public func set() { stopped.store(true, ordering: .releasing) }

    /// Routes SIGINT, SIGTERM and SIGHUP to this flag until the returned watch is cancelled: keep it until
    /// the run is over.
    public func watchInterrupts() -> InterruptWatch {
        InterruptWatch()
    }
}

/// A signal that stops a run: its number, its name and the exit status that reports it.
public struct StopSignal: Sendable, Hashable, CustomStringConvertible {
    public let number: Int32

    public init(number: Int32) { self.number = number }

    public static let interrupt = StopSignal(number: SIGINT)
    public static let terminate = StopSignal(number: SIGTERM)
    public static let hangUp = StopSignal(number: SIGHUP)

    /// 128 + the signal's number, as a shell reports a process ended by it: 130, 143, 129.
    public var exitStatus: Int32 { 128 + number }

    public var name: String {
        switch number {
        case SIGINT: "SIGINT"
        case SIGTERM: "SIGTERM"
        case SIGHUP: "SIGHUP"
        default: "signal \(number)"
        }
    }

    /// What happened, for the one line the run prints: "interrupted (SIGINT, Ctrl-C)".
    public var description: String {
        switch number {
        case SIGINT: "interrupted (SIGINT, Ctrl-C)"
        case SIGTERM: "terminated (SIGTERM)"
        case SIGHUP: "hung up (SIGHUP: the terminal closed)"
        default: "stopped (\(name))"
        }
    }
}

/// The signals a run stops on.
private let stopSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
/// Set by the signal handler to the first stop signal's number (0 before any); read by every `StopFlag`.
/// An atomic store is async-signal-safe.
private let signalReceived = Atomic<Int32>(0)
/// When the first stop signal came (monotonic nanoseconds, never 0 once set); 0 before it.
private let firstSignalNanoseconds = Atomic<Int>(0)

/// The handler of the stop signals: the first one sets the flag; another one at least half a second later
/// exits at once. One Ctrl-C can arrive twice: `timeout -s INT` signals the process and then its whole
/// process group, so a second signal within that half second is the same interrupt, not an impatient user.
private func onStopSignal(_ number: Int32) {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now) // async-signal-safe
    let nanoseconds = max(1, Int(now.tv_sec) &* 1_000_000_000 &+ Int(now.tv_nsec))
    let (first, original) = firstSignalNanoseconds.compareExchange(
        expected: 0, desired: nanoseconds, ordering: .acquiringAndReleasing)
    if first {
        signalReceived.store(number, ordering: .releasing)
    } else if InterruptWatch.exitsAtOnce(firstInterrupt: original, now: nanoseconds) {
        _exit(128 + number)
    }
}

/// SIGINT, SIGTERM and SIGHUP routed to the stop flags while it is not cancelled; their actions are restored
/// after. A SIGHUP that the process was started ignoring (`nohup`) stays ignored: the run was asked to
/// outlive its terminal.
public final class InterruptWatch: Sendable {
    /// Whether SIGHUP was ignored when the watch began (then it is neither watched nor restored).
    private let hangUpIgnored: Bool

    init() {
        // Touch the globals before the handler can run, so the handler never initialises them.
        signalReceived.store(0, ordering: .releasing)
        firstSignalNanoseconds.store(0, ordering: .releasing)
        var previous = sigaction()
        sigaction(SIGHUP, nil, &previous)
        hangUpIgnored = unsafeBitCast(previous.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
        var action = sigaction()
        action.__sigaction_handler.sa_handler = onStopSignal
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        // A parent may have started this process with a signal blocked (a test runner's thread blocks
        // SIGINT): a blocked signal stays pending for ever. Unblocked here, on the calling (main) thread, it
        // is heard.
        var set = sigset_t()
        sigemptyset(&set)
        for number in stopSignals where !(number == SIGHUP && hangUpIgnored) {
            sigaction(number, &action, nil)
            sigaddset(&set, number)
        }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// Whether a signal at `now` (monotonic nanoseconds) exits at once, the first having come at
    /// `firstInterrupt`: half a second or more later. Sooner, it is the same Ctrl-C delivered twice.
    static func exitsAtOnce(firstInterrupt: Int, now: Int) -> Bool {
        now &- firstInterrupt >= 500_000_000
    }

    /// Restores the default action (terminate) of the signals it watched.
    public func cancel() {
        for number in stopSignals where !(number == SIGHUP && hangUpIgnored) {
            signal(number, SIG_DFL)
        }
    }
}

/// Ignores SIGXFSZ for the whole process, once, at start: past a file-size limit (`ulimit -f`) a write then
/// fails with EFBIG, which the writer reports and cleans up after, instead of the kernel ending the process
/// with no message and a half-written folder left behind.
public enum FileSizeLimit {
    public static func failWritesInsteadOfExiting() {
        signal(SIGXFSZ, SIG_IGN)
    }
}
