import Allocations

/// Times passes on the main thread and adds them to per-pass totals and to the current frame.
///
/// For each measured section: allocation counters are read, the clock runs around the body only, and
/// the counters are read again; the section's time and allocations go to its pass and, when a frame
/// is open, to that frame. `waiting` marks the part of a section spent waiting for the workers.
///
/// Cost of measuring (see `feedbench harness-bench`): reading the request count flushes the main
/// thread's jemalloc cache and refreshes jemalloc's statistics, outside the timed region; the flush
/// leaves each timed section starting with an empty thread cache (its first allocation of each size
/// class refills it), the same for both pipelines.
///
/// An uninstrumented recorder (`instrumented: false`) runs the same bodies with no clock and no
/// counter reading: the harness benchmark compares the two to measure what measuring costs.
///
/// Thread: main actor (the harness's main thread), bound to `arena` for the whole run.
@MainActor
final class PassRecorder {
    private let clock = FrameClock()
    private let arena: Arena?
    private(set) var totals = PassTotals()
    /// The frame being measured: the sum of its sections.
    private(set) var frame = PassMeasurement()
    /// The frame's time per pass.
    private(set) var framePasses = FramePassTimes()

    /// A recorder that counts the main thread's allocation requests in `arena` (the main thread must be
    /// bound to it); `nil` measures nothing at all (`instrumented: false`).
    init(arena: Arena?) {
        self.arena = arena
    }

    /// Whether sections are timed and counted.
    var instrumented: Bool { arena != nil }

    /// Runs `body` as part of `pass` on this thread.
    @discardableResult
    func measure<Result>(_ pass: Pass, _ body: () throws -> Result) rethrows -> Result {
        guard let arena else { return try body() }
        let before = AllocationReading.now(arena: arena)
        let (result, milliseconds) = try clock.time(body)
        let after = AllocationReading.now(arena: arena)
        let allocations = before.delta(to: after)
        let measurement = PassMeasurement(milliseconds: milliseconds, allocatedBytes: allocations.bytes,
                                          allocations: allocations.requests)
        totals.add(measurement, to: pass)
        frame.add(measurement)
        framePasses.add(milliseconds, to: pass)
        return result
    }

    /// Runs `body`, a wait for the workers inside a measured section, and notes its time as waiting.
    func waiting<Result>(_ body: () throws -> Result) rethrows -> Result {
        guard instrumented else { return try body() }
        let (result, milliseconds) = try clock.time(body)
        totals.waitMilliseconds += milliseconds
        framePasses.wait += milliseconds
        return result
    }

    /// Adds work measured elsewhere (on the workers) to `pass`, outside any frame.
    func add(_ measurement: PassMeasurement, to pass: Pass) {
        totals.add(measurement, to: pass)
    }

    /// Starts a new frame: the sections measured from now on are its parts.
    func beginFrame() {
        frame = PassMeasurement()
        framePasses = FramePassTimes()
    }
}
