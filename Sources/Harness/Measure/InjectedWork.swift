import Allocations
internal import CCallgrind

/// Deterministic extra work, injected on purpose into one pass (`feedbench run --inject-work
/// PASS=PERCENT`), to test the instruction gate against a known regression: after each section of `pass`
/// (on the main thread or a worker), a loop of a fixed number of turns per allocation request the section
/// made. Requests are counted per thread and are the same on every run of the counting repetition, so the
/// added instructions are too, unlike a spin on the clock (`InjectedSlowdown`), which Callgrind would count
/// differently on every run.
///
/// `percent` is approximate: a turn is about five instructions, and a section's instructions per allocation
/// request vary with what it does. `turnsPerRequest` was measured so that `layout=1` adds 1% to the
/// components workers' layout instructions: on every bundled scenario one turn per request per percent added
/// 0.135% to 0.138% of them (docs/measurements.md).
/// A run that used it is marked in run.json (`options.injectedWork`), and `feedbench baseline save`
/// refuses it.
public struct InjectedWork: Hashable, Sendable, Codable, CustomStringConvertible {
    public let pass: Pass
    /// How much more work, in percent of the section's own (approximately; 0 < percent <= 1000).
    public let percent: Double

    public init(pass: Pass, percent: Double) {
        self.pass = pass
        self.percent = percent
    }

    /// Loop turns per allocation request for each percent (270 turns added 36.5% to 37.8%).
    static let turnsPerRequest = 7.3

    /// `PASS=PERCENT`, as `InjectedSlowdown.parse` reads it.
    public static func parse(_ text: String) -> Result<InjectedWork, InjectedSlowdown.ParseError> {
        InjectedSlowdown.parse(text).map { InjectedWork(pass: $0.pass, percent: $0.percent) }
    }

    public var description: String { "\(pass.rawValue) +\(percent)% work" }

    /// Runs `body`; when it belongs to the pass, adds the work after it, on this thread.
    func apply<Result, Failure: Error>(to pass: Pass, _ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        guard pass == self.pass else { return try body() }
        let before = Jemalloc.threadAllocationRequests
        let result = try body()
        let requests = Jemalloc.threadAllocationRequests &- before
        _ = feedbench_deterministic_work(UInt64((Double(requests) * percent * Self.turnsPerRequest).rounded()))
        return result
    }
}

extension Optional where Wrapped == InjectedWork {
    func apply<Result, Failure: Error>(to pass: Pass, _ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        guard let work = self else { return try body() }
        return try work.apply(to: pass, body)
    }
}
