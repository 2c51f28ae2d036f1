/// A small chart of one scenario's figure across runs, oldest on the left: one line per pipeline (MVC solid,
/// components dashed), a dot per run with its value and run name in its `<title>`, the axis from 0 to a little
/// above the largest value. For `Reports/index.html`.
enum TrendChart {
    static let width = 320.0
    static let height = 120.0
    static let plot = (left: 66.0, right: 8.0, top: 10.0, bottom: 22.0)

    /// One run's value for one pipeline; `nil` where that run has no such figure.
    struct Point {
        let run: String
        let value: Double?
    }

    /// `series`: per pipeline, the runs oldest first (every series the same runs, in the same order).
    static func make(title: String, series: [(Series, [Point])], unit: (Double) -> String) -> HTML {
        let runs = series.map(\.1.count).max() ?? 0
        let values = series.flatMap { $0.1.compactMap(\.value) }.filter(\.isFinite)
        let top = Swift.max(values.max() ?? 0, 1e-9) * 1.15
        let plotWidth = width - plot.left - plot.right
        let plotHeight = height - plot.top - plot.bottom
        func x(_ index: Int) -> Double { plot.left + (runs > 1 ? plotWidth * Double(index) / Double(runs - 1) : plotWidth / 2) }
        func y(_ value: Double) -> Double { plot.top + plotHeight * (1 - Swift.min(Swift.max(value, 0), top) / top) }
        var nodes: [HTML] = [SVG.rect(plot.left, plot.top, plotWidth, plotHeight, fill: "#fafafa", stroke: "#ddd")]
        for value in [0, top / 1.15] {
            nodes.append(SVG.text(plot.left - 4, y(value) + 4, unit(value), size: 11, anchor: "end"))
        }
        nodes.append(SVG.text(plot.left, height - 6, "oldest", size: 11))
        nodes.append(SVG.text(plot.left + plotWidth, height - 6, "newest", size: 11, anchor: "end"))
        for (look, points) in series {
            let drawn = points.enumerated().compactMap { index, point in
                point.value.flatMap { $0.isFinite ? (x(index), y($0)) : nil }
            }
            if drawn.count > 1 {
                nodes.append(SVG.polyline(drawn, stroke: look.color, width: 2, dash: look.dash,
                                          title: "\(look.name): \(title)"))
            }
            for (index, point) in points.enumerated() {
                guard let value = point.value, value.isFinite else { continue }
                nodes.append(SVG.circle(x(index), y(value), 3, fill: look.color,
                                        title: "\(look.name), \(point.run): \(unit(value))"))
            }
        }
        return SVG.svg(width: width, height: height, label: title, nodes)
    }
}
