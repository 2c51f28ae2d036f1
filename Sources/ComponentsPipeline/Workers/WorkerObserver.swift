/// A phase of a worker job: a story's component tree built from the model, then laid out.
public enum WorkerPhase: String, CaseIterable, Hashable, Sendable {
    case build
    case layout
    /// Drawing a row's views ahead (`RowBitmaps`).
    case display
}

/// Measures the pipeline's own worker jobs, phase by phase (the harness's build and layout passes),
/// so the figures are those of the work the pipeline really did, not of a copy of it.
///
/// Called on the worker threads, concurrently (but never twice at once for one `worker`):
/// implementations must be thread-safe (`Sendable`) and must return `body()`'s result unchanged.
public protocol WorkerObserver: Sendable {
    /// Runs `body`, one phase of a job of queue `worker` (`0..<LayoutWorkers.count`), on the calling
    /// worker thread.
    func observe<Result>(_ phase: WorkerPhase, worker: Int, _ body: () -> Result) -> Result

    /// Runs `body`, one whole job of queue `worker` (its phases inside), on the calling worker thread:
    /// for what is read once per job rather than per phase (the thread's CPU time). `job` is a number no
    /// other job of these workers has; `request`, the coordinator's request that started the job
    /// (`LayoutWorkers.enqueue(request:_:)`), `nil` for none: which work a job's result belongs to.
    func observeJob<Result>(worker: Int, job: Int, request: Int?, _ body: () -> Result) -> Result
}

extension WorkerObserver {
    /// By default a job is not observed as a whole.
    public func observeJob<Result>(worker: Int, job: Int, request: Int?, _ body: () -> Result) -> Result { body() }
}
