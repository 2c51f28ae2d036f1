/// How fast this machine is right now: a fixed CPU and memory workload that uses none of FeedBench's own
/// code (so a regression in the pipelines cannot slow it), timed beside every repetition. On a shared
/// machine the same code runs 20-50% slower for seconds at a time (another tenant, a lower clock); times
/// divided by the probe's are comparable across runs made at different moments (the CI gate uses them).
public enum SpeedProbe {
    /// The workload's time in milliseconds: the median of `rounds` runs.
    public static func milliseconds(rounds: Int = 3) -> Double {
        let clock = ContinuousClock()
        var times: [Double] = []
        for _ in 0..<max(1, rounds) {
            let start = clock.now
            var checksum = workload()
            let elapsed = clock.now - start
            withUnsafeMutablePointer(to: &checksum) { _ in } // keeps the work from being optimised away
            let (seconds, attoseconds) = elapsed.components
            times.append(Double(attoseconds) / 1e15 + Double(seconds) * 1_000)
        }
        times.sort()
        return times[times.count / 2]
    }

    /// About a millisecond of work like a layout pass's: integer arithmetic, a sort, hashing and allocation.
    static func workload() -> UInt64 {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var values = [UInt64]()
        values.reserveCapacity(8_192)
        for _ in 0..<8_192 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            values.append(state >> 7)
        }
        values.sort()
        var table = [UInt64: Int](minimumCapacity: 2_048)
        for (index, value) in values.enumerated() where index % 4 == 0 { table[value % 4_099, default: 0] += index }
        var checksum: UInt64 = 0
        for (key, value) in table { checksum = checksum &+ key &* UInt64(value) }
        return checksum &+ values[values.count / 2]
    }
}
