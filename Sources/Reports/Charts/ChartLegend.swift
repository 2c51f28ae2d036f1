import Harness

/// A chart's key, on a row of its own above the plot so that no line or bar covers it: each entry a sample of
/// the series (its line with its dash, or its bar with its hatch) and the series' name.
enum ChartLegend {
    struct Entry {
        enum Sample {
            case line(color: String, dash: String?)
            case bar(fill: String, stroke: String?)
        }
        let sample: Sample
        let text: String
        let color: String

        static let sampleWidth = 26.0

        var width: Double { Self.sampleWidth + 6 + ChartText.width(text) }
    }

    static func entries(_ pipelines: [PipelineKind], bars: Bool = false) -> [Entry] {
        pipelines.map { pipeline in
            let look = Series.of(pipeline)
            let sample: Entry.Sample = bars ? .bar(fill: look.fill, stroke: pipeline == .components ? look.color : nil)
                : .line(color: look.color, dash: look.dash)
            return Entry(sample: sample, text: look.name, color: look.color)
        }
    }

    /// The budget's entry: a red dashed line, and where the budget lies if the chart's scale leaves it out.
    static func budget(_ text: String) -> Entry {
        Entry(sample: .line(color: BudgetLook.color, dash: BudgetLook.dash), text: text, color: BudgetLook.color)
    }

    /// The entries from `x` rightwards, text on `baseline`.
    static func row(_ entries: [Entry], x: Double, baseline: Double) -> HTML {
        var nodes: [HTML] = []
        var left = x
        for entry in entries {
            nodes.append(draw(entry, x: left, baseline: baseline))
            left += entry.width + 3 * ChartText.gap
        }
        return .group(nodes)
    }

    /// One entry ending at `right`.
    static func trailing(_ entry: Entry, right: Double, baseline: Double, title: String) -> HTML {
        SVG.group(title: title, [draw(entry, x: right - entry.width, baseline: baseline)])
    }

    /// The vertical span of a row of entries whose text sits on `baseline`.
    static func span(baseline: Double) -> ClosedRange<Double> {
        (baseline - ChartText.size)...(baseline + 4)
    }

    private static func draw(_ entry: Entry, x: Double, baseline: Double) -> HTML {
        let middle = baseline - ChartText.size * 0.35
        let sample: HTML = switch entry.sample {
        case .line(let color, let dash):
            SVG.line(x, middle, x + Entry.sampleWidth, middle, stroke: color, width: 2.5, dash: dash)
        case .bar(let fill, let stroke):
            SVG.rect(x, baseline - ChartText.size * 0.8, Entry.sampleWidth, ChartText.size * 0.8, fill: fill, stroke: stroke)
        }
        return .group([sample, SVG.text(x + Entry.sampleWidth + 6, baseline, entry.text, size: ChartText.size,
                                        fill: entry.color)])
    }
}
