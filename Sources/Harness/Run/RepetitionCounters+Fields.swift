import Counting

extension RepetitionCounters: CounterSet {
    public init() {
        self.init(views: ViewWorkCounters())
    }

    /// Every counter, in a fixed order: the one list of counters the gate, CSV files and reports read.
    public static let counters: [Counter<RepetitionCounters>] = [
        Counter("viewsCreated", "views created", \.views.viewsCreated),
        Counter("viewsReused", "views reused (pool)", \.views.viewsReused),
        Counter("cellsReused", "cells reused", \.views.cellsReused),
        Counter("attributeWrites", "attribute writes", \.views.attributeWrites),
        Counter("textLayouts", "text layouts", \.views.textLayouts),
        Counter("textCacheHits", "text cache hits", \.textCacheHits),
        Counter("textCacheMisses", "text cache misses", \.textCacheMisses),
        Counter("textCacheEvictions", "text cache evictions", \.textCacheEvictions),
        Counter("layoutCalls", "layout calls", \.views.layoutCalls),
        Counter("rowHeightsMeasured", "row heights measured", \.rowHeightsMeasured),
        Counter("layoutsComputed", "layouts computed", \.layoutsComputed),
        Counter("storiesBuilt", "stories built", \.storiesBuilt),
        Counter("layoutsRecomputed", "layouts recomputed", \.layoutsRecomputed),
        Counter("layoutsDropped", "layouts dropped", \.layoutsDropped),
        Counter("viewsDrawn", "views drawn", \.viewsDrawn),
        Counter("glyphsDrawn", "glyphs drawn", \.glyphsDrawn),
        Counter("pixelsFilled", "pixels filled", \.pixelsFilled),
        Counter("photosDecoded", "photos decoded", \.photosDecoded),
        Counter("bitmapsReused", "bitmaps kept", \.bitmapsReused),
        Counter("bitmapsAttached", "bitmaps drawn ahead", \.bitmapsAttached),
    ]

    /// The counters only one pipeline's work moves (the other's is always 0, and reads "n/a").
    static let onlyIn: [String: PipelineKind] = [
        "viewsReused": .components, "rowHeightsMeasured": .mvc, "layoutsComputed": .components,
        "storiesBuilt": .components, "layoutsRecomputed": .components, "layoutsDropped": .components,
        "bitmapsAttached": .components,
    ]

    /// One counter with its value.
    public struct Field: Hashable, Sendable {
        /// The counter's field name (in run.json, and the gate's `counterTolerances`).
        public let name: String
        /// Its name in words, for reports.
        public let label: String
        public let value: Int
        /// The pipelines that do this work; the others' value is always 0 and reads "n/a".
        public let pipelines: Set<PipelineKind>
        /// The name in snake case, as CSV columns spell it (`viewsCreated`: `views_created`).
        public let column: String
    }

    /// Every counter with its value, in the list's order.
    public var fields: [Field] {
        Self.counters.map { counter in
            Field(name: counter.name, label: counter.label, value: self[keyPath: counter.keyPath],
                  pipelines: Self.onlyIn[counter.name].map { [$0] } ?? Set(PipelineKind.allCases), column: counter.column)
        }
    }

    public static var fieldNames: [String] { counters.map(\.name) }
}
