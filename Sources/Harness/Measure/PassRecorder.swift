import Allocations
import ComponentsPipeline

/// Times passes on the main thread and adds them to per-pass totals and to the current frame.
///
/// For each measured section: the main thread is bound to the pass's counting arena, its CPU clock and
/// allocated-bytes counter are read; the clock runs around the body only; then the counters are read and
/// the thread bound back; the driver's view counters are read before and after (`counterSource`).
/// Bytes are known at once; requests come with `finish()`, per pass, and per
/// frame only in a counting repetition (`countsEachFrame`; see `SectionRequestCounter` for why).
/// `waiting` marks the part of a section spent waiting for the workers.
///
/// Cost of measuring (`feedbench harness-bench`): two clock reads inside the timed region; outside it,
/// two arena bindings, two counter reads and two CPU-clock reads per section (about 2 µs).
///
/// An uninstrumented recorder (`arenas: nil`) runs the same bodies with no clock and no counter: the
/// harness benchmark compares the two to measure what measuring costs.
///
/// Thread: main actor (the harness's main thread).
@MainActor
final class PassRecorder: FeedWaitObserver {
    /// What a repetition's sections added up to, once every segment has been read.
    struct Finished {
        /// Per-pass totals, allocation requests included.
        var totals: PassTotals
        /// Allocation requests of each frame, by frame index (a counting repetition only; else empty).
        var frameRequests: [UInt64]
    }

    private let clock = FrameClock()
    private let counter: SectionRequestCounter?
    /// Time and bytes per pass (requests come with `finish()`).
    private(set) var totals = PassTotals()
    /// The frame being measured: the sum of its sections (time, bytes, view counters).
    private(set) var frame = PassMeasurement()
    /// The frame's time per pass.
    private(set) var framePasses = FramePassTimes()

    /// A recorder counting in `arenas`; `nil` measures nothing at all. `countsEachFrame` reads the
    /// request counts after every frame, which slows the frames that follow: for a counting repetition,
    /// whose times are thrown away.
    /// - Parameter expectedFrames: frames to reserve room for, so counting them allocates nothing later.
    init(arenas: CountingArenas?, countsEachFrame: Bool = false, expectedFrames: Int = 0,
         slowdown: InjectedSlowdown? = nil) {
        self.slowdown = slowdown
        slowdown.prepare()
        counter = arenas.map {
            SectionRequestCounter(arenas: $0, perSegment: countsEachFrame, expectedSegments: expectedFrames + 2)
        }
    }

    /// Where the deterministic counters are read before and after each section (the driver's view
    /// counters: a struct copy on the main thread); `nil` counts none.
    var counterSource: (() -> ViewWorkCounters)?

    /// The main thread's allocated-bytes counter (a load, `Jemalloc.threadAllocatedBytes`).
    private var allocatedBytes: UInt64 { Jemalloc.threadAllocatedBytes }

    /// Whether sections are timed and counted.
    var instrumented: Bool { counter != nil }

    /// When set, every section is also kept as a trace slice, timed from this instant (the end is read
    /// after the clock stops, outside the timed region).
    var traceStart: ContinuousClock.Instant?
    /// The sections kept for the trace.
    private(set) var traceSlices: [TraceRecord.Slice] = []
    /// The frame the trace's sections belong to (`nil` outside frames).
    var traceFrame: Int?

    /// A regression injected on purpose into one pass (`RunOptions.injectedSlowdown`).
    let slowdown: InjectedSlowdown?

    /// Runs `body` as part of `pass` on this thread.
    @discardableResult
    func measure<Result>(_ pass: Pass, _ body: () throws -> Result) rethrows -> Result {
        let slowdown = slowdown
        guard let counter else { return try slowdown.apply(to: pass, body) }
        let countersBefore = counterSource?() ?? ViewWorkCounters()
        counter.enter(pass)
        let cpuBefore = ThreadCPUClock.milliseconds
        let bytesBefore = allocatedBytes
        let result: Result
        let milliseconds: Double
        do {
            (result, milliseconds) = try clock.time { try slowdown.apply(to: pass, body) }
        } catch {
            counter.leave()
            throw error
        }
        let bytes = allocatedBytes &- bytesBefore
        let cpu = ThreadCPUClock.milliseconds - cpuBefore
        counter.leave()
        let counters = (counterSource?() ?? ViewWorkCounters()).since(countersBefore)
        let measurement = PassMeasurement(milliseconds: milliseconds, cpuMilliseconds: cpu, allocatedBytes: bytes,
                                          counters: counters)
        if let traceStart {
            let end = FrameClock.milliseconds(from: traceStart, to: clock.now)
            traceSlices.append(TraceRecord.Slice(name: pass.rawValue, track: "main", startMilliseconds: end - milliseconds,
                                                 durationMilliseconds: milliseconds, frame: traceFrame))
        }
        totals.add(measurement, to: pass)
        frame.add(measurement)
        framePasses.add(milliseconds, to: pass)
        return result
    }

    /// Runs `body`, a wait for the workers inside a measured section, and notes its time as waiting.
    func waiting<Result>(_ body: () -> Result) -> Result {
        guard instrumented else { return body() }
        let (result, milliseconds) = clock.time(body)
        totals.waitMilliseconds += milliseconds
        framePasses.wait += milliseconds
        return result
    }

    /// Starts a new frame: the sections measured from now on are its parts (the set-up or the previous
    /// frame ends here).
    func beginFrame() {
        counter?.endSegment()
        frame = PassMeasurement()
        framePasses = FramePassTimes()
    }

    /// Ends the last frame: what is measured from now on belongs to the repetition, in no frame.
    func endFrames() {
        counter?.endSegment()
        frame = PassMeasurement()
        framePasses = FramePassTimes()
        endedFrames = true
    }

    private var endedFrames = false

    /// Ends the last frame (or the work after the frames) and waits for the request counts. Call once,
    /// after the last frame.
    func finish() -> Finished {
        guard let counter else { return Finished(totals: totals, frameRequests: []) }
        let segments = counter.finish()
        var totals = totals
        for segment in segments {
            for (index, pass) in Pass.allCases.enumerated() where index < segment.count {
                totals[pass].allocations &+= segment[index]
            }
        }
        // Per segment: what came before the first frame, each frame, then what came after the frames;
        // without per-segment reading there is one entry in all.
        var frames = segments.dropFirst()
        if endedFrames { frames = frames.dropLast() }
        return Finished(totals: totals, frameRequests: frames.map { $0.reduce(0, &+) })
    }
}
