import Foundation
import Harness

/// The distribution of frame times of both pipelines, pooled over the measured repetitions: a histogram
/// over logarithmic bins (frame times span microseconds to tens of milliseconds), the two pipelines' bars
/// side by side, a y scale in shares of each pipeline's frames, the key above the plot, and the budget
/// marked (or named off the scale); the percentile table goes under it.
enum DistributionChart {
    static func make(_ results: [RunResult], budget: Double) -> HTML {
        let samples = results.map { ($0.pipeline, $0.frameTimes.filter { $0 > 0 && $0.isFinite }) }
        guard let layout = DistributionLayout(samples, budget: budget) else {
            return .el("p", [("class", "note")], text: "No frame time to draw.")
        }
        typealias L = DistributionLayout
        let plot = L.plot
        let bottom = plot.top + plot.height
        var nodes: [HTML] = [SVG.rect(plot.left, plot.top, L.plotWidth, plot.height, fill: "#fafafa", stroke: "#ddd")]
        for tick in layout.yTicks {
            nodes.append(SVG.line(plot.left - 4, tick.y, plot.left + L.plotWidth, tick.y, stroke: "#e4e4e4"))
            nodes.append(SVG.text(plot.left - 8, tick.y + 5.5, tick.label, size: ChartText.size, anchor: "end"))
        }
        for bar in layout.bars {
            let look = Series.of(bar.pipeline)
            nodes.append(SVG.rect(bar.x, bar.y, bar.width, bar.height, fill: look.fill,
                                  stroke: bar.pipeline == .components ? look.color : nil,
                                  title: "\(look.name): \(Format.count(bar.count)) frames "
                                      + "(\(String(format: "%.1f", bar.share * 100))%) from \(Format.ms(layout.edge(bar.bin))) "
                                      + "to \(Format.ms(layout.edge(bar.bin + 1)))"))
        }
        for tick in layout.xTicks {
            nodes.append(SVG.line(tick.position, bottom, tick.position, bottom + 5, stroke: "#888"))
            nodes.append(SVG.text(tick.labelCenter, bottom + 22, tick.label, size: ChartText.size, anchor: "middle"))
        }
        var budgetText = "budget \(Format.ms(budget))"
        var budgetTitle = "frame budget \(Format.ms(budget)): the red dashed line"
        switch layout.budget {
        case .on(let x):
            nodes.append(SVG.line(x, plot.top, x, bottom, stroke: BudgetLook.color, width: 1.5, dash: BudgetLook.dash,
                                  title: "frame budget \(Format.ms(budget))"))
        case .below:
            budgetText += " ← off scale"
            budgetTitle = "frame budget \(Format.ms(budget)), below this chart's scale: every frame is slower"
        case .above:
            budgetText += " → off scale"
            budgetTitle = "frame budget \(Format.ms(budget)), above this chart's scale: every frame is faster"
        }
        nodes.append(SVG.text(plot.left + L.plotWidth / 2, L.height - 8, "frame time (ms, logarithmic bins)",
                              size: ChartText.size, anchor: "middle"))
        nodes.append(ChartLegend.row(ChartLegend.entries(results.map(\.pipeline), bars: true), x: plot.left,
                                     baseline: L.legendBaseline))
        nodes.append(ChartLegend.trailing(ChartLegend.budget(budgetText), right: L.width - 4,
                                          baseline: L.legendBaseline, title: budgetTitle))
        return .group([
            SVG.chart(width: L.width, height: L.height, label: "Distribution of frame times, MVC and components", nodes),
            .el("p", [("class", "note")], text: "Bar height: the share of that pipeline's frames in the bin (each "
                + "pipeline's bars add up to 100%). Hover a bar for its count and its bounds."),
        ])
    }
}
