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

    /// A hyphenated or truncated line shows a glyph it did not shape: it keeps none, and is shaped again.
    @Test func aTruncatedLineKeepsNoGlyphs() throws {
        let layout = try makeEngine().measure(String(repeating: "truncated words ", count: 20),
                                              style: TextStyle(size: 15, maxLines: 2), width: 120)
        #expect(layout.isTruncated && layout.lines.count == 2)
        #expect(layout.shapedGlyphRuns(ofLine: 0) != nil)
        #expect(layout.shapedGlyphRuns(ofLine: 1) == nil)
        #expect(layout.shapedGlyphRuns(ofLine: 2) == nil)
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
