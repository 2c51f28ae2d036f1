import CHarfBuzz
import Testing
@testable import TextLayout

/// `text-bench`'s second reference: the runs a layout shapes, shaped by themselves.
struct ShapingRunsTests {
    @Test func aOneScriptOneFontStringIsOneRunShapedAsTheWholeString() throws {
        let fonts = try sharedFonts()
        let string = "Jane Doe liked your photo, AV Ty 1,234.56"
        let runs = fonts.shapingRuns(of: string, style: TextStyle(font: .regular, size: 15))
        #expect(runs.count == 1)
        #expect(fonts.rawShapeAdvance(of: runs) == Int64(fonts.rawShapeAdvance(of: string, font: .regular)))
    }

    @Test func runsFollowParagraphsScriptsAndFallbackFaces() throws {
        let fonts = try sharedFonts()
        let style = TextStyle(font: .regular, size: 15)
        // Two paragraphs; the second is Han (a fallback face), a space (the primary face draws it, so it is
        // a run of its own), then an emoji (another face).
        let runs = fonts.shapingRuns(of: "Hello\n日本語 👍", style: style)
        #expect(runs.runs.map(\.bytes) == [0..<5, 6..<15, 15..<16, 16..<20])
        let primary = fonts.face(for: .regular)
        #expect(runs.runs[0].face === primary && runs.runs[2].face === primary)
        #expect(runs.runs[1].face !== primary && runs.runs[3].face !== primary && runs.runs[3].face !== runs.runs[1].face)
        #expect(runs.runs.map(\.script) == [HB_SCRIPT_LATIN, HB_SCRIPT_HAN, HB_SCRIPT_COMMON, HB_SCRIPT_COMMON])
        #expect(fonts.rawShapeAdvance(of: runs) > 0)
    }

    @Test func theRunsShapedAloneGiveTheLayoutsWidthsOnOneLine() throws {
        let fonts = try sharedFonts()
        let engine = try makeEngine()
        let style = TextStyle(font: .bold, size: 16)
        for string in ["Supercalifragilistic expialidocious", "naïve café façade", "Привет, мир"] {
            let units = fonts.rawShapeAdvance(of: fonts.shapingRuns(of: string, style: style))
            let face = fonts.face(for: .bold)
            let width = Double(units) * style.effectiveSize / Double(face.unitsPerEm)
            #expect(abs(engine.measureUncached(string, style: style).width - width) < 1e-9, "\(string)")
        }
    }
}
