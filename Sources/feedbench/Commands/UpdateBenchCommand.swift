import ArgumentParser
import Components
import ComponentsPipeline
import Feed
import FeedState
import FeedStyle
import Foundation
import Streams
import TextLayout
import Views

/// `feedbench update-bench`: the cost of one like in the components pipeline, from the mutation to
/// the mounted result, phase by phase, on a scenario's feed; plus the streams' own cost.
///
/// Not a test: times depend on the machine. Run a release build; a debug build warns.
struct UpdateBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "update-bench",
        abstract: "Time one like in the components pipeline, from the edit to the mounted rows.",
        discussion: """
            Lays out the scenario's feed on the worker queues and mounts the first screen (the \
            scenario's device, scroll offset 0). Then, ITERATIONS times after a warm-up, likes or \
            unlikes (alternately) the first visible story and times three phases on the main thread: \
            edit (the new FeedStore), layout (planning, rebuilding and laying out the changed stories \
            on the workers, including the hop there and back, which the main thread waits for), and \
            mount (remounting the changed rows and moving the rows below). Reports the median and p90 \
            of each phase in microseconds, and the deterministic counters of one like. Then times \
            StreamsBenchmark.announceThroughMaps (depth 10, 1000 observers).
            """
    )

    @Option(name: .long, help: ArgumentHelp("The scenario whose feed and device to use.", valueName: "file"))
    var scenario = "Scenarios/default.json"

    @Option(name: .long, help: ArgumentHelp("Timed like/unlike updates.", valueName: "count"))
    var iterations = 2_000

    @Option(name: .long, help: ArgumentHelp(
        "Worker queues that build and lay out stories (default: the scenario's workers).", valueName: "count"))
    var workers: Int?

    @Option(name: .long, help: ArgumentHelp(
        "Values announced through the streams benchmark's chain of maps (0 skips it).", valueName: "count"))
    var announcements = 1_000

    @OptionGroup var font: FontOption

    @Flag(name: .long, help: "Print the results as JSON instead of a table.")
    var json = false

    func validate() throws {
        guard iterations >= 1 && iterations <= 1_000_000 else {
            throw ValidationError("--iterations must be between 1 and 1000000 (got \(iterations)).")
        }
        if let workers, !(1...64).contains(workers) {
            throw ValidationError("--workers must be between 1 and 64 (got \(workers)).")
        }
        guard announcements >= 0 && announcements <= 10_000_000 else {
            throw ValidationError("--announcements must be between 0 and 10000000 (got \(announcements)).")
        }
    }

    func run() throws {
        #if DEBUG
        Self.printError("warning: this is a debug build; build with -c release for real figures.")
        #endif
        let loaded: Scenario
        let store: FeedStore
        do {
            loaded = try ScenarioLoader.load(path: scenario)
            store = try FeedStore(stories: loaded.feed.resolvedStories())
        } catch {
            Self.printError("\(error)")
            throw ExitCode(2)
        }
        let fonts = try font.loadFonts(for: "update-bench")
        let bench = UpdateBench(scenario: loaded, store: store, fonts: fonts,
                                workers: workers ?? loaded.workers.resolved(processorCount: ProcessInfo.processInfo.activeProcessorCount),
                                iterations: iterations)
        var report = try MainActor.assumeIsolated { try bench.run() }
        if announcements > 0 {
            report.streams = UpdateBenchReport.Streams.measure(announcements: announcements)
        }
        print(json ? try report.json() : report.table())
    }

    static func printError(_ message: String) {
        FileHandle.standardError.write(Data("feedbench update-bench: \(message)\n".utf8))
    }
}

/// The measurement behind `update-bench`: a feed mounted at the scenario's device, then like/unlike
/// updates of its first visible story, each timed phase by phase on the main thread.
private struct UpdateBench {
    let scenario: Scenario
    let store: FeedStore
    let fonts: FontLibrary
    let workers: Int
    let iterations: Int

