/// Times passes on the main thread and adds them to per-pass totals and to the current frame.
///
/// For each measured section: allocation counters are read, the clock runs around the body only, and
/// the counters are read again; the section's time and allocations go to its pass and, when a frame
/// is open, to that frame.
///
/// Cost of measuring: reading the request count flushes the main thread's jemalloc cache, so each
/// timed section starts with an empty thread cache (its first allocation of each size class refills
/// it). This is outside the timed region but its after-effect is not; it is the same for both
/// pipelines.
///
/// Thread: main actor (the harness's main thread).
@MainActor
final class PassRecorder {
    private let clock = FrameClock()
    private(set) var totals = PassTotals()
    /// The frame being measured: the sum of its sections.
    private(set) var frame = PassMeasurement()

    /// Runs `body` as part of `pass` on this thread.
    @discardableResult
    func measure<Result>(_ pass: Pass, _ body: () throws -> Result) rethrows -> Result {
        let before = AllocationReading.now()
        let (result, milliseconds) = try clock.time(body)
        let after = AllocationReading.now()
        let allocations = before.delta(to: after)
        let measurement = PassMeasurement(milliseconds: milliseconds, allocatedBytes: allocations.bytes,
                                          allocations: allocations.requests)
        totals.add(measurement, to: pass)
        frame.add(measurement)
        return result
    }

    /// Adds work measured elsewhere (on the workers) to `pass`, outside any frame.
    func add(_ measurement: PassMeasurement, to pass: Pass) {
        totals.add(measurement, to: pass)
    }

    /// Starts a new frame: the sections measured from now on are its parts.
    func beginFrame() {
        frame = PassMeasurement()
    }
}
