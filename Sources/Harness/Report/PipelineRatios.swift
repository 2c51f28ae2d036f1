/// MVC over components for one scenario: each figure is the MVC value divided by the components value,
/// over the same scope for both pipelines, so above 1 means the components pipeline spent less. `nil`
/// where the components value is 0. Ratios are taken from the unrounded figures. Scopes
/// (`Reports/README.md` lists them too):
/// - `p50`…`max`, `frameTime`, `hitchTimeRatio`: the main thread's frames, launch frames included, pooled
///   over the measured repetitions;
/// - `firstScreen`: the launch frame's main-thread time (median over repetitions); `firstScreenWall`: from
///   the pipeline's start to its first screen mounted, workers included;
/// - `mainThreadBytes`: bytes allocated on the main thread in the frames (launch frames included);
/// - `allocatedBytes`, `allocations`: every pass, the workers' included (the work of the whole pipeline);
/// - `peakHeap`: the largest live heap sampled.
public struct PipelineRatios: Hashable, Sendable, Codable {
    public let p50: Double?
    public let p90: Double?
    public let p99: Double?
    public let max: Double?
    public let frameTime: Double?
    public let hitchTimeRatio: Double?
    public let firstScreen: Double?
    public let firstScreenWall: Double?
    public let mainThreadBytes: Double?
    public let allocatedBytes: Double?
    public let allocations: Double?
    public let peakHeap: Double?

    public init(mvc: RunResult, components: RunResult) {
        func ratio(_ numerator: Double, _ denominator: Double) -> Double? {
            denominator > 0 ? numerator / denominator : nil
        }
        let (m, c) = (mvc.metrics, components.metrics)
        p50 = ratio(m.percentiles.p50, c.percentiles.p50)
        p90 = ratio(m.percentiles.p90, c.percentiles.p90)
        p99 = ratio(m.percentiles.p99, c.percentiles.p99)
        max = ratio(m.percentiles.max, c.percentiles.max)
        frameTime = ratio(m.totalMilliseconds, c.totalMilliseconds)
        hitchTimeRatio = ratio(m.hitchTimeRatio, c.hitchTimeRatio)
        firstScreen = ratio(mvc.firstScreen.mainThreadMilliseconds, components.firstScreen.mainThreadMilliseconds)
        firstScreenWall = ratio(mvc.firstScreen.wallMilliseconds, components.firstScreen.wallMilliseconds)
        mainThreadBytes = ratio(Double(mvc.mainThreadFrameBytes), Double(components.mainThreadFrameBytes))
        allocatedBytes = ratio(Double(mvc.passes.allocatedBytes), Double(components.passes.allocatedBytes))
        allocations = ratio(Double(mvc.passes.allocations), Double(components.passes.allocations))
        peakHeap = ratio(Double(mvc.memory.heapPeak), Double(components.memory.heapPeak))
    }
}

extension PassTotals {
    /// Bytes allocated over all passes.
    public var allocatedBytes: UInt64 { Pass.allCases.reduce(0) { $0 &+ self[$1].allocatedBytes } }
    /// Allocation requests over all passes.
    public var allocations: UInt64 { Pass.allCases.reduce(0) { $0 &+ self[$1].allocations } }
}

extension RunResult {
    /// The main thread's wall time per measured frame, launch frames included, pooled over the repetitions.
    public var mainThreadMillisecondsPerFrame: Double {
        metrics.totalMilliseconds / Double(max(1, metrics.frames))
    }

    /// The main thread's own CPU time per measured frame, over the same frames.
    public var mainThreadCPUMillisecondsPerFrame: Double {
        repetitions.reduce(0) { $0 + $1.frameSummary.cpuMilliseconds } / Double(max(1, metrics.frames))
    }

    /// Bytes allocated on the main thread in the measured frames, launch frames included.
    public var mainThreadFrameBytes: UInt64 {
        repetitions.reduce(0) { $0 &+ $1.frameSummary.allocatedBytes }
    }
}
