import ArgumentParser
import Console
import Feed
import Foundation
import TextLayout

/// `feedbench text`: lays out one string the way the pipelines do (HarfBuzz over DejaVu Sans and its
/// fallback fonts, ICU's break opportunities, greedy breaking, max lines with tail truncation) and prints
/// its lines, to check or explain a measurement.
struct TextCommand: FeedbenchCommand {
    static let configuration = CommandConfiguration(
        commandName: "text",
        abstract: "Lay out a string with HarfBuzz, DejaVu Sans and fallback fonts, and print its lines.",
        discussion: """
            The text comes from the argument, or from a file with --file PATH (--file - or the argument - \
            reads standard input), so a long text can be measured. Prints one row per line (index, width \
            in points, text), then the overall size, whether the text was truncated, and the fonts used. \
            Widths are sums of HarfBuzz advances, each line shaped alone where a break cuts a kerning pair \
            or a joining; compare with `hb-shape --font-size=upem FONT TEXT` (advances in font units, 2048 \
            per em for DejaVu). Every bad value (a negative width, size or line count included) is \
            reported with exit status 2, as is a file that cannot be read or fonts that cannot be loaded.
            """
    )

    @Argument(help: "The text to lay out (- reads standard input). Use $'...' in bash for newlines.")
    var string: String?

    @Option(name: .long, help: ArgumentHelp("Read the text from this file (- for standard input).", valueName: "path"))
    var file: String?

    @Option(name: .long, parsing: .unconditional,
            help: ArgumentHelp("The line width in points (a positive number).", valueName: "points"))
    var width: Double

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("The font size in points.", valueName: "points"))
    var size: Double = 15

    @Flag(name: .long, help: "Set the text in DejaVu Sans Bold instead of regular.")
    var bold = false

    @Option(name: .long, parsing: .unconditional,
            help: ArgumentHelp("The most lines to show; 0 for no limit.", valueName: "count"))
    var maxLines: Int = 0

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "The line height in points (default: the font's ascender + descender + line gap).",
        valueName: "points"))
    var lineHeight: Double?

    @Option(name: .long, help: ArgumentHelp("Line alignment: left, center or right.", valueName: "alignment"))
    var align: AlignmentOption = .left

    @OptionGroup var font: FontOption

    @Flag(name: .long, help: "Print the layout as a JSON object instead of text.")
    var json = false

    func checkOptions() throws {
        try require(width.isFinite && width > 0, "--width must be a positive number of points (got \(width)).")
        try require(size.isFinite && size > 0 && size <= 10_000,
                    "--size must be a positive number of points up to 10000 (got \(size)).")
        try require(maxLines >= 0, "--max-lines must be 0 (no limit) or more (got \(maxLines)).")
        if let lineHeight {
            try require(lineHeight.isFinite && lineHeight > 0, "--line-height must be a positive number of points (got \(lineHeight)).")
        }
        if let fontDir = font.fontDir {
            try require(!fontDir.isEmpty, "--font-dir must not be empty; omit it to use the default.")
        }
        try require((string == nil) != (file == nil), "give the text as an argument or with --file PATH, not both (and not neither).")
    }

    /// The most bytes of text read from a file or standard input: one label is laid out, and this is far
    /// past any (about 2 s of layout here); the bound keeps `yes | feedbench text -` from taking the memory.
    static let maximumTextBytes = 16 << 20

    /// The text: the argument, or the file (standard input for -).
    func text() throws(CommandFailure) -> String {
        let path = file ?? (string == "-" ? "-" : nil)
        guard let path else { return string ?? "" }
        let name = path == "-" ? "standard input" : path
        let data: Data
        do {
            data = try BoundedRead.bytes(of: path, maximumBytes: Self.maximumTextBytes)
        } catch {
            switch error {
            case .folder: throw .badInput("\(name) is a folder, not a text file")
            case .noSuchFile: throw .badInput("\(name): no such file")
            case .cannotOpen: throw .badInput("cannot read \(name)")
            case .readFailed(let reason): throw .badInput("cannot read \(name) (\(reason))")
            case .tooLarge: throw .badInput("\(name) holds more than \(Self.maximumTextBytes >> 20) MiB of text; "
                + "feedbench text lays out one label")
            }
        }
        guard let text = String(data: data, encoding: .utf8) else { throw .badInput("\(name) is not UTF-8 text") }
        return text
    }

    func execute() throws {
        let engine: TextEngine
        do {
            engine = try TextEngine(fontDirectory: font.fontDir, cache: .disabled())
        } catch {
            throw CommandFailure.badInput("\(error)")
        }
        let style = TextStyle(
            font: bold ? .bold : .regular, size: size,
            lineHeight: lineHeight.map { .points($0) } ?? .automatic,
            maxLines: maxLines, alignment: align.alignment)
        let layout = engine.measure(try text(), style: style, width: width)
        print(json ? try Self.json(layout, width: width, fonts: engine.fonts.fontList)
                   : layout.table() + "\nfonts: " + engine.fonts.fontList.joined(separator: ", "))
    }

    static func json(_ layout: TextLayoutResult, width: Double, fonts: [String]) throws -> String {
        struct Output: Encodable {
            let layoutWidth: Double
            let layout: TextLayoutResult
            let fonts: [String]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(Output(layoutWidth: width, layout: layout, fonts: fonts)), as: UTF8.self)
    }
}

extension TextCommand {
    /// The `--align` values; mirrors `TextStyle.Alignment`, which lives in a library that does not
    /// depend on the argument parser.
    enum AlignmentOption: String, CaseIterable, ExpressibleByArgument {
        case left, center, right

        var alignment: TextStyle.Alignment {
            switch self {
            case .left: return .left
            case .center: return .center
            case .right: return .right
            }
        }
    }
}
