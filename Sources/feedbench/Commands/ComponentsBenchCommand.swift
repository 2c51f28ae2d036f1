import JSON
import Console
import ArgumentParser
import Bench
import Feed
import Foundation
import Harness

/// `feedbench components-bench`: what the components pipeline costs for one feed story, pass by pass;
/// the measuring is `Bench.ComponentsBenchmark`, over the story tree the harness lays out.
///
/// Not a test: times depend on the machine. Run a release build; a debug build warns. The attribute
/// writes of each remount are deterministic and checked: an edited story must write at least one
/// attribute, an identical layout none (exit status 1 otherwise).
struct ComponentsBenchCommand: FeedbenchCommand {
    static let configuration = CommandConfiguration(
        commandName: "components-bench",
        abstract: "Time building, laying out and mounting a feed story as components.",
        discussion: """
            The story: one of the scenario's feed, built by StoryComponents as the harness builds it, laid \
            out at the scenario's device width and scale, text measured with HarfBuzz. Each pass runs \
            ITERATIONS times after a warm-up; the median and the best are reported in microseconds \
            (milliseconds in --json). layout uses a warm text cache (as the feed does on scroll), \
            layout-cold a cache that stores nothing. mount mounts on a fresh host with a fresh mounter \
            (every view created); remount-changed mounts the story liked and unliked in turn on the same \
            host; remount-same mounts an equal layout.
            """
    )

    @Option(name: .long, help: ArgumentHelp(
        "The scenario whose feed and device to use (default: Scenarios/default.json, from FeedBench's folder).",
        valueName: "file"))
    var scenario: String?

    @Option(name: .long, help: ArgumentHelp("The story to measure (default: the feed's first).", valueName: "id"))
    var story: String?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Timed runs of each pass.", valueName: "count"))
    var iterations: Int = 2_000

    @OptionGroup var font: FontOption

    @Flag(name: .long, help: "Print the results as JSON instead of a table.")
    var json = false

    func checkOptions() throws {
        try require(iterations >= 1 && iterations <= 10_000_000, "--iterations must be between 1 and 10000000 (got \(iterations)).")
    }

    func execute() throws {
        Self.warnIfDebugBuild()
        let loaded = try BenchScenario.load(scenario)
        let stories = loaded.feed.resolvedStories()
        guard let chosen = story.map({ id in stories.first { $0.id.rawValue == id } }) ?? stories.first else {
            throw CommandFailure.badInput("\(scenario ?? BenchScenario.defaultPath): "
                + (story.map { "no story \(MessageText.quoted($0)) at the top of the feed" } ?? "the feed has no story"))
        }
        let fonts = try font.loadFonts()
        let (device, iterations) = (loaded.device, iterations)
        let result = try MainActor.assumeIsolated {
            try ComponentsBenchmark(story: chosen, device: device, fonts: fonts, iterations: iterations).run()
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
            print(String(decoding: try encoder.encode(result), as: UTF8.self))
        } else {
            print(result.table())
        }
        if let problem = result.remountProblem { throw CommandFailure.failed(problem) }
    }
}
