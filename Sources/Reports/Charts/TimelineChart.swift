import Foundation
import Harness

/// Frame time against frame, both pipelines on one axis: each point the median over the repetitions of
/// that frame's time, the budget drawn, the frames where only one pipeline misses it marked above the
/// plot, and the scenario's events on the frame axis. With more frames than the plot has room for, each
/// point is the slowest of a run of frames, and the chart says so.
enum TimelineChart {
    static let width = 900.0
    static let height = 260.0
    static let plot = (left: 56.0, right: 12.0, top: 22.0, bottom: 34.0)
    /// At most this many points per line.
    static let maximumPoints = 600

    static func make(_ results: [RunResult], budget: Double, events: [(frame: Int, kind: String)]) -> HTML {
        let series = results.map { ($0.pipeline, $0.medianFrameTimes) }
        let frames = series.map(\.1.count).max() ?? 0
        guard frames > 0 else { return .el("p", [("class", "note")], text: "No frames were measured.") }
        let bucket = max(1, Int((Double(frames) / Double(maximumPoints)).rounded(.up)))
        let top = max(budget * 1.25, series.flatMap(\.1).max() ?? 0)
        let plotWidth = width - plot.left - plot.right
        let plotHeight = height - plot.top - plot.bottom
        func x(_ frame: Double) -> Double { plot.left + plotWidth * frame / Double(max(1, frames - 1)) }
        func y(_ milliseconds: Double) -> Double { plot.top + plotHeight * (1 - min(milliseconds, top) / top) }

        var nodes: [HTML] = [SVG.rect(plot.left, plot.top, plotWidth, plotHeight, fill: "#fafafa", stroke: "#ddd")]
        // Axis ticks: five on y, up to ten on x.
        for step in 0...4 {
            let value = top * Double(step) / 4
            nodes.append(SVG.line(plot.left - 4, y(value), plot.left + plotWidth, y(value), stroke: "#eee"))
            nodes.append(SVG.text(plot.left - 6, y(value) + 4, Format.ms(value), size: 10, anchor: "end"))
        }
        for step in 0...min(10, frames - 1) {
            let frame = Double(frames - 1) * Double(step) / Double(min(10, frames - 1) == 0 ? 1 : min(10, frames - 1))
            nodes.append(SVG.text(x(frame), height - plot.bottom + 14, "\(Int(frame.rounded()))", size: 10, anchor: "middle"))
        }
        nodes.append(SVG.text(plot.left + plotWidth / 2, height - 4, "frame (0 = launch)", size: 11, anchor: "middle"))
        // The budget.
        nodes.append(SVG.line(plot.left, y(budget), plot.left + plotWidth, y(budget), stroke: "#b00020", width: 1.5,
                              dash: "4 2", title: "frame budget \(Format.ms(budget))"))
        nodes.append(SVG.text(plot.left + plotWidth - 4, y(budget) - 4, "budget \(Format.ms(budget))", size: 10,
                              anchor: "end", fill: "#b00020"))
        // The lines, each point the slowest frame of its bucket.
        for (pipeline, times) in series {
            let look = Series.of(pipeline)
            let points = stride(from: 0, to: times.count, by: bucket).map { start -> (Double, Double) in
                let slice = times[start..<min(start + bucket, times.count)]
                return (x(Double(start)), y(slice.max() ?? 0))
            }
            nodes.append(SVG.polyline(points, stroke: look.color, dash: look.dash,
                                      title: "\(look.name): median frame time per frame"
                                          + (bucket > 1 ? ", slowest of each \(bucket) frames" : "")))
        }
        // Frames where exactly one pipeline misses the budget: a mark in that pipeline's colour.
        if series.count == 2 {
            for index in 0..<frames {
                let over = series.map { $0.1.indices.contains(index) && $0.1[index] > budget }
                guard over[0] != over[1] else { continue }
                let (pipeline, times) = over[0] ? series[0] : series[1]
                let look = Series.of(pipeline)
                nodes.append(SVG.rect(x(Double(index)) - 1.5, plot.top - 10, 3, 7, fill: look.color,
                                      title: "frame \(index): only \(look.name) misses the budget (\(Format.ms(times[index])))"))
            }
        }
        // Events on the frame axis.
        for event in events where event.frame < frames {
            let position = x(Double(event.frame))
            nodes.append(SVG.line(position, plot.top + plotHeight, position, plot.top + plotHeight + 6, stroke: "#555",
                                  width: 2, title: "frame \(event.frame): \(event.kind)"))
            nodes.append(SVG.text(position, plot.top + plotHeight - 3, String(event.kind.prefix(1)).uppercased(), size: 9,
                                  anchor: "middle", fill: "#555"))
        }
        nodes.append(legend(results.map(\.pipeline), x: plot.left + 6, y: plot.top + 12))
        let label = "Frame time per frame, MVC and components, with the \(Format.ms(budget)) budget"
            + (bucket > 1 ? "; each point is the slowest of \(bucket) frames" : "")
        return .group([
            SVG.svg(width: width, height: height, label: label, nodes),
            .el("p", [("class", "note")], text: "Median over the repetitions of each frame's time. "
                + (bucket > 1 ? "\(Format.count(frames)) frames drawn as \(Format.count((frames + bucket - 1) / bucket)) points: "
                    + "each is the slowest of \(bucket) frames. " : "")
                + "Marks above the plot: frames only one pipeline misses the budget in. Ticks on the frame axis: events "
                + "(L like, U unlike, C comment, I insert, O open)."),
        ])
    }

    static func legend(_ pipelines: [PipelineKind], x: Double, y: Double) -> HTML {
        var nodes: [HTML] = []
        for (index, pipeline) in pipelines.enumerated() {
            let look = Series.of(pipeline)
            let left = x + Double(index) * 140
            nodes.append(SVG.line(left, y - 4, left + 26, y - 4, stroke: look.color, width: 2.5, dash: look.dash))
            nodes.append(SVG.text(left + 32, y, look.name, size: 11, fill: look.color))
        }
        return .group(nodes)
    }
}
