import Testing
@testable import TextLayout

/// Single-line widths against `hb-shape`, the reference shaper run as a separate program.
/// Each test fails, saying what to install, when `hb-shape` is missing (`requireHBShape`).
struct ShaperTests {
    @Test("The reference shaper is installed")
    func hbShapeIsInstalled() throws {
        try requireHBShape()
    }

    @Test("A missing reference shaper fails the test instead of skipping it")
    func missingHBShapeIsAFailure() {
        withKnownIssue {
            try requireHBShape(at: "/nonexistent/hb-shape")
        }
    }

    static let cases: [(String, TextFont, Double)] = [
        ("Hello, world", .regular, 15),
        ("AVATAR Wave To Yoga", .regular, 17),
        ("naïve café façade Ünïcödé", .regular, 13),
        ("Jane Doe liked your photo", .bold, 15),
        ("AV Ty 1,234.56 — fi fl ffi", .bold, 22.5),
        ("مرحبا بالعالم", .regular, 15),
        ("שלום עולם", .regular, 16),
        ("Привет, мир", .regular, 14),
    ]

    @Test("A single line is as wide as the sum of hb-shape's advances", arguments: cases)
    func singleLineMatchesHBShape(text: String, font: TextFont, size: Double) throws {
        let engine = try makeEngine()
        let result = engine.measure(text, style: TextStyle(font: font, size: size))
        #expect(result.lines.count == 1)
        let line = try #require(result.lines.first)

        // hb-shape at its default scale prints advances in font units; DejaVu has 2048 per em.
        let units = try hbShapeAdvances(text, font: font)
        let expected = Double(units.reduce(0, +)) * (size / 2048)
        #expect(abs(line.width - expected) <= 1e-9, "\(text): \(line.width) vs hb-shape \(expected)")
        #expect(result.width == line.width)
    }

    @Test("hb-shape --font-size=S agrees up to its rounding of each advance to whole points", arguments: cases)
    func agreesWithWholePointAdvances(text: String, font: TextFont, size: Double) throws {
        let wholeSize = Int(size.rounded(.down))
        let engine = try makeEngine()
        let width = engine.measure(text, style: TextStyle(font: font, size: Double(wholeSize))).width
        // hb-shape 6 scales the font to --font-size units per em, so each advance is rounded to a
        // whole point; the exact comparison is the one in font units above.
        let rounded = try hbShapeAdvances(text, font: font, fontSize: wholeSize)
        let tolerance = 0.5 * Double(rounded.count) + 1e-9
        #expect(abs(width - Double(rounded.reduce(0, +))) <= tolerance)
    }

    @Test("Font units per em are DejaVu's 2048, the factor the reference comparison assumes")
    func unitsPerEm() throws {
        #expect(try sharedFonts().face(for: .regular).unitsPerEm == 2048)
        #expect(try sharedFonts().face(for: .bold).unitsPerEm == 2048)
    }

    @Test("The ellipsis advance is hb-shape's advance of U+2026")
    func ellipsisAdvance() throws {
        let units = try hbShapeAdvances("\u{2026}", font: .regular)
        #expect(Int(try sharedFonts().face(for: .regular).ellipsisAdvance) == units.reduce(0, +))
    }
}
