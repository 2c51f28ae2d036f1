/// A known regression, injected on purpose so the CI gate can be tested against it (`feedbench run
/// --inject-slowdown PASS=PERCENT`): every timed section of `pass` (on the main thread or a worker) is made
/// `percent` longer by spinning after its own work, in proportion to that work's thread CPU time, as code
/// doing `percent` more work would be (a share of its wall time would grow with the time the thread
/// waited for a core, which is not the code's). The worker passes' CPU times the gate judges share each
/// job's CPU time by the phases' wall times, so a 10% slower layout shows there as 6-10% (measured on the
/// 2-core VM, both ways of spinning). A run that used it is marked in run.json
/// (`options.injectedSlowdown`), and `feedbench baseline save` refuses it.
public struct InjectedSlowdown: Hashable, Sendable, Codable, CustomStringConvertible {
    public let pass: Pass
    /// How much longer, in percent of the section's own time (0 < percent <= 1000).
    public let percent: Double

    public init(pass: Pass, percent: Double) {
        self.pass = pass
        self.percent = percent
    }

    /// `PASS=PERCENT`, e.g. `layout=10`; `nil` with a reason otherwise.
    public static func parse(_ text: String) -> Result<InjectedSlowdown, ParseError> {
        let parts = text.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, let pass = Pass(rawValue: parts[0]) else {
            return .failure(ParseError(message: "give PASS=PERCENT, PASS one of "
                + Pass.allCases.map(\.rawValue).joined(separator: ", ") + " (got \"\(text)\")"))
        }
        guard let percent = Double(parts[1]), percent > 0, percent <= 1_000 else {
            return .failure(ParseError(message: "the percent must be a number above 0 and at most 1000 (got \"\(parts[1])\")"))
        }
        return .success(InjectedSlowdown(pass: pass, percent: percent))
    }

    public struct ParseError: Error, Sendable {
        public let message: String
    }

    public var description: String { "\(pass.rawValue) +\(percent)%" }

    /// Runs `body`; when it belongs to the slowed pass, spins afterwards until the thread has used
    /// `percent` of the body's CPU time more. The clock reads are part of the added time: a read is a
    /// system call (`readMilliseconds`), about one of which falls inside the body's interval, two outside
    /// it, and the spin overshoots by half of one on average; without taking them off, a 10% slowdown of
    /// the worker layout sections (45-125 µs each) came out as 12-20% in their CPU time.
    func apply<Result>(to pass: Pass, _ body: () throws -> Result) rethrows -> Result {
        guard pass == self.pass else { return try body() }
        let start = ThreadCPUClock.milliseconds
        let result = try body()
        let end = ThreadCPUClock.milliseconds
        guard end > 0 else { return result } // no thread CPU clock: nothing to calibrate by
        let read = Self.readMilliseconds
        let own = max(0, end - start - read)
        let target = end + own * (percent / 100) - 2.5 * read
        while ThreadCPUClock.milliseconds < target {}
        return result
    }

    /// The CPU time one `ThreadCPUClock` read costs, measured once per process (about 1 ms): the
    /// recorders that apply a slowdown touch it when they are made (`prepare()`), not in a timed section.
    static let readMilliseconds: Double = {
        let reads = 2_000
        let start = ThreadCPUClock.milliseconds
        for _ in 0..<reads { _ = ThreadCPUClock.milliseconds }
        return max(0, (ThreadCPUClock.milliseconds - start) / Double(reads + 1))
    }()
}

extension Optional where Wrapped == InjectedSlowdown {
    /// Measures the clock read's cost now, outside any timed section, when there is a slowdown to apply.
    func prepare() {
        if self != nil { _ = InjectedSlowdown.readMilliseconds }
    }

    func apply<Result>(to pass: Pass, _ body: () throws -> Result) rethrows -> Result {
        guard let slowdown = self else { return try body() }
        return try slowdown.apply(to: pass, body)
    }
}
