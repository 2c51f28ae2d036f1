import Foundation
import Harness

/// The parallel build's speed-up against the worker count, with the line of perfect scaling.
enum SpeedupChart {
    static func make(_ builds: [ParallelBuildResult]) -> HTML {
        let width = 520.0
        let height = 280.0
        let size = 14.0
        let plot = (left: 52.0, right: 14.0, top: 14.0, bottom: 54.0)
        let counts = [1] + builds.map(\.workers)
        let maximum = Double(counts.max() ?? 1)
        let plotWidth = width - plot.left - plot.right
        let plotHeight = height - plot.top - plot.bottom
        func x(_ workers: Double) -> Double { plot.left + plotWidth * (workers - 1) / max(1, maximum - 1) }
        func y(_ speedUp: Double) -> Double { plot.top + plotHeight * (1 - speedUp / maximum) }
        var nodes: [HTML] = [SVG.rect(plot.left, plot.top, plotWidth, plotHeight, fill: "#fafafa", stroke: "#ddd"),
                             SVG.line(x(1), y(1), x(maximum), y(maximum), stroke: "#999", dash: "4 3",
                                      title: "perfect scaling: speed-up equal to the workers")]
        var points: [(Double, Double)] = [(x(1), y(1))]
        for build in builds.sorted(by: { $0.workers < $1.workers }) {
            points.append((x(Double(build.workers)), y(build.speedUp)))
        }
        nodes.append(SVG.polyline(points, stroke: Series.components.color, width: 2, title: "measured speed-up (medians)"))
        for build in builds {
            nodes.append(SVG.circle(x(Double(build.workers)), y(build.speedUp), 4, fill: Series.components.color,
                                    title: String(format: "%d workers: speed-up %.2f×, efficiency %.0f%%", build.workers,
                                                  build.speedUp, build.efficiency * 100)))
        }
        // Worker counts on x, but none so close to the one before that the labels meet.
        var lastRight = -Double.infinity
        for count in Set(counts).sorted() {
            let label = "\(count)"
            let half = ChartText.width(label, size: size) / 2
            guard x(Double(count)) - half >= lastRight + ChartText.gap else { continue }
            lastRight = x(Double(count)) + half
            nodes.append(SVG.text(x(Double(count)), height - plot.bottom + 20, label, size: size, anchor: "middle"))
        }
        // Speed-ups on y at round steps: the worker counts (1, 2, 4, …) bunch up at the bottom.
        let scale = NiceScale(covering: maximum)
        for value in scale.ticks where value <= maximum {
            nodes.append(SVG.text(plot.left - 6, y(value) + 5, scale.label(value) + "×", size: size, anchor: "end"))
        }
        nodes.append(SVG.text(plot.left + plotWidth / 2, height - 8, "workers", size: size, anchor: "middle"))
        return SVG.chart(width: width, height: height, label: "Parallel build speed-up against worker count", nodes)
    }
}
