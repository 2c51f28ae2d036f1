// TEMPORARY: stands in for the scenario format's new fields until that work is merged.
import Feed

public enum MVCRowHeights: String, Hashable, Sendable, Codable, CaseIterable {
    case estimated
    case measuredOnLoad = "measured-on-load"
}

extension Int {
    public func resolved(processorCount: Int) -> Int { self }
}

extension Scenario {
    public var mvcRowHeights: MVCRowHeights { .estimated }
}
