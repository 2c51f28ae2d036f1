/// The token of one observation of a ``Changes`` stream; ``cancel()`` ends it.
///
/// Dropping the token does not end the observation: the context's lifetime does. The token holds the
/// stream weakly, so storing it in the context creates no cycle and does not keep the stream alive.
public struct Observation: Sendable {
    private let cancellation: @Sendable () -> Void

    init<Value>(_ observer: Observer<Value>, in broadcaster: Broadcaster<Value>) {
        cancellation = { [weak broadcaster] in
            observer.end()
            broadcaster?.remove(observer)
        }
    }

    /// Ends the observation. After `cancel()` returns the handler is not called again, except for a call
    /// already running on another thread. Cancelling twice, or after the context died, does nothing.
    ///
    /// Thread-safe; may be called from inside any observer, including this observation's own handler.
    ///
    /// - Complexity: O(*n*) in the number of observers of the stream.
    public func cancel() {
        cancellation()
    }
}
