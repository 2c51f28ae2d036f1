import Allocations
import ComponentsPipeline

/// The jemalloc arenas the harness counts allocation requests in. Each is used only by what is bound
/// to it, so a count is exact even while other threads allocate (DESIGN.md section 3: "allocations ...
/// read from jemalloc"):
/// - `passes`: the main thread's timed sections, one arena per pass (`SectionRequestCounter`);
/// - `build`, `layout`: the components pipeline's worker phases (`WorkerPhaseRecorder`).
///
/// Made once per process (arenas cannot be given back) and shared by every run; runs never overlap
/// (a `ScenarioRun` holds the main actor from start to end).
struct CountingArenas: Sendable {
    /// One per `Pass.allCases`, in that order.
    let passes: [Arena]
    let build: Arena
    let layout: Arena

    /// The arena of a worker phase.
    func arena(for phase: WorkerPhase) -> Arena {
        switch phase {
        case .build: build
        case .layout: layout
        }
    }

    /// The arena of the main thread's sections of `pass`.
    func section(_ pass: Pass) -> Arena {
        passes[Pass.allCases.firstIndex(of: pass) ?? 0]
    }

    private static let made: Result<CountingArenas, AllocatorError> = Result { () throws(AllocatorError) in
        var passes: [Arena] = []
        for _ in Pass.allCases { passes.append(try Arena.make()) }
        let arenas = CountingArenas(passes: passes, build: try Arena.make(), layout: try Arena.make())
        // Binding must work, or every count would silently land elsewhere.
        let home = arenas.build.bindCallingThread()
        let bound = Arena.current
        home.bindCallingThread()
        guard bound == arenas.build else {
            throw AllocatorError(description: "jemalloc did not bind this thread to a counting arena (mallctl thread.arena)")
        }
        return arenas
    }

    /// The process's arenas; throws when jemalloc cannot make them.
    static func shared() throws(AllocatorError) -> CountingArenas {
        try made.get()
    }
}
