/// A repetition's trace (`TraceRecord`) as columns: one table each for its slices, samples, instants and
/// mounts, one array per field (index i of every array of a table is its row i).
///
/// Columns and tables added after the first frame files decode as absent from older ones: every slice
/// without counters, job or request, and no instants or mounts.
public struct TraceColumns: Hashable, Sendable, Codable {
    public struct Slices: Hashable, Sendable, Codable {
        public var name: [String] = []
        public var track: [String] = []
        public var startMilliseconds: [Double] = []
        public var durationMilliseconds: [Double] = []
        /// `nil` for a slice outside frames.
        public var frame: [Int?] = []
        public var counters: [TraceRecord.Counters?] = []
        public var job: [Int?] = []
        public var request: [Int?] = []
    }

    public struct Samples: Hashable, Sendable, Codable {
        public var name: [String] = []
        public var timeMilliseconds: [Double] = []
        public var value: [Double] = []
    }

    public struct Instants: Hashable, Sendable, Codable {
        public var name: [String] = []
        public var timeMilliseconds: [Double] = []
        public var frame: [Int] = []
        public var story: [String?] = []
        public var skipped: [String?] = []
    }

    public struct Mounts: Hashable, Sendable, Codable {
        public var request: [Int] = []
        public var frame: [Int] = []
    }

    public var slices = Slices()
    public var samples = Samples()
    public var instants = Instants()
    public var mounts = Mounts()

    public init(_ trace: TraceRecord) {
        for slice in trace.slices {
            slices.name.append(slice.name)
            slices.track.append(slice.track)
            slices.startMilliseconds.append(slice.startMilliseconds)
            slices.durationMilliseconds.append(slice.durationMilliseconds)
            slices.frame.append(slice.frame)
            slices.counters.append(slice.counters)
            slices.job.append(slice.job)
            slices.request.append(slice.request)
        }
        for sample in trace.samples {
            samples.name.append(sample.name)
            samples.timeMilliseconds.append(sample.timeMilliseconds)
            samples.value.append(sample.value)
        }
        for instant in trace.instants {
            instants.name.append(instant.name)
            instants.timeMilliseconds.append(instant.timeMilliseconds)
            instants.frame.append(instant.frame)
            instants.story.append(instant.story)
            instants.skipped.append(instant.skipped)
        }
        for mount in trace.mounts {
            mounts.request.append(mount.request)
            mounts.frame.append(mount.frame)
        }
    }

    /// The trace again, or the first column whose length differs from its table's first column.
    public func record() -> Result<TraceRecord, ColumnLengthMismatch> {
        let sliceCount = slices.name.count
        let sampleCount = samples.name.count
        let instantCount = instants.name.count
        let mountCount = mounts.request.count
        let lengths: [(String, Int, Int)] = [
            ("slices.track", slices.track.count, sliceCount),
            ("slices.startMilliseconds", slices.startMilliseconds.count, sliceCount),
            ("slices.durationMilliseconds", slices.durationMilliseconds.count, sliceCount),
            ("slices.frame", slices.frame.count, sliceCount),
            ("slices.counters", slices.counters.count, sliceCount),
            ("slices.job", slices.job.count, sliceCount),
            ("slices.request", slices.request.count, sliceCount),
            ("samples.timeMilliseconds", samples.timeMilliseconds.count, sampleCount),
            ("samples.value", samples.value.count, sampleCount),
            ("instants.timeMilliseconds", instants.timeMilliseconds.count, instantCount),
            ("instants.frame", instants.frame.count, instantCount),
            ("instants.story", instants.story.count, instantCount),
            ("instants.skipped", instants.skipped.count, instantCount),
            ("mounts.frame", mounts.frame.count, mountCount),
        ]
        if let (name, length, expected) = lengths.first(where: { $0.1 != $0.2 }) {
            return .failure(ColumnLengthMismatch(column: name, length: length, expected: expected))
        }
        return .success(TraceRecord(
            slices: (0..<sliceCount).map { i in
                TraceRecord.Slice(name: slices.name[i], track: slices.track[i], startMilliseconds: slices.startMilliseconds[i],
                                  durationMilliseconds: slices.durationMilliseconds[i], frame: slices.frame[i],
                                  counters: slices.counters[i], job: slices.job[i], request: slices.request[i])
            },
            samples: (0..<sampleCount).map { i in
                TraceRecord.Sample(name: samples.name[i], timeMilliseconds: samples.timeMilliseconds[i], value: samples.value[i])
            },
            instants: (0..<instantCount).map { i in
                TraceRecord.Instant(name: instants.name[i], timeMilliseconds: instants.timeMilliseconds[i],
                                    frame: instants.frame[i], story: instants.story[i], skipped: instants.skipped[i])
            },
            mounts: (0..<mountCount).map { i in TraceRecord.Mount(request: mounts.request[i], frame: mounts.frame[i]) }))
    }
}

extension TraceColumns {
    private enum CodingKeys: String, CodingKey {
        case slices, samples, instants, mounts
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        slices = try container.decode(Slices.self, forKey: .slices)
        samples = try container.decode(Samples.self, forKey: .samples)
        instants = try container.decodeIfPresent(Instants.self, forKey: .instants) ?? Instants()
        mounts = try container.decodeIfPresent(Mounts.self, forKey: .mounts) ?? Mounts()
    }
}

extension TraceColumns.Slices {
    private enum CodingKeys: String, CodingKey {
        case name, track, startMilliseconds, durationMilliseconds, frame, counters, job, request
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode([String].self, forKey: .name)
        track = try container.decode([String].self, forKey: .track)
        startMilliseconds = try container.decode([Double].self, forKey: .startMilliseconds)
        durationMilliseconds = try container.decode([Double].self, forKey: .durationMilliseconds)
        frame = try container.decode([Int?].self, forKey: .frame)
        // Columns an older frame file lacks: none of its slices has the field.
        let none = [Int?](repeating: nil, count: name.count)
        counters = try container.decodeIfPresent([TraceRecord.Counters?].self, forKey: .counters)
            ?? Array(repeating: nil, count: name.count)
        job = try container.decodeIfPresent([Int?].self, forKey: .job) ?? none
        request = try container.decodeIfPresent([Int?].self, forKey: .request) ?? none
    }
}
