import Foundation
import Testing
@testable import TextLayout

/// The text stack against its references: widths of text DejaVu lacks against `hb-shape` with the font
/// `fc-match` picks, line break opportunities against ICU (a fixture written by PyICU), and lines that
/// measure what they draw against `hb-shape` of each line alone.
struct TextStackTests {
    static let style = TextStyle(size: 15)

    /// `fc-match`'s answer for a pattern: the font file and face index.
    static func fcMatch(_ pattern: String) throws -> (file: String, index: Int) {
        let output = try run("/usr/bin/fc-match", ["-f", "%{file}:%{index}", pattern])
        let parts = output.split(separator: ":")
        return (String(parts.dropLast().joined(separator: ":")), Int(parts.last ?? "0") ?? 0)
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "\(executable) \(arguments) failed")
        return String(decoding: data, as: UTF8.self)
    }

    /// The width `hb-shape` gives `text` in `file` (face `index`) at `size` points: shaped at a font size
    /// of `size` × 100,000, so each advance comes in 1/100,000 pt (HarfBuzz rounds each to that).
    static func hbShapeWidth(_ text: String, file: String, index: Int, size: Double) throws -> Double {
        try requireHBShape()
        struct Glyph: Decodable { let ax: Int }
        let scale = 100_000.0
        let json = try run(hbShapePath, ["--output-format=json", "--face-index=\(index)",
                                         "--font-size=\(Int((size * scale).rounded()))", "--text=\(text)", file])
        let advances = try JSONDecoder().decode([Glyph].self, from: Data(json.utf8)).map(\.ax)
        return Double(advances.reduce(0, +)) / scale
    }

    // MARK: Font fallback

    static let fallbackCases: [(text: String, pattern: String)] = [
        ("中文字体", "sans-serif:charset=4e2d"),
        ("日本語のテキスト", "sans-serif:charset=65e5"),
        ("한국어", "sans-serif:charset=d55c"),
        ("สวัสดี", "sans-serif:charset=e2a"),
        ("नमस्ते", "sans-serif:charset=928"),
        ("👨‍👩‍👧‍👦", "emoji:lang=und-zsye:charset=1f468"),
        ("🇵🇹", "emoji:lang=und-zsye:charset=1f1f5"),
        ("👍🏽", "emoji:lang=und-zsye:charset=1f44d"),
        ("😍😂", "emoji:lang=und-zsye:charset=1f60d"),
    ]

    /// What DejaVu lacks is drawn, and measured, with the fallback font fontconfig picks; a cluster (an
    /// emoji sequence, a flag, a skin tone) stays in one font and measures as one glyph.
    @Test(arguments: fallbackCases)
    func fallbackTextMeasuresAsShapedWithItsFont(text: String, pattern: String) throws {
        let font = try Self.fcMatch(pattern)
        let expected = try Self.hbShapeWidth(text, file: font.file, index: font.index, size: 15)
        let layout = try makeEngine().measure(text, style: Self.style)
        #expect(layout.lines.count == 1)
        #expect(abs(layout.width - expected) < 0.001, "\(text): \(layout.width) vs hb-shape \(expected) with \(font.file)")
        #expect(try sharedFonts().fontList.contains("\(font.file)#\(font.index)"))
    }

    /// Latin text keeps DejaVu's widths exactly (the fallback never takes what DejaVu draws).
    @Test func latinTextStaysInDejaVu() throws {
        let text = "Naïve café, 1,234.56 — “quoted” (yes)"
        let expected = try Self.hbShapeWidth(text, file: FontDirectory.path(of: .regular, in: try sharedFonts().directory),
                                             index: 0, size: 15)
        #expect(abs(try makeEngine().measure(text, style: Self.style).width - expected) < 1e-4)
        let fonts = try sharedFonts()
        let table = ClusterTable(text, primary: fonts.face(for: .regular), fallback: fonts.fallback, bold: false)
        #expect(table.faces.allSatisfy { $0 == 0 } && table.fallbackFaces.isEmpty)
    }

    /// Mixed text is shaped a run per font: the width is the sum of its runs'.
    @Test func mixedScriptsSumTheirRuns() throws {
        let dejavu = FontDirectory.path(of: .regular, in: try sharedFonts().directory)
        let cjk = try Self.fcMatch("sans-serif:charset=4e16")
        let emoji = try Self.fcMatch("emoji:lang=und-zsye:charset=1f600")
        let expected = try Self.hbShapeWidth("Hello ", file: dejavu, index: 0, size: 15)
            + Self.hbShapeWidth("世界", file: cjk.file, index: cjk.index, size: 15)
            + Self.hbShapeWidth(" and ", file: dejavu, index: 0, size: 15)
            + Self.hbShapeWidth("😀", file: emoji.file, index: emoji.index, size: 15)
        let width = try makeEngine().measure("Hello 世界 and 😀", style: Self.style).width
        #expect(abs(width - expected) < 0.01, "\(width) vs \(expected)")
    }

    // MARK: Line breaking

    struct BreakFixture: Decodable {
        struct Case: Decodable {
            let text: String
            let breaks: [Int]
        }
        let icu: String
        let cases: [Case]
    }

    static func breakFixture() throws -> BreakFixture {
        let url = try #require(Bundle.module.url(forResource: "line-breaks", withExtension: "json", subdirectory: "Fixtures"))
        return try JSONDecoder().decode(BreakFixture.self, from: Data(contentsOf: url))
    }

    /// Every break opportunity is ICU's (PyICU's line break iterator wrote the fixture), but one inside a
    /// grapheme cluster (ICU would part a space from the combining mark it carries): lines start and end on
    /// clusters.
    @Test func breakOpportunitiesAreICUs() throws {
        let fixture = try Self.breakFixture()
        #expect(!fixture.cases.isEmpty)
        let face = try sharedFonts().face(for: .regular)
        for item in fixture.cases {
            let table = ClusterTable(item.text, primary: face, fallback: nil, bold: false)
            let utf16 = Array(item.text.utf16)
            var offsets: [Int] = []
            for paragraph in table.paragraphs() {
                let opportunities = utf16.withUnsafeBufferPointer {
                    LineBreakOpportunities.compute(paragraph, table: table, utf16: $0)
                }
                for (index, allowed) in opportunities.enumerated() where allowed {
                    offsets.append(table.utf16Starts[paragraph.lowerBound + index])
                }
            }
            let clusterStarts = Set(table.utf16Starts)
            #expect(offsets == item.breaks.filter(clusterStarts.contains), "\(item.text)")
        }
    }

    /// A quoted word that does not fit moves to the next line whole, as ICU breaks before the quote.
    @Test func aQuotedWordMovesWhole() throws {
        let layout = try makeEngine().measure("She said \"absolutely wonderful\" today", style: Self.style, width: 100)
        #expect(layout.texts == ["She said", "\"absolutely", "wonderful\"", "today"])
    }

    @Test func urlsBreakAfterTheirSlashes() throws {
        let layout = try makeEngine().measure("see https://example.com/a/very/long/path", style: Self.style, width: 110)
        #expect(layout.texts.allSatisfy { $0.hasSuffix("/") || $0 == layout.texts.last })
        #expect(layout.texts.joined().replacingOccurrences(of: " ", with: "") == "seehttps://example.com/a/very/long/path")
    }

    // MARK: Lines that measure what they draw

    /// Every line of Latin, Arabic and Hebrew text (which DejaVu draws) is as wide as hb-shape makes that
    /// line's text alone: a break through a kerning pair or a joining context does not leave the paragraph's
    /// shaping in the width.
    @Test func aLinesWidthIsThatLineShapedAlone() throws {
        let dejavu = FontDirectory.path(of: .regular, in: try sharedFonts().directory)
        let engine = try makeEngine(cache: .disabled())
        let texts = ["AVAVAVAVAVA To Ty Yo AV", "مرحبابالعالمالجميلجدا", "Wavy Tarty Yoyo AVATAR", "שלוםעולםמהשלומךהיום"]
        for text in texts {
            for width in [40.0, 65.41, 90] {
                for line in engine.measure(text, style: Self.style, width: width).lines {
                    let alone = try Self.hbShapeWidth(line.text, file: dejavu, index: 0, size: 15)
                    // hb-shape rounds each advance to 1/100,000 pt.
                    #expect(abs(line.width - alone) < 1e-4, "\(text) at \(width): \(line.text) \(line.width) vs \(alone)")
                }
            }
        }
    }

    /// A space carrying a combining mark is drawn (its mark shows): it never hangs or disappears at a line end.
    @Test func aSpaceWithAMarkKeepsIt() throws {
        let layout = try makeEngine().measure("x \u{301}", style: Self.style, width: 1_000)
        #expect(layout.texts == ["x \u{301}"])
        #expect(layout.width > (try makeEngine().measure("x", style: Self.style).width))
    }

    /// A line broken at a soft hyphen shows a hyphen, counted in its width; unbroken, the soft hyphen is
    /// invisible.
    @Test func aSoftHyphenShowsItsHyphenWhenALineBreaksThere() throws {
        let engine = try makeEngine()
        let word = "super\u{AD}califragilistic"
        let whole = engine.measure(word, style: Self.style)
        #expect(whole.texts == [word])
        #expect(whole.width == engine.measure("supercalifragilistic", style: Self.style).width)
        let broken = engine.measure(word, style: Self.style, width: 60)
        let first = try #require(broken.lines.first)
        #expect(first.text == "super\u{2010}")
        let dejavu = FontDirectory.path(of: .regular, in: try sharedFonts().directory)
        #expect(abs(first.width - (try Self.hbShapeWidth("super\u{2010}", file: dejavu, index: 0, size: 15))) < 1e-4)
    }

    @Test func theLineBreakerIsICU() {
        #expect(FontLibrary.lineBreakerVersion.hasPrefix("ICU "))
    }
}
