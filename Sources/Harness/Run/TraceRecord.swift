/// What one repetition did over time, for a trace viewer (Perfetto, `chrome://tracing`): the main thread's
/// timed sections, its waits for the workers and frames, the scenario's events as they were applied, the
/// workers' job phases, which frame mounted each request's jobs, and counters sampled at each frame's end.
/// Times are milliseconds from the repetition's start (a monotonic clock shared by every thread), as every
/// time in run.json; `ChromeTrace` writes them in the trace format's microseconds.
///
/// Recorded for the first measured repetition of each pipeline only (the others would only repeat it).
/// What later versions added decodes as absent from older run folders.
public struct TraceRecord: Hashable, Sendable, Codable {
    /// One span of work on one track.
    public struct Slice: Hashable, Sendable, Codable {
        /// The pass (`scroll`, `build`...), `wait` (the main thread waiting for the workers, inside a pass),
        /// or `frame` on the frames track (`frame N` in older run folders).
        public let name: String
        /// `main`, `frames`, or `worker N`.
        public let track: String
        public let startMilliseconds: Double
        public let durationMilliseconds: Double
        /// The frame the slice belongs to (`nil` for worker jobs and work outside frames).
        public let frame: Int?
        /// What a main-thread section or a worker phase counted (`nil` for frames and waits).
        public let counters: Counters?
        /// A worker phase's job: a number no other job of the run shares (`nil` off the workers).
        public let job: Int?
        /// The pipeline request (`FeedPrefetcher`) a worker phase's job did work for, numbered from 1 in the
        /// repetition; `Mount` says which frame showed its result (`nil` off the workers, or for work no
        /// request asked for).
        public let request: Int?

        public init(name: String, track: String, startMilliseconds: Double, durationMilliseconds: Double, frame: Int?,
                    counters: Counters? = nil, job: Int? = nil, request: Int? = nil) {
            self.name = name
            self.track = track
            self.startMilliseconds = startMilliseconds
            self.durationMilliseconds = durationMilliseconds
            self.frame = frame
            self.counters = counters
            self.job = job
            self.request = request
        }

        /// This slice as a phase of worker job `job`, done for `request`.
        func inJob(_ job: Int, request: Int?) -> Slice {
            Slice(name: name, track: track, startMilliseconds: startMilliseconds, durationMilliseconds: durationMilliseconds,
                  frame: frame, counters: counters, job: job, request: request)
        }
    }

    /// What one section or phase counted beside its time (as run.json's passes count them).
    public struct Counters: Hashable, Sendable, Codable {
        /// The thread's CPU time; `nil` for a worker phase, whose job's CPU time is read once per job.
        public let cpuMilliseconds: Double?
        public let allocatedBytes: UInt64
        /// Allocation requests.
        public let allocations: UInt64
        /// Work on views: main-thread sections only.
        public let views: ViewWorkCounters?

        public init(cpuMilliseconds: Double?, allocatedBytes: UInt64, allocations: UInt64, views: ViewWorkCounters?) {
            self.cpuMilliseconds = cpuMilliseconds
            self.allocatedBytes = allocatedBytes
            self.allocations = allocations
            self.views = views
        }
    }

    /// One value of a counter at one time.
    public struct Sample: Hashable, Sendable, Codable {
        /// `live views`, `allocated bytes` (the main thread's, cumulative over the repetition).
        public let name: String
        public let timeMilliseconds: Double
        public let value: Double

        public init(name: String, timeMilliseconds: Double, value: Double) {
            self.name = name
            self.timeMilliseconds = timeMilliseconds
            self.value = value
        }
    }

    /// A scenario event as the main thread applied it.
    public struct Instant: Hashable, Sendable, Codable {
        /// The event's kind (`like`, `comment`, `insert-at-top`, `open`...).
        public let name: String
        /// When the main thread began applying it.
        public let timeMilliseconds: Double
        public let frame: Int
        /// The story it acts on (`nil` for an insertion).
        public let story: String?
        /// Why it changed nothing (as run.json's skipped events say); `nil` when applied.
        public let skipped: String?

        public init(name: String, timeMilliseconds: Double, frame: Int, story: String?, skipped: String?) {
            self.name = name
            self.timeMilliseconds = timeMilliseconds
            self.frame = frame
            self.story = story
            self.skipped = skipped
        }
    }

    /// The frame that first showed what a pipeline request computed: the worker jobs whose slices carry
    /// `request` had their result mounted in `frame`.
    public struct Mount: Hashable, Sendable, Codable {
        public let request: Int
        public let frame: Int

        public init(request: Int, frame: Int) {
            self.request = request
            self.frame = frame
        }
    }

    public var slices: [Slice]
    public var samples: [Sample]
    public var instants: [Instant]
    public var mounts: [Mount]

    public init(slices: [Slice] = [], samples: [Sample] = [], instants: [Instant] = [], mounts: [Mount] = []) {
        self.slices = slices
        self.samples = samples
        self.instants = instants
        self.mounts = mounts
    }

    private enum CodingKeys: String, CodingKey {
        case slices, samples, instants, mounts
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        slices = try container.decode([Slice].self, forKey: .slices)
        samples = try container.decode([Sample].self, forKey: .samples)
        // Recorded since a later version: absent from older traces.
        instants = try container.decodeIfPresent([Instant].self, forKey: .instants) ?? []
        mounts = try container.decodeIfPresent([Mount].self, forKey: .mounts) ?? []
    }
}
