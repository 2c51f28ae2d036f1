import Allocations
import ComponentsPipeline

/// Times passes on the main thread and adds them to per-pass totals and to the current frame.
///
/// For each measured section: the main thread's CPU clock, allocated-bytes and allocation-request
/// counters are read (thread-local: other threads' allocations never count); the clock runs around the
/// body only; then the counters are read again; the driver's view counters are read before and after
/// (`counterSource`). Requests per frame are kept in a counting repetition (`countsEachFrame`), whose
/// frames are the ones reported per frame. `waiting` marks the part of a section spent waiting for the
/// workers.
///
/// Cost of measuring (`feedbench harness-bench`): two clock reads inside the timed region; outside it,
/// four counter loads and two CPU-clock reads per section.
///
/// An uninstrumented recorder (`instrumented: false`) runs the same bodies with no clock and no counter:
/// the harness benchmark compares the two to measure what measuring costs.
///
/// Thread: main actor (the harness's main thread).
@MainActor
package final class PassRecorder: FeedWaitObserver {
    /// What a repetition's sections added up to, once every segment has been read.
    package struct Finished {
        /// Per-pass totals, allocation requests included.
        package var totals: PassTotals
        /// Allocation requests of each frame, by frame index (a counting repetition only; else empty).
        var frameRequests: [UInt64]
    }

    private let clock = FrameClock()
    /// Whether sections are timed and counted.
    let instrumented: Bool
    /// Whether each frame's requests are kept (`frameRequests`).
    private let countsEachFrame: Bool
    /// Time, bytes and requests per pass.
    package private(set) var totals = PassTotals()
    /// The frame being measured: the sum of its sections (time, bytes, requests, view counters).
    package private(set) var frame = PassMeasurement()
    /// The frame's time per pass.
    private(set) var framePasses = FramePassTimes()
    /// Requests of each frame ended so far (`countsEachFrame`), reserved up front so that keeping them
    /// allocates nothing in a repetition that samples the live heap.
    private var frameRequests: [UInt64] = []
    /// Whether a frame has begun and not ended.
    private var inFrame = false

    /// A recorder that times and counts (or, `instrumented: false`, measures nothing at all).
    /// `countsEachFrame` keeps the requests of every frame, for a counting repetition.
    /// - Parameter expectedFrames: frames to reserve room for, so counting them allocates nothing later.
    package init(instrumented: Bool = true, countsEachFrame: Bool = false, expectedFrames: Int = 0,
         slowdown: InjectedSlowdown? = nil, work: InjectedWork? = nil) {
        self.instrumented = instrumented
        self.countsEachFrame = countsEachFrame
        self.slowdown = slowdown
        self.work = work
        slowdown.prepare()
        if countsEachFrame { frameRequests.reserveCapacity(max(1, expectedFrames)) }
    }

    /// Where the deterministic counters are read before and after each section (the driver's view
    /// counters: a struct copy on the main thread); `nil` counts none.
    package var counterSource: (() -> ViewWorkCounters)?

    /// The main thread's allocated-bytes counter (a load, `Jemalloc.threadAllocatedBytes`).
    private var allocatedBytes: UInt64 { Jemalloc.threadAllocatedBytes }

    /// When set, every section and every wait is also kept as a trace slice, timed from this instant (the
    /// section's own clock reads, placed on the trace's timeline outside the timed region).
    var traceStart: ContinuousClock.Instant? {
        didSet { if traceStart != nil { pendingWaits.reserveCapacity(Self.waitsPerSection) } }
    }
    /// The sections and waits kept for the trace.
    private(set) var traceSlices: [TraceRecord.Slice] = []
    /// The waits of the section running, kept for the trace once it has ended: inside the timed region a
    /// wait only stores its start and length, in room reserved up front, so keeping it allocates nothing there.
    private var pendingWaits: [(start: ContinuousClock.Instant, milliseconds: Double)] = []
    /// Room for the waits of one section (a scroll waits once or twice).
    private static let waitsPerSection = 32
    /// The frame the trace's sections belong to (`nil` outside frames).
    var traceFrame: Int?

    /// A regression injected on purpose into one pass (`RunOptions.injectedSlowdown`).
    let slowdown: InjectedSlowdown?
    /// Deterministic work injected on purpose into one pass (`RunOptions.injectedWork`).
    let work: InjectedWork?
    /// Whether sections run inside Callgrind's per-pass markers (under Valgrind only).
    private let markers = InstructionMarkers.active

    /// The section's own work: the body, then what is injected into its pass; inside the pass's marker
    /// under Valgrind.
    private func section<Result>(_ pass: Pass, _ body: () throws -> Result) rethrows -> Result {
        guard markers else { return try work.apply(to: pass) { try slowdown.apply(to: pass, body) } }
        return try InstructionMarkers.run(pass, on: .main) { try work.apply(to: pass) { try slowdown.apply(to: pass, body) } }
    }

    /// Runs `body` as part of `pass` on this thread.
    @discardableResult
    package func measure<Result>(_ pass: Pass, _ body: () throws -> Result) rethrows -> Result {
        guard instrumented else { return try section(pass, body) }
        let countersBefore = counterSource?() ?? ViewWorkCounters()
        let cpuBefore = ThreadCPUClock.milliseconds
        let requestsBefore = Jemalloc.threadAllocationRequests
        let bytesBefore = allocatedBytes
        // `clock.time`'s two reads, with the start kept for the trace.
        let start = clock.now
        let result = try section(pass, body)
        let milliseconds = FrameClock.milliseconds(from: start, to: clock.now)
        let bytes = allocatedBytes &- bytesBefore
        let requests = Jemalloc.threadAllocationRequests &- requestsBefore
        let cpu = ThreadCPUClock.milliseconds - cpuBefore
        let counters = (counterSource?() ?? ViewWorkCounters()).since(countersBefore)
        let measurement = PassMeasurement(milliseconds: milliseconds, cpuMilliseconds: cpu, allocatedBytes: bytes,
                                          allocations: requests, counters: counters)
        if let traceStart {
            traceSlices.append(TraceRecord.Slice(
                name: pass.rawValue, track: "main", startMilliseconds: FrameClock.milliseconds(from: traceStart, to: start),
                durationMilliseconds: milliseconds, frame: traceFrame,
                counters: TraceRecord.Counters(cpuMilliseconds: cpu, allocatedBytes: bytes, allocations: requests, views: counters)))
            keepWaits(from: traceStart)
        }
        totals.add(measurement, to: pass)
        frame.add(measurement)
        framePasses.add(milliseconds, to: pass)
        return result
    }

    /// Runs `body`, a wait for the workers inside a measured section, and notes its time as waiting.
    package func waiting<Result>(_ body: () -> Result) -> Result {
        guard instrumented else { return body() }
        let start = clock.now
        let result = body()
        let milliseconds = FrameClock.milliseconds(from: start, to: clock.now)
        totals.waitMilliseconds += milliseconds
        framePasses.wait += milliseconds
        if traceStart != nil { pendingWaits.append((start, milliseconds)) }
        return result
    }

    /// The waits of the section that has just ended, as trace slices (inside its slice, on the main track).
    private func keepWaits(from traceStart: ContinuousClock.Instant) {
        for wait in pendingWaits {
            traceSlices.append(TraceRecord.Slice(name: "wait", track: "main",
                                                 startMilliseconds: FrameClock.milliseconds(from: traceStart, to: wait.start),
                                                 durationMilliseconds: wait.milliseconds, frame: traceFrame))
        }
        pendingWaits.removeAll(keepingCapacity: true)
    }

    /// Starts a new frame: the sections measured from now on are its parts (the set-up or the previous
    /// frame ends here).
    package func beginFrame() {
        keepFrameRequests()
        inFrame = true
        frame = PassMeasurement()
        framePasses = FramePassTimes()
    }

    /// Ends the last frame: what is measured from now on belongs to the repetition, in no frame.
    func endFrames() {
        keepFrameRequests()
        inFrame = false
        frame = PassMeasurement()
        framePasses = FramePassTimes()
    }

    private func keepFrameRequests() {
        if countsEachFrame && inFrame { frameRequests.append(frame.allocations) }
    }

    /// Ends the last frame (if `endFrames()` did not) and returns what the repetition added up to. Call
    /// once, after the last frame.
    package func finish() -> Finished {
        if let traceStart { keepWaits(from: traceStart) }
        keepFrameRequests()
        inFrame = false
        return Finished(totals: totals, frameRequests: frameRequests)
    }
}
