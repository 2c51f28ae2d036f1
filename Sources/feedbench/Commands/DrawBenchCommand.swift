import Console
import ArgumentParser
import Bench
import Foundation
import TextLayout

/// `feedbench draw-bench`: what drawing a label and decoding a photo cost, against a raw `cairo_show_glyphs`
/// of the same glyphs and a raw `tjDecompress2` of the same bytes; the measuring is `Bench.DrawBenchmark`.
///
/// Not a test: figures depend on the machine. Run a release build; a debug build warns.
struct DrawBenchCommand: FeedbenchCommand {
    static let configuration = CommandConfiguration(
        commandName: "draw-bench",
        abstract: "Time drawing a label and decoding a photo against raw cairo_show_glyphs and tjDecompress2.",
        discussion: """
            Lays out LABELS feed labels from SEED (the text-bench labels; those with emoji are left out, as \
            FeedBench draws colour glyphs from their bitmaps) at WIDTH points, and makes PHOTOS JPEG photos \
            at the sizes of a feed's photo views (a story's photo, a link card's thumbnail, an avatar) at \
            SCALE pixels a point. Then times, ROUNDS rounds interleaved after an untimed one, in microseconds \
            per label or photo: raw cairo_show_glyphs (each label's glyphs on a fresh surface: the \
            reference), label draw (as a label view draws itself), lines shaped again (the part of label \
            draw that shapes the lines whose glyphs the layout did not keep), raw tjDecompress2 (the reference), photo decode (JPEG.decode of \
            the same bytes) and photo draw (an image view: decode and scale into its bitmap). Prints the two \
            ratios against their bars (1.2x and 1.1x). Exit status: 0 on success, whatever the ratios; 2 on \
            bad input or when the fonts cannot be loaded.
            """
    )

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("How many labels to generate.", valueName: "count"))
    var labels: Int = 2_000

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("How many photos to decode.", valueName: "count"))
    var photos: Int = 24

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Timed rounds per pass; the median and best are reported.", valueName: "count"))
    var rounds: Int = 7

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("The labels' width (and the story photo's) in points.", valueName: "points"))
    var width: Double = 343

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Pixels per point.", valueName: "scale"))
    var scale: Double = 3

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Seed of the label generator, 0 or more (same seed, same labels).", valueName: "n"))
    var seed = 2024

    @OptionGroup var font: FontOption

    @Flag(name: .long, help: "Print the results as JSON instead of a table.")
    var json = false

    func checkOptions() throws {
        try require(labels >= 1 && labels <= 100_000, "--labels must be between 1 and 100000 (got \(labels)).")
        try require(photos >= 1 && photos <= 1_000, "--photos must be between 1 and 1000 (got \(photos)).")
        try require(rounds >= 1 && rounds <= 1_000, "--rounds must be between 1 and 1000 (got \(rounds)).")
        try require(width.isFinite && width >= 1 && width <= 2_000, "--width must be between 1 and 2000 points (got \(width)).")
        try require(scale.isFinite && scale >= 1 && scale <= 4, "--scale must be between 1 and 4 (got \(scale)).")
        try require(seed >= 0, "--seed must be a whole number, 0 or more (got \(seed)).")
    }

    func execute() throws {
        Self.warnIfDebugBuild()
        let fonts = try font.loadFonts()
        let result = DrawBenchmark(fonts: fonts, labels: labels, photos: photos, rounds: rounds, width: width, scale: scale,
                                   seed: UInt64(seed)).run()
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
            print(String(decoding: try encoder.encode(result), as: UTF8.self))
        } else {
            print(result.table())
        }
    }
}
