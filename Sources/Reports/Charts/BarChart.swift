import Foundation
import Harness

/// Horizontal bars, one group per row (a pass, a counter) with a bar per pipeline, the value written beside
/// each bar: where the time (or the bytes) goes.
enum BarChart {
    struct Row {
        let label: String
        /// Per pipeline, in the results' order.
        let values: [Double]
    }

    static func make(_ rows: [Row], pipelines: [PipelineKind], unit: (Double) -> String, label: String) -> HTML {
        let rowHeight = 14.0 * Double(max(1, pipelines.count)) + 10
        let labelWidth = 110.0
        let width = 900.0
        let height = Double(rows.count) * rowHeight + 34
        let top = rows.flatMap(\.values).max() ?? 0
        let barSpace = width - labelWidth - 130
        var nodes: [HTML] = []
        for (index, row) in rows.enumerated() {
            let y = 8 + Double(index) * rowHeight
            nodes.append(SVG.text(4, y + 12, row.label, size: 11))
            for (slot, pipeline) in pipelines.enumerated() where slot < row.values.count {
                let look = Series.of(pipeline)
                let value = row.values[slot]
                let length = top > 0 ? barSpace * value / top : 0
                let barY = y + Double(slot) * 14
                nodes.append(SVG.rect(labelWidth, barY, length, 12, fill: look.fill,
                                      stroke: pipeline == .components ? look.color : nil,
                                      title: "\(row.label), \(look.name): \(unit(value))"))
                nodes.append(SVG.text(labelWidth + length + 4, barY + 10, "\(look.name) \(unit(value))", size: 10,
                                      fill: look.color))
            }
        }
        return SVG.svg(width: width, height: height, label: label, nodes)
    }
}
