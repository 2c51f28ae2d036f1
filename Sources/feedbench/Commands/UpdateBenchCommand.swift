import Console
import ArgumentParser
import Bench
import Feed
import Foundation
import Harness

/// `feedbench update-bench`: one like, from the mutation to the result on screen, in both pipelines, on
/// the same story; plus the streams' own cost. The measuring is `Bench.UpdateBenchmark` and
/// `Bench.StreamsBench`.
///
/// Not a test: times depend on the machine. Run a release build; a debug build warns.
struct UpdateBenchCommand: FeedbenchCommand {
    static let configuration = CommandConfiguration(
        commandName: "update-bench",
        abstract: "Time one like in both pipelines, from the edit to the result on screen, phase by phase.",
        discussion: """
            Shows the scenario's first screen in both pipelines (its device, MVC with its row-height mode, \
            the components pipeline on worker queues). Then, ITERATIONS times after a warm-up, likes the \
            story (or unlikes it when it is liked, so every iteration changes something) in both pipelines, \
            interleaved, and times each phase on the main thread: MVC's update (the notification chain up to \
            the re-measured rows) and display (the text typeset); the components pipeline's edit (the new \
            store), layout (the wait for the workers' rebuild), mount and display. Reports the median and p90 \
            of each phase in milliseconds, the bytes the main thread allocates per like (median), the \
            deterministic counters of one like in each pipeline, and the ratio of the totals. Then times \
            announcements through a chain of streams (depth 10, 1000 observers).
            """
    )

    @Option(name: .long, help: ArgumentHelp(
        "The scenario whose feed and device to use (default: Scenarios/default.json, from FeedBench's folder).",
        valueName: "file"))
    var scenario: String?

    @Option(name: .long, help: ArgumentHelp("The story to like (default: the feed's first).", valueName: "id"))
    var story: String?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Timed like/unlike updates of each pipeline.", valueName: "count"))
    var iterations = 1_000

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "Worker queues that build and lay out stories (default: the scenario's workers).", valueName: "count"))
    var workers: Int?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "Values announced through the streams benchmark's chain of maps (0 skips it).", valueName: "count"))
    var announcements = 1_000

    @OptionGroup var font: FontOption

    @Flag(name: .long, help: "Print the results as JSON instead of a table.")
    var json = false

    func checkOptions() throws {
        try require(iterations >= 1 && iterations <= 1_000_000, "--iterations must be between 1 and 1000000 (got \(iterations)).")
        try require(workers.map { (1...256).contains($0) } ?? true, "--workers must be between 1 and 256 (got \(workers ?? 0)).")
        try require(announcements >= 0 && announcements <= 10_000_000,
                  "--announcements must be between 0 and 10000000 (got \(announcements)).")
    }

    func execute() throws {
        Self.warnIfDebugBuild()
        let loaded = try BenchScenario.load(scenario)
        let fonts = try font.loadFonts()
        let count = workers ?? loaded.workers.resolved(processorCount: ProcessInfo.processInfo.activeProcessorCount)
        let (iterations, storyID) = (iterations, story.map { StoryID($0) })
        let result: UpdateBenchResult
        do {
            result = try MainActor.assumeIsolated {
                try UpdateBenchmark(scenario: loaded, fonts: fonts, workers: count, iterations: iterations,
                                    storyID: storyID).run()
            }
        } catch let refusal as UpdateBenchmark.Refusal {
            throw CommandFailure.badInput("\(scenario ?? BenchScenario.defaultPath): \(refusal)")
        }
        let streams = announcements > 0 ? StreamsBench.measure(announcements: announcements) : nil
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
            print(String(decoding: try encoder.encode(Output(updates: result, streams: streams)), as: UTF8.self))
        } else {
            print(result.table())
            if let streams { print(streams.line()) }
        }
    }

    private struct Output: Encodable {
        let updates: UpdateBenchResult
        let streams: StreamsBench?
    }
}