    @MainActor
    func run() throws -> UpdateBenchReport {
        let device = scenario.device
        let environment = StoryLayoutEnvironment(
            style: FeedStyle(device: device),
            context: LayoutContext(textEngine: TextEngine(fonts: fonts), pointScaleFactor: device.scale),
            width: device.width)
        let pool = LayoutWorkers(count: workers)
        let estimated = ComponentFeed(estimating: store, environment: environment)
        let first = pool.runAndWait { estimated.layingOut(.everything, workers: pool) }
        let viewport = FeedViewport(width: device.width, height: device.height)
        let mounter = FeedMounter(feed: first.feed, viewport: viewport,
                                  context: ViewContext(textEngine: environment.context.textEngine))
        guard let position = mounter.mountedPositions.first, let story = first.feed.store.story(at: position) else {
            UpdateBenchCommand.printError("the feed shows no story on the first screen")
            throw ExitCode(2)
        }

        var feed = first.feed
        var like = !story.viewerLikes
        var counters: UpdateBenchReport.Counters?
        var samples = (edit: [Double](), layout: [Double](), mount: [Double](), total: [Double]())
        let clock = ContinuousClock()
        let warmUp = max(2, iterations / 10)
        for round in 0..<(warmUp + iterations) {
            let edit: FeedEdit = like ? .like(story.id) : .unlike(story.id)
            let start = clock.now
            let next = edit.apply(to: feed.store)
            let edited = clock.now
            let current = feed
            let update = pool.runAndWait { current.updating(to: next, workers: pool) }
            let laidOut = clock.now
            let mount = mounter.apply(update)
            let mounted = clock.now
            feed = update.feed
            if like && counters == nil {
                counters = UpdateBenchReport.Counters(update: update, mount: mount)
            }
            if round >= warmUp {
                samples.edit.append(Self.microseconds(edited - start))
                samples.layout.append(Self.microseconds(laidOut - edited))
                samples.mount.append(Self.microseconds(mounted - laidOut))
                samples.total.append(Self.microseconds(mounted - start))
            }
            like.toggle()
        }
        guard let counters else {
            UpdateBenchCommand.printError("no like was measured")
            throw ExitCode(1)
        }
        return UpdateBenchReport(
            scenario: scenario.name, storyID: story.id.rawValue, stories: store.count, workers: workers,
            iterations: iterations, viewport: "\(Int(device.width)) x \(Int(device.height)) @\(Int(device.scale))x",
            mountedRows: mounter.mountedPositions.count, firstMountViews: mounter.initialReport.viewsCreated,
            firstMountWrites: mounter.initialReport.attributeWrites, phases: [
                .init(name: "edit", samples: samples.edit), .init(name: "layout", samples: samples.layout),
                .init(name: "mount", samples: samples.mount), .init(name: "total", samples: samples.total),
            ], oneLike: counters, jobsOnMainThread: pool.jobsRunOnMainThread)
    }

    static func microseconds(_ duration: Duration) -> Double {
        BenchTiming.seconds(duration) * 1e6
    }
}

/// The figures of one `update-bench` run.
private struct UpdateBenchReport: Encodable {
    /// One phase of an update: median and p90 over the timed iterations, in microseconds.
    struct Phase: Encodable {
        let name: String
        let medianMicroseconds: Double
        let p90Microseconds: Double

        init(name: String, samples: [Double]) {
            let sorted = samples.sorted()
            self.name = name
            medianMicroseconds = BenchTiming.percentile(0.5, of: sorted)
            p90Microseconds = BenchTiming.percentile(0.9, of: sorted)
        }
    }

