import Bench
import Console
import Foundation
import Testing
import TextLayout

/// `draw-bench`'s engine: what it draws and decodes, and the ratios it holds to their bars. (Its times are
/// the machine's; only what they are made of is tested.)
@Suite struct DrawBenchmarkTests {
    @Test func everyPassRunsOverTheSameLabelsAndPhotos() throws {
        let result = DrawBenchmark(fonts: try BenchScenarios.fonts(), labels: 40, photos: 3, rounds: 1, scale: 2).run()
        #expect(result.labels + result.labelsLeftOut == 40)
        #expect(result.labels > 0 && result.glyphs > result.labels)
        #expect(result.photos == 3 && result.photoBytes > 0)
        #expect(result.passes.map(\.name) == ["raw cairo_show_glyphs", "label draw", "lines shaped again", "raw tjDecompress2",
                                               "photo decode", "photo draw"])
        #expect(result.passes.filter { $0.name != "lines shaped again" }.allSatisfy { $0.medianMilliseconds > 0 })
        // Most lines draw the glyphs their layout kept.
        #expect(result.lines >= result.labels && result.linesShapedAgain * 4 < result.lines)
        #expect(result.labelOverRaw != nil && result.decodeOverRaw != nil)
        let table = result.table()
        #expect(table.contains("label draw / raw cairo_show_glyphs: ") && table.contains("(bar 1.2x: "))
        #expect(table.contains("photo decode / raw tjDecompress2: ") && table.contains("(bar 1.1x: "))
        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(result)) as? [String: Any]
        #expect(json?["labelBar"] as? Double == 1.2 && json?["decodeBar"] as? Double == 1.1)
        #expect(json?["labelOverRaw"] is Double)
    }

    /// The same seed gives the same labels, glyphs and photos: two runs draw and decode the same work.
    @Test func theWorkIsDeterministic() throws {
        let fonts = try BenchScenarios.fonts()
        let first = DrawBenchmark(fonts: fonts, labels: 30, photos: 2, rounds: 1, scale: 2, seed: 9).run()
        let second = DrawBenchmark(fonts: fonts, labels: 30, photos: 2, rounds: 1, scale: 2, seed: 9).run()
        #expect(first.labels == second.labels && first.glyphs == second.glyphs && first.photoBytes == second.photoBytes)
        #expect(first.checksum == second.checksum)
    }
}
