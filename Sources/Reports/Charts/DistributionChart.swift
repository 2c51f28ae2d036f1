import Foundation
import Harness

/// The distribution of frame times of both pipelines, pooled over the measured repetitions: a histogram
/// over logarithmic bins (frame times span microseconds to tens of milliseconds), the two pipelines' bars
/// side by side, with the budget marked; the percentile table goes under it.
enum DistributionChart {
    static let width = 900.0
    static let height = 220.0
    static let plot = (left: 56.0, right: 12.0, top: 16.0, bottom: 38.0)
    static let bins = 36

    static func make(_ results: [RunResult], budget: Double) -> HTML {
        let samples = results.map { ($0.pipeline, $0.frameTimes.filter { $0 > 0 }) }
        let all = samples.flatMap(\.1)
        guard let smallest = all.min(), let largest = all.max() else {
            return .el("p", [("class", "note")], text: "No frame time to draw.")
        }
        let low = log10(smallest)
        let high = max(log10(largest), low + 1e-9) + 1e-9
        func bin(_ value: Double) -> Int { min(bins - 1, Int(Double(bins) * (log10(value) - low) / (high - low))) }
        let counts = samples.map { pipeline, values -> (PipelineKind, [Int], Int) in
            var counts = [Int](repeating: 0, count: bins)
            for value in values { counts[bin(value)] += 1 }
            return (pipeline, counts, values.count)
        }
        let top = counts.flatMap { $0.1.map { Double($0) / Double(max(1, counts.first { _ in true }?.2 ?? 1)) } }.max() ?? 1
        let plotWidth = width - plot.left - plot.right
        let plotHeight = height - plot.top - plot.bottom
        let slot = plotWidth / Double(bins)
        func edge(_ index: Int) -> Double { pow(10, low + (high - low) * Double(index) / Double(bins)) }

        var nodes: [HTML] = [SVG.rect(plot.left, plot.top, plotWidth, plotHeight, fill: "#fafafa", stroke: "#ddd")]
        for (index, (pipeline, binCounts, total)) in counts.enumerated() {
            let look = Series.of(pipeline)
            for (bin, count) in binCounts.enumerated() where count > 0 {
                let share = Double(count) / Double(max(1, total))
                let barHeight = plotHeight * share / max(top, 1e-9)
                let barWidth = slot / Double(counts.count) - 1
                nodes.append(SVG.rect(plot.left + slot * Double(bin) + barWidth * Double(index) + 0.5,
                                      plot.top + plotHeight - barHeight, barWidth, barHeight, fill: look.fill,
                                      stroke: pipeline == .components ? look.color : nil,
                                      title: "\(look.name): \(Format.count(count)) frames (\(String(format: "%.1f", share * 100))%) "
                                          + "from \(Format.ms(edge(bin))) to \(Format.ms(edge(bin + 1)))"))
            }
        }
        for index in stride(from: 0, through: bins, by: 6) {
            nodes.append(SVG.text(plot.left + slot * Double(index), height - plot.bottom + 14, Format.ms(edge(index)),
                                  size: 9, anchor: "middle"))
        }
        if budget >= edge(0) && budget <= edge(bins) {
            let position = plot.left + plotWidth * (log10(budget) - low) / (high - low)
            nodes.append(SVG.line(position, plot.top, position, plot.top + plotHeight, stroke: "#b00020", width: 1.5,
                                  dash: "4 2", title: "frame budget \(Format.ms(budget))"))
        }
        nodes.append(SVG.text(plot.left + plotWidth / 2, height - 6, "frame time (logarithmic bins); bar height: share of "
                              + "the pipeline's frames", size: 11, anchor: "middle"))
        nodes.append(TimelineChart.legend(results.map(\.pipeline), x: plot.left + 6, y: plot.top + 12))
        return SVG.svg(width: width, height: height, label: "Distribution of frame times, MVC and components", nodes)
    }
}
