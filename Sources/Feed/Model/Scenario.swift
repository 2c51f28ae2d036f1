/// One benchmark scenario: the device, the feed, how it scrolls, what happens while it scrolls and how
/// often to run it. The file format is `Scenarios/scenario.schema.json` (format version
/// `Scenario.schemaVersion`); read files with `ScenarioLoader`, which reports every problem.
///
/// In JSON `schemaVersion`, `name`, `device`, `feed` and `scroll` are required; `frameBudgetMs` defaults
/// to 17, `events` to none, `warmUp` to 1, `repetitions` to 5, `workers` to `auto` and `mvcRowHeights` to
/// `estimated`, `displayViewports` to 1. Version 1 files are still read, with version 1's defaults (4 workers, MVC rows measured on
/// load), so an old file measures what it measured before.
public struct Scenario: Hashable, Sendable, Codable {
    /// The format version this code writes.
    public static let schemaVersion = 2
    /// The format versions this code reads.
    public static let readableSchemaVersions = 1...2

    /// A short name for reports (non-empty).
    public let name: String
    /// What the scenario exercises; optional.
    public let summary: String?
    public let device: Device
    /// The time one frame may take, in milliseconds (17 for 60 Hz).
    public let frameBudget: Double
    public let feed: FeedSource
    public let scroll: ScrollScript
    /// Events in the order they happen (ordered by frame; events of one frame keep their file order).
    public let events: [ScenarioEvent]
    /// Runs made and thrown away before measuring.
    public let warmUp: Int
    /// Measured runs, pooled for percentiles.
    public let repetitions: Int
    /// Worker threads that build and lay out components ahead of the viewport.
    public let workers: WorkerCount
    /// When the MVC pipeline measures its rows.
    public let mvcRowHeights: MVCRowHeights
    /// How far above and below the viewport the components pipeline's workers draw rows ahead, in viewport
    /// heights (its display window; within the layout window).
    public let displayViewports: Double

    public static let defaultFrameBudget: Double = 17
    public static let defaultWarmUp = 1
    public static let defaultRepetitions = 5
    public static let defaultWorkers = WorkerCount.auto
    public static let defaultMVCRowHeights = MVCRowHeights.estimated
    public static let defaultDisplayViewports = 1.0
    public static let maximumDisplayViewports = 100.0

    public init(
        name: String, summary: String? = nil, device: Device, frameBudget: Double = Scenario.defaultFrameBudget,
        feed: FeedSource, scroll: ScrollScript, events: [ScenarioEvent] = [], warmUp: Int = Scenario.defaultWarmUp,
        repetitions: Int = Scenario.defaultRepetitions, workers: WorkerCount = Scenario.defaultWorkers,
        mvcRowHeights: MVCRowHeights = Scenario.defaultMVCRowHeights,
        displayViewports: Double = Scenario.defaultDisplayViewports
    ) {
        self.name = name
        self.summary = summary
        self.device = device
        self.frameBudget = frameBudget
        self.feed = feed
        self.scroll = scroll
        self.events = events
        self.warmUp = warmUp
        self.repetitions = repetitions
        self.workers = workers
        self.mvcRowHeights = mvcRowHeights
        self.displayViewports = displayViewports
    }

    /// The number of frames the scroll script lasts at this scenario's frame budget. A run has one more:
    /// frame 0, the launch frame, comes first; the script's frames are 1…`frameCount`.
    public var frameCount: Int { scroll.frameCount(frameBudget: frameBudget) }

    enum CodingKeys: String, CodingKey {
        case schemaVersion, name
        case summary = "description"
        case device
        case frameBudget = "frameBudgetMs"
        case feed, scroll, events, warmUp, repetitions, workers, mvcRowHeights, displayViewports
    }

    public init(from decoder: any Decoder) throws {
        self = try ScenarioReader.decode(decoder) { reader, value, path in reader.readScenario(value, at: path) }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.schemaVersion, forKey: .schemaVersion)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(summary, forKey: .summary)
        try container.encode(device, forKey: .device)
        try container.encode(frameBudget, forKey: .frameBudget)
        try container.encode(feed, forKey: .feed)
        try container.encode(scroll, forKey: .scroll)
        try container.encode(events, forKey: .events)
        try container.encode(warmUp, forKey: .warmUp)
        try container.encode(repetitions, forKey: .repetitions)
        try container.encode(workers, forKey: .workers)
        try container.encode(mvcRowHeights, forKey: .mvcRowHeights)
        try container.encode(displayViewports, forKey: .displayViewports)
    }
}
