import Foundation
import Harness

/// Frame time against frame, both pipelines on one axis: each point the median over the repetitions of
/// that frame's time, on a scale fitted to the frames (the budget drawn when it is near them, named off the
/// scale when not), the frames where only one pipeline misses the budget marked above the plot, and the
/// scenario's events under the frame axis. With more frames than the plot has room for, each point is the
/// slowest of a run of frames, and the chart says so.
enum TimelineChart {
    static let width = 640.0
    static let plot = (left: 60.0, right: 16.0, top: 46.0, height: 180.0)
    static let legendBaseline = 20.0
    /// At most this many points per line.
    static let maximumPoints = 600

    static var plotWidth: Double { width - plot.left - plot.right }
    static var plotBottom: Double { plot.top + plot.height }

    static func make(_ results: [RunResult], budget: Double, events: [(frame: Int, kind: String)]) -> HTML {
        let series = results.map { ($0.pipeline, $0.medianFrameTimes) }
        let frames = series.map(\.1.count).max() ?? 0
        guard frames > 0 else { return .el("p", [("class", "note")], text: "No frames were measured.") }
        let bucket = max(1, Int((Double(frames) / Double(maximumPoints)).rounded(.up)))
        // Each point the slowest frame of its bucket: (first frame, time).
        let points = series.map { pipeline, times in
            (pipeline, stride(from: 0, to: times.count, by: bucket).map { start in
                (start, times[start..<min(start + bucket, times.count)].max() ?? 0)
            })
        }
        let fitted = TimelineScale(values: points.flatMap { $0.1.map(\.1) }, budget: budget)
        let top = fitted.scale.top
        func x(_ frame: Double) -> Double { plot.left + plotWidth * frame / Double(max(1, frames - 1)) }
        func y(_ milliseconds: Double) -> Double { plot.top + plot.height * (1 - min(milliseconds, top) / top) }

        var nodes: [HTML] = [SVG.rect(plot.left, plot.top, plotWidth, plot.height, fill: "#fafafa", stroke: "#ddd")]
        nodes += yAxis(fitted.scale, y: y)
        nodes += xAxis(frames: frames, x: x)
        if fitted.budgetOnScale {
            nodes.append(SVG.line(plot.left, y(budget), plot.left + plotWidth, y(budget), stroke: BudgetLook.color,
                                  width: 1.5, dash: BudgetLook.dash, title: "frame budget \(Format.ms(budget))"))
        }
        var clipped = 0
        for (pipeline, line) in points {
            let look = Series.of(pipeline)
            nodes.append(SVG.polyline(line.map { (x(Double($0.0)), y($0.1)) }, stroke: look.color, dash: look.dash,
                                      title: "\(look.name): median frame time per frame"
                                          + (bucket > 1 ? ", slowest of each \(bucket) frames" : "")))
            // Points above the scale: a triangle at the top edge, filled for MVC, hollow for components.
            for (start, value) in line where value > top {
                clipped += 1
                let which = bucket > 1 ? "frames \(start)–\(min(start + bucket, frames) - 1), slowest" : "frame \(start)"
                let tip = x(Double(start))
                nodes.append(SVG.polygon([(tip, plot.top + 1), (tip - 5, plot.top + 10), (tip + 5, plot.top + 10)],
                                         fill: pipeline == .mvc ? look.color : "#fff", stroke: look.color,
                                         title: "\(look.name), \(which): \(Format.ms(value)), above the scale"))
            }
        }
        nodes += misses(series, frames: frames, budget: budget, x: x)
        let marks = EventMarks.make(events.filter { $0.frame >= 0 && $0.frame < frames }, position: { x(Double($0)) },
                                    left: plot.left, right: plot.left + plotWidth)
        nodes += eventLane(marks)
        let height = plotBottom + (marks.isEmpty ? 0 : eventLaneHeight) + 56
        nodes.append(SVG.text(plot.left + plotWidth / 2, height - 8, "frame (0 = launch)", size: ChartText.size,
                              anchor: "middle"))
        nodes.append(ChartLegend.row(ChartLegend.entries(results.map(\.pipeline)), x: plot.left, baseline: legendBaseline))
        nodes.append(budgetEntry(budget, on: fitted))

        let label = "Frame time per frame, MVC and components, with the \(Format.ms(budget)) budget"
            + (fitted.budgetOnScale ? "" : " (above this chart's scale)")
            + (bucket > 1 ? "; each point is the slowest of \(bucket) frames" : "")
        return .group([
            SVG.chart(width: width, height: height, label: label, nodes),
            .el("p", [("class", "note")], text: "Median over the repetitions of each frame's time, in milliseconds, on a "
                + "scale fitted to the frames"
                + (fitted.budgetOnScale ? "" : " (the \(Format.ms(budget)) budget is far above them)") + ". "
                + (bucket > 1 ? "\(Format.count(frames)) frames drawn as \(Format.count((frames + bucket - 1) / bucket)) points: "
                    + "each is the slowest of \(bucket) frames. " : "")
                + (clipped > 0 ? "Triangles on the top edge: frames slower than the scale (hover for their time). " : "")
                + "Marks above the plot: frames only one pipeline misses the budget in."
                + (marks.isEmpty ? "" : " Under the frame axis: the scenario's events, close ones merged with their "
                    + "count (hover a mark for its list).")),
        ])
    }

