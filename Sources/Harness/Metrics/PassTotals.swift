/// Totals per pass, summed over the measured repetitions (warm-up excluded). A pass that a pipeline
/// does not have, or that did not happen, stays zero.
public struct PassTotals: Hashable, Sendable, Codable {
    public var build = PassMeasurement()
    public var layout = PassMeasurement()
    public var mount = PassMeasurement()
    public var scroll = PassMeasurement()
    public var update = PassMeasurement()
    public var navigation = PassMeasurement()
    public var display = PassMeasurement()
    /// Main-thread milliseconds spent waiting for the workers (a layout the frame needed and that was
    /// not ready), inside the passes above (scroll, update, navigation): part of their time, not added
    /// to it.
    public var waitMilliseconds = 0.0
    /// The worker jobs' thread CPU time (build and layout together: read once per job), in milliseconds,
    /// beside the build and layout passes' wall time; 0 for a pipeline without workers.
    public var workerCPUMilliseconds = 0.0

    public init() {}

    public subscript(pass: Pass) -> PassMeasurement {
        get {
            switch pass {
            case .build: return build
            case .layout: return layout
            case .mount: return mount
            case .scroll: return scroll
            case .update: return update
            case .navigation: return navigation
            case .display: return display
            }
        }
        set {
            switch pass {
            case .build: build = newValue
            case .layout: layout = newValue
            case .mount: mount = newValue
            case .scroll: scroll = newValue
            case .update: update = newValue
            case .navigation: navigation = newValue
            case .display: display = newValue
            }
        }
    }

    /// Adds `measurement` to `pass`.
    public mutating func add(_ measurement: PassMeasurement, to pass: Pass) {
        self[pass].add(measurement)
    }

    /// Adds every pass of `other`.
    public mutating func add(_ other: PassTotals) {
        for pass in Pass.allCases { self[pass].add(other[pass]) }
        waitMilliseconds += other.waitMilliseconds
        workerCPUMilliseconds += other.workerCPUMilliseconds
    }
}
