extension RepetitionCounters {
    /// One counter of the list every reader shares (the gate, the CSV files, the reports).
    public struct Field: Hashable, Sendable {
        /// The counter's field name (in run.json, and the gate's `counterTolerances`).
        public let name: String
        /// Its name in words, for reports.
        public let label: String
        public let value: Int
        /// The pipelines that do this work; the others' value is always 0 and reads "n/a".
        public let pipelines: Set<PipelineKind>

        init(name: String, label: String, value: Int, only pipeline: PipelineKind? = nil) {
            self.name = name
            self.label = label
            self.value = value
            pipelines = pipeline.map { [$0] } ?? Set(PipelineKind.allCases)
        }

        /// The name in snake case, as CSV columns spell it (`viewsCreated`: `views_created`).
        public var column: String {
            name.reduce(into: "") { column, character in
                if character.isUppercase { column += "_" + character.lowercased() } else { column.append(character) }
            }
        }
    }

    /// Every counter, in a fixed order: the one list of counters the gate, CSV files and reports read.
    public var fields: [Field] {
        [Field(name: "viewsCreated", label: "views created", value: views.viewsCreated),
         Field(name: "viewsReused", label: "views reused (pool)", value: views.viewsReused, only: .components),
         Field(name: "cellsReused", label: "cells reused", value: views.cellsReused),
         Field(name: "attributeWrites", label: "attribute writes", value: views.attributeWrites),
         Field(name: "textLayouts", label: "text layouts", value: views.textLayouts),
         Field(name: "textCacheHits", label: "text cache hits", value: textCacheHits),
         Field(name: "textCacheMisses", label: "text cache misses", value: textCacheMisses),
         Field(name: "textCacheEvictions", label: "text cache evictions", value: textCacheEvictions),
         Field(name: "layoutCalls", label: "layout calls", value: views.layoutCalls),
         Field(name: "rowHeightsMeasured", label: "row heights measured", value: rowHeightsMeasured, only: .mvc),
         Field(name: "layoutsComputed", label: "layouts computed", value: layoutsComputed, only: .components),
         Field(name: "storiesBuilt", label: "stories built", value: storiesBuilt, only: .components),
         Field(name: "layoutsRecomputed", label: "layouts recomputed", value: layoutsRecomputed, only: .components),
         Field(name: "layoutsDropped", label: "layouts dropped", value: layoutsDropped, only: .components),
         Field(name: "viewsDrawn", label: "views drawn", value: viewsDrawn),
         Field(name: "glyphsDrawn", label: "glyphs drawn", value: glyphsDrawn),
         Field(name: "pixelsFilled", label: "pixels filled", value: pixelsFilled),
         Field(name: "photosDecoded", label: "photos decoded", value: photosDecoded),
         Field(name: "bitmapsReused", label: "bitmaps kept", value: bitmapsReused),
         Field(name: "bitmapsAttached", label: "bitmaps drawn ahead", value: bitmapsAttached, only: .components)]
    }

    public static var fieldNames: [String] { RepetitionCounters().fields.map(\.name) }
}
