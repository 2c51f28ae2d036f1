import Foundation
import Synchronization

/// A flag set by Ctrl-C (SIGINT) and polled by the run between frames, between parallel-build rounds and
/// before the run folder is committed, so a run stops at a boundary and cleans up instead of dying
/// mid-write.
///
/// `watchInterrupts()` installs a C signal handler (`sigaction`) that stores into a process-wide atomic;
/// unlike a `DispatchSource` on a global queue, it runs at once in whichever thread takes the signal, even
/// while the layout workers occupy every thread of Dispatch's pool (they did, and Ctrl-C went unheard). A
/// second Ctrl-C half a second or more after the first exits at once (status 130). `Sendable`: the state is atomics.
public final class StopFlag: Sendable {
    private let stopped = Atomic<Bool>(false)

    public init() {}

    public var isSet: Bool { stopped.load(ordering: .acquiring) || interruptReceived.load(ordering: .acquiring) }

    public func set() { stopped.store(true, ordering: .releasing) }

    /// Routes SIGINT to this flag until the returned watch is cancelled: keep it until the run is over.
    public func watchInterrupts() -> InterruptWatch {
        InterruptWatch()
    }
}

/// Set by the SIGINT handler; read by every `StopFlag`. An atomic store is async-signal-safe.
private let interruptReceived = Atomic<Bool>(false)
/// When the first interrupt came (monotonic nanoseconds, never 0 once set); 0 before it.
private let firstInterruptNanoseconds = Atomic<Int>(0)

/// The SIGINT handler: the first interrupt sets the flag; another one at least half a second later exits
/// at once. One Ctrl-C can arrive twice: `timeout -s INT` signals the process and then its whole process
/// group, so a second signal within that half second is the same interrupt, not an impatient user.
private func onInterrupt(_: Int32) {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now) // async-signal-safe
    let nanoseconds = max(1, Int(now.tv_sec) &* 1_000_000_000 &+ Int(now.tv_nsec))
    let (first, original) = firstInterruptNanoseconds.compareExchange(
        expected: 0, desired: nanoseconds, ordering: .acquiringAndReleasing)
    if first {
        interruptReceived.store(true, ordering: .releasing)
    } else if InterruptWatch.exitsAtOnce(firstInterrupt: original, now: nanoseconds) {
        _exit(130)
    }
}

/// SIGINT routed to the stop flags while it is not cancelled; the default action is restored after.
public final class InterruptWatch: Sendable {
    init() {
        // Touch the global before the handler can run, so the handler never initialises it.
        interruptReceived.store(false, ordering: .releasing)
        firstInterruptNanoseconds.store(0, ordering: .releasing)
        var action = sigaction()
        action.__sigaction_handler.sa_handler = onInterrupt
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
        // A parent may have started this process with SIGINT blocked (a test runner's thread does): a
        // blocked signal stays pending for ever. Unblocked here, on the calling (main) thread, it is heard.
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// Whether an interrupt at `now` (monotonic nanoseconds) exits at once, the first having come at
    /// `firstInterrupt`: half a second or more later. Sooner, it is the same Ctrl-C delivered twice.
    static func exitsAtOnce(firstInterrupt: Int, now: Int) -> Bool {
        now &- firstInterrupt >= 500_000_000
    }

    /// Restores the default action of SIGINT (terminate).
    public func cancel() {
        signal(SIGINT, SIG_DFL)
    }
}
