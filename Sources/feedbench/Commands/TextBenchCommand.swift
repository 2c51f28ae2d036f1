import Console
import ArgumentParser
import Bench
import Foundation
import TextLayout

/// `feedbench text-bench`: what text measurement costs per label, against one raw `hb_shape` of the same
/// label; the measuring is `Bench.TextBenchmark`.
///
/// Not a test: figures depend on the machine. Run a release build; a debug build warns.
struct TextBenchCommand: FeedbenchCommand {
    static let configuration = CommandConfiguration(
        commandName: "text-bench",
        abstract: "Time text measurement per label: raw hb_shape, the layout's runs shaped, cold, cached, the cache lookup alone, and metrics.",
        discussion: """
            Generates LABELS feed labels from SEED (40% names in bold, 45% short messages of at most \
            3 lines, 15% long messages; words in several scripts and emoji, so fallback fonts are in the \
            mix), then times each pass ROUNDS times and reports the median and the best round in \
            microseconds per label (milliseconds in --json). raw hb_shape: one hb_shape of the whole label \
            with DejaVu, the reference; hb_shape runs: the runs a layout of the label shapes (one script \
            and one font each), shaped alone, the second reference; cold: a full layout with a cache that \
            stores nothing; cached: TextEngine.measure on a warm cache; lookup: TextCache.cachedLayout \
            alone; cached xN: N threads measuring the same labels at once on one shared cache, each from \
            its own copy of the strings (time per label per thread); metrics, metrics xN: the same with \
            TextEngine.metrics, which the pipelines size text with (a hit hands out no lines). Prints the \
            ratios of cold layout to both references. Exit status: 0 on success, 2 on bad input \
            or when the fonts cannot be loaded.
            """
    )

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("How many distinct labels to measure.", valueName: "count"))
    var labels: Int = 5_000

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Timed rounds per pass; the median and best are reported.", valueName: "count"))
    var rounds: Int = 7

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("The line width in points.", valueName: "points"))
    var width: Double = 343

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Seed of the label generator, 0 or more (same seed, same labels).", valueName: "n"))
    var seed = 2024

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Threads for the concurrent cached pass (default: the core count).", valueName: "count"))
    var threads: Int?

    /// `--threads`, or this machine's cores. (Optional, so the help says the default once, in words.)
    var threadCount: Int { threads ?? ProcessInfo.processInfo.activeProcessorCount }

    @OptionGroup var font: FontOption

    @Flag(name: .long, help: "Print the results as JSON instead of a table.")
    var json = false

    func checkOptions() throws {
        try require(labels >= 1 && labels <= 1_000_000, "--labels must be between 1 and 1000000 (got \(labels)).")
        try require(rounds >= 1 && rounds <= 1_000, "--rounds must be between 1 and 1000 (got \(rounds)).")
        try require(width.isFinite && width > 0, "--width must be a positive number of points (got \(width)).")
        try require(threadCount >= 1 && threadCount <= 256, "--threads must be between 1 and 256 (got \(threadCount)).")
        try require(seed >= 0, "--seed must be a whole number, 0 or more (got \(seed)).")
    }

    func execute() throws {
        Self.warnIfDebugBuild()
        let fonts = try font.loadFonts()
        let result = TextBenchmark(fonts: fonts, labels: labels, rounds: rounds, width: width, seed: UInt64(seed),
                                   threads: threadCount).run()
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
            print(String(decoding: try encoder.encode(result), as: UTF8.self))
        } else {
            print(result.table())
        }
    }
}
