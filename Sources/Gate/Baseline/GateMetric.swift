import Harness

/// A timing metric the gate judges, reduced to one value per repetition (frames within a repetition are
/// not independent; repetitions are). Every one is a time or a ratio where higher is worse.
public enum GateMetric: String, CaseIterable, Sendable, Codable, Comparable {
    case p50 = "p50 frame"
    case p95 = "p95 frame"
    case p99 = "p99 frame"
    case hitchRatio = "hitch ratio"
    case firstScreen = "time to first screen"
    case frameTime = "main-thread time"
    case build = "build pass"
    case layout = "layout pass"
    case mount = "mount pass"
    case scroll = "scroll pass"
    case update = "update pass"
    case navigation = "navigation pass"
    /// The worker jobs' thread CPU time (the components pipeline's build and layout on its workers). Their
    /// wall time is not judged: with more threads than cores it counts the time a job waited for a core.
    case workerCPU = "worker CPU time"

    /// The unit values are in.
    public var unit: String { self == .hitchRatio ? "ms/s" : "ms" }

    /// The pass a pass-total metric sums, `nil` for the frame metrics.
    public var pass: Pass? {
        switch self {
        case .build: .build
        case .layout: .layout
        case .mount: .mount
        case .scroll: .scroll
        case .update: .update
        case .navigation: .navigation
        default: nil
        }
    }

    /// One repetition's value.
    public func value(of repetition: RepetitionResult, budget: Double) -> Double {
        let times = repetition.frames.map(\.milliseconds)
        switch self {
        case .p50: return FramePercentiles(milliseconds: times).p50
        case .p95: return FramePercentiles(milliseconds: times).p95
        case .p99: return FramePercentiles(milliseconds: times).p99
        case .hitchRatio: return FrameMetrics(frameTimes: times, budget: budget).hitchTimeRatio
        case .firstScreen: return repetition.firstScreen.mainThreadMilliseconds
        case .frameTime: return times.reduce(0, +)
        case .workerCPU: return repetition.passes.workerCPUMilliseconds
        default:
            guard let pass else { return 0 }
            // A pass run on the workers is judged by its CPU time: its wall time counts the waits for a core
            // when the main thread and the workers share too few cores.
            let measurement = repetition.passes[pass]
            return measurement.onWorkers ? measurement.cpuMilliseconds : measurement.milliseconds
        }
    }

    public static func < (lhs: GateMetric, rhs: GateMetric) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }
}
