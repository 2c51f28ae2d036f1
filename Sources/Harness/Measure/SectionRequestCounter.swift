import Allocations

/// Counts the main thread's allocation requests per pass, and in a counting repetition per segment
/// (segment 0: the set-up before frame 0; segment k + 1: frame k).
///
/// How: during a timed section of pass P the main thread is bound to P's counting arena and bound back
/// to its own arena after (about 0.4 µs each, outside the timed region); leaving an arena merges the
/// thread cache's request count into it, so the arena's count is exactly the requests of P's sections.
///
/// Why counts per frame need a repetition of their own: reading a count means refreshing jemalloc's
/// statistics snapshot, which walks every arena under its locks (about 30 µs here) and leaves the
/// main thread's caches cold. Done once per frame it made the next frames 37–54% slower (MVC, 1,000
/// stories, `feedbench harness-bench`), against 2% for the bindings alone. So timed repetitions read
/// the counts once, at the end (`perSegment: false`), and a counting repetition, whose times are
/// thrown away, reads them after every frame (`perSegment: true`).
///
/// Thread: main thread only.
final class SectionRequestCounter {
    private let arenas: CountingArenas
    /// The arena the main thread allocates from between sections (kept, so never purged).
    private let home: Arena
    private let perSegment: Bool
    /// The last count read from each pass's arena.
    private var last: [UInt64]
    /// Requests per segment and pass (`perSegment`), or one segment for the whole repetition: segment s
    /// pass p at `s * passCount + p`, one flat array reserved up front, so reading a segment allocates
    /// nothing (in a counting repetition it would show in the live heap the repetition samples).
    private var segments: [UInt64] = []
    private let passCount = Pass.allCases.count

    /// Call on the main thread, outside every timed region (it reads the statistics once).
    /// - Parameter expectedSegments: how many segments to reserve room for.
    init(arenas: CountingArenas, perSegment: Bool, expectedSegments: Int = 2) {
        self.arenas = arenas
        self.perSegment = perSegment
        home = arenas.home
        segments.reserveCapacity(max(1, perSegment ? expectedSegments : 1) * passCount)
        Jemalloc.refreshStatistics()
        last = arenas.passes.map(\.requestsInSnapshot)
    }

    /// Binds the main thread to the arena of `pass` (just before the clock starts).
    func enter(_ pass: Pass) {
        arenas.section(pass).bindCallingThread()
    }

    /// Binds the main thread back to its own arena (just after the clock stops).
    func leave() {
        home.bindCallingThread()
    }

    /// Ends the current segment; in a counting repetition its requests are read now.
    func endSegment() {
        if perSegment { read() }
    }

    /// Ends the last segment and returns the requests per pass of every segment read (one entry for
    /// the whole repetition when not `perSegment`).
    func finish() -> [[UInt64]] {
        read()
        return stride(from: 0, to: segments.count, by: passCount).map { Array(segments[$0..<($0 + passCount)]) }
    }

    private func read() {
        Jemalloc.refreshStatistics()
        for index in 0..<passCount {
            let now = arenas.passes[index].requestsInSnapshot
            segments.append(now &- last[index])
            last[index] = now
        }
    }
}
