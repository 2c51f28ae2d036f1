/// Totals per pass, summed over the measured repetitions (warm-up excluded). A pass that a pipeline
/// does not have, or that did not happen, stays zero. Reads like the passes it holds: `totals.mount`,
/// `totals[.mount]`.
@dynamicMemberLookup
public struct PassTotals: Hashable, Sendable, Codable {
    public var passes = PerPass<PassMeasurement>()
    /// Main-thread milliseconds spent waiting for the workers (a layout the frame needed and that was
    /// not ready), inside the passes above (scroll, update, navigation): part of their time, not added
    /// to it.
    public var waitMilliseconds = 0.0
    /// The worker jobs' thread CPU time (build and layout together: read once per job), in milliseconds,
    /// beside the build and layout passes' wall time; 0 for a pipeline without workers.
    public var workerCPUMilliseconds = 0.0

    public init() {}

    public subscript<Value>(dynamicMember pass: WritableKeyPath<PerPass<PassMeasurement>, Value>) -> Value {
        get { passes[keyPath: pass] }
        set { passes[keyPath: pass] = newValue }
    }

    public subscript(pass: Pass) -> PassMeasurement {
        get { passes[pass] }
        set { passes[pass] = newValue }
    }

    /// Adds `measurement` to `pass`.
    public mutating func add(_ measurement: PassMeasurement, to pass: Pass) {
        passes[pass].add(measurement)
    }

    /// Adds every pass of `other`.
    public mutating func add(_ other: PassTotals) {
        for pass in Pass.allCases { passes[pass].add(other[pass]) }
        waitMilliseconds += other.waitMilliseconds
        workerCPUMilliseconds += other.workerCPUMilliseconds
    }

    private enum CodingKeys: String, CodingKey {
        case waitMilliseconds, workerCPUMilliseconds
    }

    /// One object: the passes by name beside the two totals, as run.json has always held them.
    public init(from decoder: any Decoder) throws {
        passes = try PerPass(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        waitMilliseconds = try container.decode(Double.self, forKey: .waitMilliseconds)
        workerCPUMilliseconds = try container.decode(Double.self, forKey: .workerCPUMilliseconds)
    }

    public func encode(to encoder: any Encoder) throws {
        try passes.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(waitMilliseconds, forKey: .waitMilliseconds)
        try container.encode(workerCPUMilliseconds, forKey: .workerCPUMilliseconds)
    }
}

extension PassMeasurement: PassValue {
    /// A pass that did not happen.
    public init() {
        self.init(milliseconds: 0)
    }
}
