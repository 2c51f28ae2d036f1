import Testing
@testable import TextLayout

/// A layout keeps the glyphs it shaped, so that drawing a line does not shape it again: for a line whose ends
/// are safe to break at, they are the glyphs of the line shaped alone, placed alike.
struct ShapedGlyphsTests {
    static let strings = [
        "Hello, feed",
        "A long message that wraps onto several lines of the label, with kerning pairs: AVATAR, Ta, To, WA, LT.",
        "Привет, мир: a message in two scripts, Кириллица и латиница, wrapped at a narrow width",
        "中文和日本語のテキストも折り返されます。 Mixed with Latin words in one paragraph.",
        "First paragraph.\nSecond paragraph, after a mandatory break, longer than one line of the box.",
        "Ünïcödé combining marks: e\u{301} a\u{308} o\u{302} and ligatures fi fl ffi",
    ]

    @Test(arguments: strings)
    func keptGlyphsAreTheLineShapedAlone(_ string: String) throws {
        let fonts = try sharedFonts()
        let style = TextStyle(size: 15)
        let layout = TextEngine(fonts: fonts, cache: .disabled()).measure(string, style: style, width: 160)
        #expect(layout.lines.count > 0)
        var kept = 0
        for (index, line) in layout.lines.enumerated() {
            guard let runs = layout.shapedGlyphRuns(ofLine: index) else { continue }
            kept += 1
            let alone = fonts.glyphRuns(of: line, style: style).filter { !$0.glyphs.isEmpty }
            #expect(runs.map(\.glyphs) == alone.map(\.glyphs), "line \(index): \(line.text)")
            #expect(runs.map(\.fontPath) == alone.map(\.fontPath))
            for (run, reference) in zip(runs, alone) {
                #expect(zip(run.x, reference.x).allSatisfy { abs($0 - $1) < 1e-9 })
                #expect(zip(run.y, reference.y).allSatisfy { abs($0 - $1) < 1e-9 })
            }
        }
        #expect(kept > 0)
    }

    /// The kept runs of `line` but their last glyph (the mark), against the line's text without its mark
    /// shaped alone; and the mark: its glyph and where it stands.
    private func checkMarkedLine(_ layout: TextLayoutResult, line index: Int, style: TextStyle, fonts: FontLibrary,
                                 mark: Character) throws {
        let runs = try #require(layout.shapedGlyphRuns(ofLine: index), "line \(index) keeps its glyphs")
        let line = layout.lines[index]
        var text = line.text
        #expect(text.last == mark)
        text.removeLast()
        let alone = fonts.glyphRuns(of: TextLine(utf8Range: line.utf8Range, text: text, width: 0, x: 0, baseline: 0),
                                    style: style).flatMap(\.glyphs)
        let drawn = runs.flatMap(\.glyphs)
        #expect(Array(drawn.dropLast()) == alone, "line \(index): \(line.text)")
        let markAlone = fonts.glyphRuns(of: TextLine(utf8Range: 0..<0, text: String(mark), width: 0, x: 0, baseline: 0),
                                        style: style)
        #expect(drawn.last == markAlone.first?.glyphs.first)
        // The mark at the pen: after every glyph of the line, and the line as wide as the layout measured it.
        let last = try #require(runs.last)
        let markX = try #require(last.x.last)
        #expect(abs(markX + last.advance - line.width) < 1e-6)
        #expect(runs.allSatisfy { $0.x.allSatisfy { $0 <= markX + 1e-9 } })
    }

    /// A truncated line draws its kept glyphs and then the ellipsis, as the layout measured it.
    @Test func aTruncatedLineDrawsItsGlyphsThenTheEllipsis() throws {
        let fonts = try sharedFonts()
        let style = TextStyle(size: 15, maxLines: 2)
        let layout = TextEngine(fonts: fonts, cache: .disabled()).measure(
            String(repeating: "truncated words ", count: 20), style: style, width: 120)
        #expect(layout.isTruncated && layout.lines.count == 2)
        #expect(layout.shapedGlyphRuns(ofLine: 0) != nil)
        try checkMarkedLine(layout, line: 1, style: style, fonts: fonts, mark: "\u{2026}")
        #expect(layout.shapedGlyphRuns(ofLine: 2) == nil)
    }

    /// A line broken at a soft hyphen draws its glyphs but the soft hyphen's, then the hyphen.
    @Test func aHyphenatedLineDrawsItsGlyphsThenTheHyphen() throws {
        let fonts = try sharedFonts()
        let style = TextStyle(size: 15)
        let layout = TextEngine(fonts: fonts, cache: .disabled()).measure(
            "In\u{AD}com\u{AD}pre\u{AD}hen\u{AD}si\u{AD}bil\u{AD}i\u{AD}ties mul\u{AD}ti\u{AD}ply", style: style, width: 90)
        let hyphenated = layout.lines.indices.filter { layout.lines[$0].text.last == "\u{2010}" }
        #expect(!hyphenated.isEmpty)
        for index in hyphenated {
            try checkMarkedLine(layout, line: index, style: style, fonts: fonts, mark: "\u{2010}")
        }
    }

    /// Shaped again, a right-to-left line's ellipsis joins its run, on its left: such a line keeps no glyphs.
    @Test func aTruncatedRightToLeftLineIsShapedAgain() throws {
        let layout = try makeEngine().measure(String(repeating: "שלום עולם ", count: 30),
                                              style: TextStyle(size: 15, maxLines: 1), width: 120)
        #expect(layout.isTruncated && layout.lines.count == 1)
        #expect(layout.shapedGlyphRuns(ofLine: 0) == nil)
    }

    /// The kept glyphs are not part of the layout's identity or coding: a layout read back from JSON equals
    /// the one written, and draws by shaping again.
    @Test func keptGlyphsAreNeitherComparedNorCoded() throws {
        let layout = try makeEngine().measure("Hello, feed", style: TextStyle(size: 15), width: 200)
        let copy = TextLayoutResult(lines: layout.lines, width: layout.width, height: layout.height,
                                    lineHeight: layout.lineHeight, firstBaseline: layout.firstBaseline,
                                    isTruncated: layout.isTruncated)
        #expect(copy == layout && copy.hashValue == layout.hashValue)
        #expect(copy.shapedGlyphRuns(ofLine: 0) == nil && layout.shapedGlyphRuns(ofLine: 0) != nil)
    }
}
