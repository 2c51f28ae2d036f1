import ComponentsPipeline
import Feed
import Synchronization
import Testing
import Views

/// The prefetcher numbers its requests, its workers tell an observer which request each job was for, and the
/// controller says which request's feed it has mounted: what a trace links a job to the frame that showed it by.
@MainActor
struct RequestNumberTests {
    /// Keeps the job number and request of every job.
    final class JobLog: WorkerObserver {
        let jobs = Mutex<[(job: Int, request: Int?)]>([])

        func observe<Result>(_ phase: WorkerPhase, worker: Int, _ body: () -> Result) -> Result { body() }

        func observeJob<Result>(worker: Int, job: Int, request: Int?, _ body: () -> Result) -> Result {
            jobs.withLock { $0.append((job, request)) }
            return body()
        }

        var requests: [Int?] { jobs.withLock { $0.map(\.request) } }
        var jobNumbers: [Int] { jobs.withLock { $0.map(\.job) } }
    }

    @Test func jobsKnowTheirRequestAndTheControllerWhichRequestIsMounted() throws {
        let log = JobLog()
        let environment = try TestFeeds.environment()
        let controller = ComponentFeedController(
            store: try PrefetchTests.longFeed(), environment: environment, viewportWidth: TestFeeds.width,
            viewportHeight: TestFeeds.everything.height, viewContext: ViewContext(textEngine: environment.context.textEngine),
            workers: LayoutWorkers(count: 2, observer: log), policy: FeedPolicy(prefetchViewports: nil, updates: .synchronous))
        #expect(controller.mountedRequest == 0)
        controller.showFirstScreen()
        // The first screen is request 1, every story laid out in it; it is what the screen shows.
        #expect(controller.prefetcher.counters.requests == 1 && controller.mountedRequest == 1)
        #expect(!log.requests.isEmpty && log.requests.allSatisfy { $0 == 1 })
        let firstScreenJobs = log.requests.count
        // An edit is the next request: its jobs (the story rebuilt) say so, and its changeset mounted says so.
        controller.submit(.like("p3"))
        #expect(controller.prefetcher.counters.requests == 2 && controller.mountedRequest == 2)
        #expect(log.requests.count > firstScreenJobs && log.requests.dropFirst(firstScreenJobs).allSatisfy { $0 == 2 })
        // Every job has a number of its own.
        #expect(Set(log.jobNumbers).count == log.jobNumbers.count)
        // Work no request asked for has none.
        let before = log.requests.count
        _ = controller.prefetcher.workers.map([1, 2]) { $0 }
        #expect(log.requests.count == before + 2 && log.requests.dropFirst(before).allSatisfy { $0 == nil })
    }
}
