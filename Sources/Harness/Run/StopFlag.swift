import Dispatch
import Foundation
import Synchronization

/// A flag set from a SIGINT (Ctrl-C) handler and polled by the run between frames, so a run stops at a
/// frame boundary and cleans up instead of dying mid-write.
///
/// `watchInterrupts()` replaces the default SIGINT action (terminate) with a `DispatchSource` on a
/// global queue that sets the flag; a second Ctrl-C while the flag is set exits at once (status 130).
/// `Sendable`: the state is one atomic.
public final class StopFlag: Sendable {
    private let stopped = Atomic<Bool>(false)

    public init() {}

    public var isSet: Bool { stopped.load(ordering: .acquiring) }

    public func set() { stopped.store(true, ordering: .releasing) }

    /// Routes SIGINT to this flag while the returned source lives: keep it until the run is over.
    public func watchInterrupts() -> any DispatchSourceSignal {
        signal(SIGINT, SIG_IGN)
        let signalSource = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        signalSource.setEventHandler { [self] in
            if isSet { exit(130) }
            set()
        }
        signalSource.resume()
        return signalSource
    }
}
