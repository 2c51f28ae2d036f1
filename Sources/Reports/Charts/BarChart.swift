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

    static let width = 640.0
    static let barHeight = 18.0

    static func make(_ rows: [Row], pipelines: [PipelineKind], unit: (Double) -> String, label: String) -> HTML {
        let pitch = barHeight + 4
        let rowHeight = pitch * Double(max(1, pipelines.count)) + 12
        let labelWidth = min(200, rows.map { ChartText.width($0.label) }.max() ?? 0) + ChartText.gap
        let valueLabels = rows.map { row in
            pipelines.indices.map { slot in
                slot < row.values.count ? "\(Series.of(pipelines[slot]).name) \(unit(row.values[slot]))" : ""
            }
        }
        let valueWidth = valueLabels.flatMap { $0.map { ChartText.width($0) } }.max() ?? 0
        let height = Double(rows.count) * rowHeight + 8
        let top = rows.flatMap(\.values).max() ?? 0
        let barSpace = max(60, width - labelWidth - valueWidth - 10)
        var nodes: [HTML] = []
        for (index, row) in rows.enumerated() {
            let y = 8 + Double(index) * rowHeight
            let groupHeight = pitch * Double(max(1, pipelines.count)) - 4
            nodes.append(SVG.text(0, y + groupHeight / 2 + 5.5, row.label, size: ChartText.size))
            for (slot, pipeline) in pipelines.enumerated() where slot < row.values.count {
                let look = Series.of(pipeline)
                let value = row.values[slot]
                let length = top > 0 ? barSpace * value / top : 0
                let barY = y + Double(slot) * pitch
                nodes.append(SVG.rect(labelWidth, barY, length, barHeight, fill: look.fill,
                                      stroke: pipeline == .components ? look.color : nil,
                                      title: "\(row.label), \(look.name): \(unit(value))"))
                nodes.append(SVG.text(labelWidth + length + 5, barY + barHeight - 4, valueLabels[index][slot],
                                      size: ChartText.size, fill: look.color))
            }
        }
        return SVG.chart(width: width, height: height, label: label, nodes)
    }
}
