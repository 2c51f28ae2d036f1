import Feed

/// Records one repetition over time as it runs (`TraceRecord`): its frames, the events as they were applied,
/// which frame mounted each request, and counters sampled at each frame's end, in milliseconds from `origin`.
/// The caller reads the clock only between timed sections.
struct RepetitionTrace {
    let origin: ContinuousClock.Instant
    private(set) var record = TraceRecord()
    /// Bytes allocated in the frames so far, for the "allocated bytes" counter.
    private var allocatedSoFar: UInt64 = 0

    init(origin: ContinuousClock.Instant) {
        self.origin = origin
    }

    /// Milliseconds from `origin` to now.
    func now() -> Double { FrameClock.milliseconds(from: origin, to: FrameClock().now) }

    /// `event` of frame `frame` was applied at `milliseconds`; `skipped` says why it changed nothing.
    mutating func eventApplied(_ event: ScenarioEvent, at milliseconds: Double, frame: Int, skipped: String?) {
        record.instants.append(TraceRecord.Instant(name: event.kind.rawValue, timeMilliseconds: milliseconds, frame: frame,
                                                   story: event.storyID?.rawValue, skipped: skipped))
    }

    /// Frame `frame`, started at `start`, has ended: its slice, the requests whose work it mounted, and the
    /// live views and bytes allocated by then.
    mutating func frameEnded(_ frame: Int, start: Double, mountedRequests: [Int], liveViews: Int, allocatedBytes: UInt64) {
        let end = now()
        record.slices.append(TraceRecord.Slice(name: "frame", track: "frames", startMilliseconds: start,
                                               durationMilliseconds: end - start, frame: frame))
        for request in mountedRequests {
            record.mounts.append(TraceRecord.Mount(request: request, frame: frame))
        }
        allocatedSoFar &+= allocatedBytes
        record.samples.append(TraceRecord.Sample(name: "live views", timeMilliseconds: end, value: Double(liveViews)))
        record.samples.append(TraceRecord.Sample(name: "allocated bytes", timeMilliseconds: end, value: Double(allocatedSoFar)))
    }

    /// Slices recorded elsewhere: the main thread's sections, the workers' phases.
    mutating func add(_ slices: [TraceRecord.Slice]) {
        record.slices += slices
    }
}
