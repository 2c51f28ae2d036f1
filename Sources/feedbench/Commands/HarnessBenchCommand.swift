import Bench
import Console
import ArgumentParser
import Feed
import Foundation
import Harness

/// `feedbench harness-bench`: the harness measuring itself: linear scaling and recycling
/// from 100 to 10,000 stories, the timer's and counters' overhead, and the parallel build's speed-up.
///
/// Not a test: times depend on the machine. Run a release build; a debug build warns.
struct HarnessBenchCommand: FeedbenchCommand {
    static let configuration = CommandConfiguration(
        commandName: "harness-bench",
        abstract: "Benchmark the harness itself: scaling, recycling, measuring overhead, parallel build.",
        discussion: """
            Scaling: for each SIZE, a generated mixed feed of SIZE stories (seed 1) on a 375 x 667 phone is \
            scrolled from top to bottom at 300 points a frame through each pipeline (one warm-up, one \
            measured repetition); prints the main-thread frame time per story, the set-up (build, mount) \
            per story, the workers' build and layout per story, p99, peak live views and the views created \
            after the first screen. Flat per-story costs and peak live views mean linear scaling and working \
            recycling. Overhead: the scroll of the OVERHEAD-STORIES feed, ROUNDS times with the harness's \
            instrumentation and without (alternating), medians compared: how much the reported frame times \
            exceed the bare ones, and how much longer the instrumented loop takes; and each story's worker \
            job with the phase observer (its per-job work included) and without, in turn on one worker \
            queue, ROUNDS times from a cold text cache. Parallel build: that feed built and laid out with 1 \
            worker and with THREADS.
            """
    )

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Feed sizes for the scaling run, comma-separated.", valueName: "list"))
    var sizes = Parsed(FeedSizes(sizes: [100, 1_000, 10_000]))

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Rounds of the overhead and parallel-build measurements.", valueName: "count"))
    var rounds = 5

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Worker threads (default: the processors of this machine).", valueName: "count"))
    var threads: Int?

    /// `--threads`, or this machine's processors. (Optional, so the help says the default once, in words.)
    var threadCount: Int { threads ?? ProcessInfo.processInfo.activeProcessorCount }

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Stories of the overhead and parallel-build feed.", valueName: "count"))
    var overheadStories = 1_000

    @OptionGroup var font: FontOption

    @Flag(name: .long, help: "Print the results as JSON instead of a table.")
    var json = false

    func checkOptions() throws {
        _ = try sizes.value()
        try require((1...100).contains(rounds), "--rounds must be between 1 and 100 (got \(rounds)).")
        let workers = ScenarioLimits.standard.maximumWorkers
        try require((1...workers).contains(threadCount), "--threads must be between 1 and \(workers) (got \(threadCount)).")
        try require((1...100_000).contains(overheadStories), "--overhead-stories must be between 1 and 100000 (got \(overheadStories)).")
    }

    func execute() throws {
        Self.warnIfDebugBuild()
        let fonts = try font.loadFonts()
        let benchmark = try MainActor.assumeIsolated {
            HarnessBenchmark(fonts: fonts, sizes: try sizes.value().sizes, rounds: rounds, threads: threadCount,
                             overheadStories: overheadStories)
        }
        let result = try MainActor.assumeIsolated {
            try benchmark.run { step in
                if !json { FileHandle.standardError.write(Data("  \(step)\n".utf8)) }
            }
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
            print(String(decoding: try encoder.encode(result), as: UTF8.self))
        } else {
            print(HarnessBenchTable.text(result))
        }
    }
}

extension HarnessBenchCommand {
    /// `--sizes`: feed sizes, comma-separated, each from 1 to 100,000, in the order given.
    struct FeedSizes: OptionValue {
        let sizes: [Int]

        init(sizes: [Int]) { self.sizes = sizes }

        init(option text: String) throws(CommandFailure) {
            let values = text.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
            guard !values.isEmpty, values.allSatisfy({ $0.map { (1...100_000).contains($0) } ?? false }) else {
                throw .badInput("--sizes: give feed sizes from 1 to 100000, comma-separated (got \"\(text)\").")
            }
            sizes = values.compactMap { $0 }
        }

        var optionText: String { sizes.map(String.init).joined(separator: ",") }
    }
}
