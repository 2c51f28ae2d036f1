import Allocations
import ComponentsPipeline

/// The jemalloc arenas the harness counts allocation requests in: one for the main thread's passes
/// and one per worker phase. Each is used only by what is bound to it, so a pass's request count is
/// exact even while other threads allocate (DESIGN.md section 3: "allocations ... read from jemalloc").
///
/// Made once per process (arenas cannot be given back) and shared by every run; runs never overlap
/// (a `ScenarioRun` holds the main actor from start to end).
struct CountingArenas: Sendable {
    let main: Arena
    let build: Arena
    let layout: Arena

    /// The arena of a worker phase.
    func arena(for phase: WorkerPhase) -> Arena {
        switch phase {
        case .build: build
        case .layout: layout
        }
    }

    private static let made: Result<CountingArenas, AllocatorError> = Result { () throws(AllocatorError) in
        try CountingArenas(main: Arena.make(), build: Arena.make(), layout: Arena.make())
    }

    /// The process's arenas; throws when jemalloc cannot make them.
    static func shared() throws(AllocatorError) -> CountingArenas {
        try made.get()
    }
}
