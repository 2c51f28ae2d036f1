/// MVC over components for one scenario: each figure is the MVC value divided by the components
/// value, so above 1 means the components pipeline spent less. `nil` where the components value is 0.
public struct PipelineRatios: Hashable, Sendable, Codable {
    public let p50: Double?
    public let p90: Double?
    public let p99: Double?
    public let max: Double?
    /// Total main-thread frame time.
    public let frameTime: Double?
    public let hitchTimeRatio: Double?
    /// Bytes allocated over all passes.
    public let allocatedBytes: Double?
    /// Allocation requests over all passes.
    public let allocations: Double?

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
        allocatedBytes = ratio(Double(mvc.passes.allocatedBytes), Double(components.passes.allocatedBytes))
        allocations = ratio(Double(mvc.passes.allocations), Double(components.passes.allocations))
    }
}

extension PassTotals {
    /// Bytes allocated over all passes.
    public var allocatedBytes: UInt64 { Pass.allCases.reduce(0) { $0 &+ self[$1].allocatedBytes } }
    /// Allocation requests over all passes.
    public var allocations: UInt64 { Pass.allCases.reduce(0) { $0 &+ self[$1].allocations } }
}
