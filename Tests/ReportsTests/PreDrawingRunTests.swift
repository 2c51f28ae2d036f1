import Foundation
import Harness
import JSON
import Testing

@testable import Reports

/// A run.json of format 5 written before the frames drew (no display pass, no drawing counters, no drawing
/// options) still reads, for a stored baseline or an old run to compare with: what is absent reads as zero,
/// nothing drawn, and the options take their defaults.
@Suite struct PreDrawingRunTests {
    static let drawingKeys: Set<String> = ["display", "countsDrawing", "keepsFirstScreens", "viewsDrawn", "glyphsDrawn",
                                           "pixelsFilled", "photosDecoded", "bitmapsReused", "bitmapsAttached"]

    static func strip(_ value: Any) -> Any {
        if let object = value as? [String: Any] {
            var kept: [String: Any] = [:]
            for (key, value) in object where !drawingKeys.contains(key) { kept[key] = strip(value) }
            return kept
        }
        if let array = value as? [Any] { return array.map(strip) }
        return value
    }

    @Test func aRunFromBeforeDrawingReads() throws {
        let report = ReportFixtures.report(name: "old")
        let json = try JSONSerialization.jsonObject(with: report.jsonData())
        let old = try JSONSerialization.data(withJSONObject: Self.strip(json))
        #expect(!String(decoding: old, as: UTF8.self).contains("\"display\""))
        let read = try JSONDocument.decode(RunReport.self, from: old)
        let result = try #require(read.scenarios.first?.results.first)
        #expect(result.passes.display == PassMeasurement())
        #expect(result.counters.viewsDrawn == 0 && result.counters.bitmapsAttached == 0)
        #expect(read.options.display == .async && !read.options.countsDrawing && read.options.keepsFirstScreens)
        #expect(result.counters.views == report.scenarios[0].results[0].counters.views)
        // Its frames too (the frame file's columns had no display column).
        let frames = try JSONSerialization.jsonObject(with: JSONEncoder().encode(FrameFile(report)))
        let oldFrames = try JSONSerialization.data(withJSONObject: Self.strip(frames))
        var withFrames = read
        try withFrames.attach(JSONDocument.decode(FrameFile.self, from: oldFrames))
        #expect(withFrames.scenarios[0].results[0].repetitions[0].frames.allSatisfy { $0.passes.display == 0 })
        #expect(withFrames.scenarios[0].results[0].repetitions[0].frames.map(\.milliseconds)
            == report.scenarios[0].results[0].repetitions[0].frames.map(\.milliseconds))
    }
}
