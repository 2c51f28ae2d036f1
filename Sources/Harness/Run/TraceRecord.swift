/// What one repetition did over time, for a trace viewer (Perfetto, `chrome://tracing`): the main thread's
/// timed sections and frames, the workers' job phases, and counters sampled at each frame's end. Times are
/// milliseconds from the repetition's start (a monotonic clock shared by every thread), as every time in
/// run.json; `ChromeTrace` writes them in the trace format's microseconds.
///
/// Recorded for the first measured repetition of each pipeline only (the others would only repeat it).
public struct TraceRecord: Hashable, Sendable, Codable {
    /// One span of work on one track.
    public struct Slice: Hashable, Sendable, Codable {
        /// The pass (`scroll`, `build`...), or `frame N` on the frames track.
        public let name: String
        /// `main`, `frames`, or `worker N`.
        public let track: String
        public let startMilliseconds: Double
        public let durationMilliseconds: Double
        /// The frame the slice belongs to (`nil` for worker jobs and work outside frames).
        public let frame: Int?

        public init(name: String, track: String, startMilliseconds: Double, durationMilliseconds: Double, frame: Int?) {
            self.name = name
            self.track = track
            self.startMilliseconds = startMilliseconds
            self.durationMilliseconds = durationMilliseconds
            self.frame = frame
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

    public var slices: [Slice]
    public var samples: [Sample]

    public init(slices: [Slice] = [], samples: [Sample] = []) {
        self.slices = slices
        self.samples = samples
    }
}
