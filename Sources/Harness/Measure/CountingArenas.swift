import Allocations
import ComponentsPipeline

import Synchronization

/// The jemalloc arenas the harness counts allocation requests in. Each is used only by what is bound
/// to it, so a count is exact even while other threads allocate (DESIGN.md section 3: "allocations ...
/// read from jemalloc"):
/// - `passes`: the main thread's timed sections, one arena per pass (`SectionRequestCounter`);
/// - `workers(_:)`: the components pipeline's worker phases, one arena per worker queue and phase
///   (`WorkerPhaseRecorder`), so two workers never share one (no lock contention between them, and
///   each keeps its own memory, as without counting).
///
/// - `home`: where a thread that measures returns between sections (it counts nothing).
///
/// Every one is kept (`Arena.makeKept()`): never left without a thread, so jemalloc never purges it
/// when a section ends. Made once per process (arenas cannot be given back) and shared by every run;
/// runs never overlap (a `ScenarioRun` holds the main actor from start to end).
struct CountingArenas: Sendable {
    /// One per `Pass.allCases`, in that order.
    let passes: [Arena]
    let home: Arena

    /// The arena of the main thread's sections of `pass`.
    func section(_ pass: Pass) -> Arena {
        passes[pass.index]
    }

    /// The arenas of worker queues `0..<count`, each indexed by `WorkerPhase.allCases`; made on first
    /// use and kept for later runs.
    func workers(_ count: Int) throws(AllocatorError) -> [[Arena]] {
        try Self.workerPool.withLock { pool throws(AllocatorError) -> [[Arena]] in
            while pool.count < count {
                var phases: [Arena] = []
                for _ in WorkerPhase.allCases { phases.append(try Arena.makeKept()) }
                pool.append(phases)
            }
            return Array(pool.prefix(count))
        }
    }

    private static let workerPool = Mutex<[[Arena]]>([])

    private static let made: Result<CountingArenas, AllocatorError> = Result { () throws(AllocatorError) in
        var passes: [Arena] = []
        for _ in Pass.allCases { passes.append(try Arena.makeKept()) }
        let arenas = CountingArenas(passes: passes, home: try Arena.makeKept())
        // A thread looks its allocated-bytes counter up on its first read (a mallctl call): for this thread,
        // here, not inside the first section that counts requests.
        _ = Jemalloc.threadAllocatedBytes
        // Binding must work, or every count would silently land elsewhere.
        let home = passes[0].bindCallingThread()
        let bound = Arena.current
        home.bindCallingThread()
        guard bound == passes[0] else {
            throw AllocatorError(description: "jemalloc did not bind this thread to a counting arena (mallctl thread.arena)")
        }
        return arenas
    }

    /// The process's arenas; throws when jemalloc cannot make them.
    static func shared() throws(AllocatorError) -> CountingArenas {
        try made.get()
    }
}
