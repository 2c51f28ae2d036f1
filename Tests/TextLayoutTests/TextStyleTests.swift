import Testing
@testable import TextLayout

struct TextStyleTests {
    @Test("The default line height is the font's ascender + descender + line gap at the size")
    func automaticLineHeight() throws {
        let engine = try makeEngine()
        // DejaVu Sans: hhea ascender 1901, descender -483, line gap 0, 2048 units per em.
        let metrics = try sharedFonts().metrics(for: .regular, size: 16)
        #expect(metrics.ascender == 1901.0 * 16 / 2048)
        #expect(metrics.descender == 483.0 * 16 / 2048)
        let result = engine.measure("one\ntwo\nthree", style: TextStyle(size: 16))
        #expect(abs(result.lineHeight - 2384.0 * 16 / 2048) < 1e-12)
        #expect(result.height == 3 * result.lineHeight)
        #expect(abs(result.firstBaseline - metrics.ascender) < 1e-12)
    }

    @Test("Line height as a multiple or in points; extra space is shared above and below")
    func explicitLineHeight() throws {
        let engine = try makeEngine()
        let natural = engine.measure("a\nb", style: TextStyle()).lineHeight
        let multiple = engine.measure("a\nb", style: TextStyle(lineHeight: .multiple(1.5)))
        #expect(multiple.lineHeight == natural * 1.5)
        let points = engine.measure("a\nb", style: TextStyle(lineHeight: .points(30)))
        #expect(points.lineHeight == 30)
        #expect(points.height == 60)
        let metrics = try sharedFonts().metrics(for: .regular, size: 15)
        let firstBaseline = (30 - metrics.ascender - metrics.descender) / 2 + metrics.ascender
        #expect(abs(points.firstBaseline - firstBaseline) < 1e-12)
        #expect(abs(points.lines[1].baseline - (30 + firstBaseline)) < 1e-12)
    }

    @Test("Alignment sets each line's x inside the width")
    func alignment() throws {
        let engine = try makeEngine()
        let text = "short\nmuch longer line"
        let left = engine.measure(text, style: TextStyle(alignment: .left), width: 300)
        let center = engine.measure(text, style: TextStyle(alignment: .center), width: 300)
        let right = engine.measure(text, style: TextStyle(alignment: .right), width: 300)
        for index in 0..<2 {
            let width = left.lines[index].width
            #expect(left.lines[index].x == 0)
            #expect(center.lines[index].x == (300 - width) / 2)
            #expect(right.lines[index].x == 300 - width)
        }
        let unconstrained = engine.measure(text, style: TextStyle(alignment: .right))
        #expect(unconstrained.lines[1].x == 0)
        #expect(unconstrained.lines[0].x == unconstrained.width - unconstrained.lines[0].width)
    }

    @Test("Bold is wider than regular, and size scales widths linearly")
    func fontAndSize() throws {
        let engine = try makeEngine()
        let regular = engine.measure("Feed", style: TextStyle(size: 10)).width
        #expect(engine.measure("Feed", style: TextStyle(font: .bold, size: 10)).width > regular)
        #expect(abs(engine.measure("Feed", style: TextStyle(size: 20)).width - 2 * regular) < 1e-9)
    }

    @Test("Out-of-range styles do not trap")
    func outOfRange() throws {
        let engine = try makeEngine()
        let zero = engine.measure("text", style: TextStyle(size: -3, lineHeight: .points(.nan), maxLines: -1))
        #expect(zero.width == 0)
        #expect(zero.lines.count == 1)
        #expect(engine.measure("text", style: TextStyle(size: .infinity)).width == 0)
    }
}
