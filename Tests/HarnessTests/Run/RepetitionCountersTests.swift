import Foundation
import Testing
import Harness
import Views

/// `fields` is the one list of counters the gate, the CSV files and the reports read: it must name every
/// counter run.json holds, with its value, once.
@Suite struct RepetitionCountersTests {
    @Test func fieldsNameEveryEncodedCounterWithItsValue() throws {
        var counters = RepetitionCounters(views: ViewWorkCounters(viewsCreated: 1, viewsReused: 2, cellsReused: 3,
                                                                  attributeWrites: 4, textLayouts: 5, layoutCalls: 6))
        counters.textCacheHits = 7
        counters.textCacheMisses = 8
        counters.textCacheEvictions = 9
        counters.rowHeightsMeasured = 10
        counters.layoutsComputed = 11
        counters.storiesBuilt = 12
        counters.layoutsRecomputed = 13
        counters.layoutsDropped = 14
        var display = DisplayCounters()
        display.viewsDrawn = 15
        display.glyphsDrawn = 16
        display.pixelsFilled = 17
        display.photosDecoded = 18
        display.bitmapsReused = 19
        display.bitmapsAttached = 20
        counters.set(display: display)
        let json = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(counters)) as? [String: Any])
        var encoded: [String: Int] = [:]
        for (key, value) in json {
            if let nested = value as? [String: Int] { encoded.merge(nested) { first, _ in first } } else { encoded[key] = value as? Int }
        }
        let fields = counters.fields
        #expect(Set(fields.map(\.name)).count == fields.count)
        #expect(Dictionary(uniqueKeysWithValues: fields.map { ($0.name, $0.value) }) == encoded)
        #expect(fields.map(\.value).sorted() == Array(1...20))
    }

    @Test func columnsAreTheNamesInSnakeCase() {
        let columns = RepetitionCounters().fields.map(\.column)
        #expect(columns.prefix(3) == ["views_created", "views_reused", "cells_reused"])
        #expect(columns.contains("row_heights_measured"))
        #expect(columns.allSatisfy { $0 == $0.lowercased() })
    }
}
