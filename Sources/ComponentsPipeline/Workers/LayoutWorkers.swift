import Dispatch
import Foundation
import Synchronization

/// The threads that build and lay out stories: `count` serial Dispatch queues for the jobs, plus one
/// serial coordinator queue that plans an update, fans its jobs out and assembles the result.
///
/// ## Thread contract
/// - Every job, and every `runAndWait` / `enqueue` body, executes on one of these queues, never on the
///   calling thread, so never on the main thread.
/// - Job *i* of a `map` runs on queue *i* mod `count`; the output order is the input order, whatever
///   the number of queues, so results do not depend on `count`.
/// - `map` blocks its caller until every job has finished: call it from the coordinator (inside `runAndWait` or `enqueue`)
///   or from any thread that is not one of the worker queues (a worker calling `map` can deadlock).
/// - `Sendable`: share one instance between the pipeline and the harness; all state is immutable or
///   atomic.
public final class LayoutWorkers: Sendable {
    /// The number of worker queues.
    public let count: Int
    private let queues: [JobQueue]
    private let coordinator: JobQueue
    private let jobsStarted = Atomic<Int>(0)
    /// The request of the coordinator's running work (0: none), for the observer to tell which request a
    /// job was for: written by the coordinator as each work item starts and ends, read by `map` once per
    /// call (a `map` called off the coordinator while it runs a request would take that request's number).
    private let runningRequest = Atomic<Int>(0)
    private let jobsOnMain = Atomic<Int>(0)
    /// Measures the phases of the jobs (`phase(_:worker:_:)`); `nil`: nothing is measured.
    public let observer: (any WorkerObserver)?

    /// - Parameters:
    ///   - count: worker queues, at least 1 (smaller values are raised to 1).
    ///   - observer: told about every job phase run through `phase(_:worker:_:)`, on the worker thread.
    ///   - dedicatedThreads: each queue runs on one thread of its own instead of Dispatch's pool
    ///     (`JobQueue`): for counting instructions, where which pool thread ran a job must not matter.
    public init(count: Int = 4, label: String = "feedbench.layout", observer: (any WorkerObserver)? = nil,
                dedicatedThreads: Bool = false) {
        let count = max(1, count)
        self.count = count
        self.observer = observer
        func queue(_ name: String) -> JobQueue {
            dedicatedThreads ? .thread(DedicatedThread(label: name)) : .dispatch(DispatchQueue(label: name, qos: .userInitiated))
        }
        queues = (0..<count).map { queue("\(label).worker\($0)") }
        coordinator = queue("\(label).coordinator")
    }

    deinit {
        for queue in queues { queue.finish() }
        coordinator.finish()
    }

    /// Jobs run by `map` since the workers were made.
    public var jobsRun: Int { jobsStarted.load(ordering: .relaxed) }

    /// Jobs that found themselves on the main thread: 0 unless the thread contract is broken.
    public var jobsRunOnMainThread: Int { jobsOnMain.load(ordering: .relaxed) }

    /// `transform` applied to every input on the worker queues, the outputs in input order.
    ///
    /// Blocks the calling thread until all jobs are done (see the thread contract).
    /// - Complexity: the jobs' own cost, spread over `count` queues, plus O(n) bookkeeping.
    public func map<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], _ transform: @escaping @Sendable (Input) -> Output
    ) -> [Output] {
        map(inputs) { input, _ in transform(input) }
    }

    /// `transform` applied to every input on the worker queues, told which queue (`0..<count`) runs
    /// it: jobs of one queue never run at the same time, so per-queue state needs no sharing.
    public func map<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], _ transform: @escaping @Sendable (Input, _ worker: Int) -> Output
    ) -> [Output] {
        guard !inputs.isEmpty else { return [] }
        let slots = ResultSlots<Output>(count: inputs.count)
        let group = DispatchGroup()
        let running = runningRequest.load(ordering: .relaxed)
        let request = running > 0 ? running : nil
        for (index, input) in inputs.enumerated() {
            let worker = index % count
            queues[worker].async(group: group) { [self] in
                let job = jobsStarted.wrappingAdd(1, ordering: .relaxed).newValue
                if Thread.isMainThread { jobsOnMain.wrappingAdd(1, ordering: .relaxed) }
                let output = observer.map {
                    $0.observeJob(worker: worker, job: job, request: request) { transform(input, worker) }
                } ?? transform(input, worker)
                slots.store(output, at: index)
            }
        }
        group.wait()
        return slots.values()
    }

    /// Runs `body` as `phase` of a job on queue `worker`, through the observer when there is one.
    /// Call it inside a job.
    public func phase<Result>(_ phase: WorkerPhase, worker: Int, _ body: () -> Result) -> Result {
        guard let observer else { return body() }
        return observer.observe(phase, worker: worker, body)
    }

    /// Queues `work` on the coordinator queue and returns at once (the caller never waits): for
    /// prefetch started by the main thread. Work queued this way and by `runAndWait` runs one
    /// at a time, in the order it was queued. The jobs `work` maps are told `request` (a positive
    /// number the caller gives its requests; `nil`: none), so an observer can tell whose they are.
    public func enqueue(request: Int? = nil, _ work: @escaping @Sendable () -> Void) {
        coordinator.async { [self] in
            runningRequest.store(request ?? 0, ordering: .relaxed)
            work()
            runningRequest.store(0, ordering: .relaxed)
        }
    }

    /// Runs `work` on the coordinator queue while the calling thread waits for it: the frame model's
    /// "the main thread waits for a layout that is not ready", for synchronous callers (the benchmark).
    /// Never call it from the coordinator queue itself. `request` as for `enqueue(request:_:)`.
    public func runAndWait<Result: Sendable>(request: Int? = nil, _ work: @escaping @Sendable () -> Result) -> Result {
        let slot = ResultSlots<Result>(count: 1)
        let done = DispatchSemaphore(value: 0)
        coordinator.async { [self] in
            runningRequest.store(request ?? 0, ordering: .relaxed)
            slot.store(work(), at: 0)
            runningRequest.store(0, ordering: .relaxed)
            done.signal()
        }
        done.wait()
        guard let result = slot.values().first else {
            preconditionFailure("the coordinator signalled before storing its result")
        }
        return result
    }
}

/// Write-once result slots filled by concurrent jobs, read after they have all finished.
/// A lock (`Mutex`) guards the array, so it is `Sendable` without `@unchecked`.
final class ResultSlots<Value: Sendable>: Sendable {
    private let slots: Mutex<[Value?]>

    init(count: Int) {
        slots = Mutex([Value?](repeating: nil, count: count))
    }

    func store(_ value: Value, at index: Int) {
        slots.withLock { $0[index] = value }
    }

    /// The stored values in slot order (empty slots skipped: none once every job has stored).
    func values() -> [Value] {
        slots.withLock { $0.compactMap { $0 } }
    }
}