    static let eventLaneHeight = 44.0

    /// Round ticks and grid lines, the unit over the tick labels.
    private static func yAxis(_ scale: NiceScale, y: (Double) -> Double) -> [HTML] {
        var nodes: [HTML] = []
        for value in scale.ticks {
            nodes.append(SVG.line(plot.left - 4, y(value), plot.left + plotWidth, y(value), stroke: "#e4e4e4"))
            nodes.append(SVG.text(plot.left - 8, y(value) + 5.5, scale.label(value), size: ChartText.size, anchor: "end"))
        }
        nodes.append(SVG.text(plot.left - 8, plot.top - 14, "ms", size: ChartText.size, anchor: "end"))
        return nodes
    }

    /// Frame numbers at round steps, as many as fit.
    private static func xAxis(frames: Int, x: (Double) -> Double) -> [HTML] {
        let last = frames - 1
        let intervals = min(10, max(1, Int(plotWidth / (ChartText.width(String(last)) + 40))))
        let scale = NiceScale(covering: Double(max(1, last)), intervals: intervals)
        return scale.ticks.filter { $0 <= Double(last) }.map { frame in
            let label = String(Int(frame))
            let half = ChartText.width(label) / 2
            return SVG.text(min(x(frame), width - 2 - half), plotBottom + 20, label, size: ChartText.size, anchor: "middle")
        }
    }

    /// Frames where exactly one pipeline misses the budget: a mark in that pipeline's colour above the plot.
    private static func misses(_ series: [(PipelineKind, [Double])], frames: Int, budget: Double,
                               x: (Double) -> Double) -> [HTML] {
        guard series.count == 2 else { return [] }
        var nodes: [HTML] = []
        for index in 0..<frames {
            let over = series.map { $0.1.indices.contains(index) && $0.1[index] > budget }
            guard over[0] != over[1] else { continue }
            let (pipeline, times) = over[0] ? series[0] : series[1]
            let look = Series.of(pipeline)
            nodes.append(SVG.rect(x(Double(index)) - 1.5, plot.top - 10, 3, 7, fill: look.color,
                                  title: "frame \(index): only \(look.name) misses the budget (\(Format.ms(times[index])))"))
        }
        return nodes
    }

    /// Under the frame numbers: each mark a bracket over its events' frames and its label under it.
    private static func eventLane(_ marks: [EventMark]) -> [HTML] {
        let lane = plotBottom + 30
        return marks.map { mark in
            let ends: [HTML] = mark.from == mark.to
                ? [SVG.line(mark.from, lane, mark.from, lane + 8, stroke: "#555", width: 2)]
                : [SVG.line(mark.from, lane + 4, mark.to, lane + 4, stroke: "#555", width: 2),
                   SVG.line(mark.from, lane, mark.from, lane + 8, stroke: "#555", width: 1.5),
                   SVG.line(mark.to, lane, mark.to, lane + 8, stroke: "#555", width: 1.5)]
            return SVG.group(title: mark.title(), ends + [
                SVG.text(mark.labelCenter(left: plot.left, right: plot.left + plotWidth), lane + 26, mark.label,
                         size: ChartText.size, anchor: "middle", fill: "#444"),
            ])
        }
    }

    /// At the header's right: the budget's key, with an arrow when it is above the scale.
    private static func budgetEntry(_ budget: Double, on fitted: TimelineScale) -> HTML {
        let text = "budget \(Format.ms(budget))" + (fitted.budgetOnScale ? "" : " ↑ off scale")
        let title = fitted.budgetOnScale ? "frame budget \(Format.ms(budget)): the red dashed line"
            : "frame budget \(Format.ms(budget)), above this chart's scale (its top is "
                + "\(fitted.scale.label(fitted.scale.top)) ms)"
        return ChartLegend.trailing(ChartLegend.budget(text), right: width - 4, baseline: legendBaseline, title: title)
    }
}