    /// The deterministic counters of one like: the same on every machine.
    struct Counters: Encodable {
        let changedStories: Int
        let storiesRebuilt: Int
        let layoutsComputed: Int
        let rowsRemounted: Int
        let rowsMoved: Int
        /// Rows that entered or left the viewport because a row above changed height.
        let rowsMounted: Int
        let rowsUnmounted: Int
        /// Every attribute write of the update: the remounted rows' changes, plus the resets of the
        /// views of rows that left (and the writes of rows that entered).
        let attributeWrites: Int
        /// Of `attributeWrites`, the resets (`unapply`) of views put back in the pool or no longer set.
        let attributesUnapplied: Int
        let viewsCreated: Int

        init(update: ComponentFeedUpdate, mount: FeedMountReport) {
            changedStories = update.change?.changedStoryIDs.count ?? 0
            storiesRebuilt = update.storiesBuilt
            layoutsComputed = update.layoutsComputed
            rowsRemounted = mount.rowsRemounted
            rowsMoved = mount.rowsMoved
            rowsMounted = mount.rowsMounted
            rowsUnmounted = mount.rowsUnmounted
            attributeWrites = mount.attributeWrites
            attributesUnapplied = mount.mounting.attributesUnapplied
            viewsCreated = mount.viewsCreated
        }
    }

    /// `StreamsBenchmark.announceThroughMaps(depth: 10, observers: 1000, announcements: N)`.
    struct Streams: Encodable {
        let depth: Int
        let observers: Int
        let announcements: Int
        let deliveries: Int
        let seconds: Double
        let nanosecondsPerDelivery: Double

        static func measure(announcements: Int) -> Streams {
            let (depth, observers) = (10, 1_000)
            _ = StreamsBenchmark.announceThroughMaps(depth: depth, observers: observers, announcements: max(1, announcements / 10))
            let run = StreamsBenchmark.announceThroughMaps(depth: depth, observers: observers, announcements: announcements)
            return Streams(depth: depth, observers: observers, announcements: announcements, deliveries: run.deliveries,
                           seconds: run.seconds, nanosecondsPerDelivery: run.seconds * 1e9 / Double(max(run.deliveries, 1)))
        }
    }

    let scenario: String
    let storyID: String
    let stories: Int
    let workers: Int
    let iterations: Int
    let viewport: String
    let mountedRows: Int
    let firstMountViews: Int
    let firstMountWrites: Int
    let phases: [Phase]
    let oneLike: Counters
    /// Jobs that ran on the main thread: must be 0.
    let jobsOnMainThread: Int
    var streams: Streams?

    func table() -> String {
        var rows = [
            "\"\(scenario)\": \(stories) stories, first screen \(viewport): \(mountedRows) rows, \(firstMountViews) views, "
                + "\(firstMountWrites) attribute writes; \(workers) worker queue\(workers == 1 ? "" : "s"); "
                + "like/unlike story \(storyID), \(iterations) iterations",
            "phase          us (median)      us (p90)",
        ]
        for phase in phases {
            rows.append(phase.name.padding(toLength: 10, withPad: " ", startingAt: 0)
                + String(format: "%15.2f %13.2f", phase.medianMicroseconds, phase.p90Microseconds))
        }
        rows.append("one like: \(oneLike.changedStories) changed stories, \(oneLike.storiesRebuilt) rebuilt, "
            + "\(oneLike.layoutsComputed) layouts, \(oneLike.rowsRemounted) rows remounted, \(oneLike.rowsMoved) moved, "
            + "\(oneLike.rowsMounted) mounted, \(oneLike.rowsUnmounted) unmounted (left the viewport), "
            + "\(oneLike.attributeWrites) attribute writes (\(oneLike.attributesUnapplied) of them resets), "
            + "\(oneLike.viewsCreated) views created; jobs on the main thread: \(jobsOnMainThread)")
        if let streams {
            rows.append(String(format: "streams: %d announcements through %d maps to %d observers: %.3f ms, %.2f ns per delivery",
                               streams.announcements, streams.depth, streams.observers, streams.seconds * 1e3,
                               streams.nanosecondsPerDelivery))
        }
        return rows.joined(separator: "\n")
    }

    func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}
