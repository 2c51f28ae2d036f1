import Foundation
import Harness

/// Where the distribution chart puts its bars, ticks and key, worked out apart from the drawing so that
/// what the drawing promises (no bar over the key, no label past the edge) can be checked.
struct DistributionLayout {
    struct Bar {
        let pipeline: PipelineKind
        let bin: Int
        let count: Int
        /// Of the pipeline's frames.
        let share: Double
        let x: Double
        let y: Double
        let width: Double
        let height: Double
    }

    struct Tick {
        let label: String
        /// Where the value lies on the axis.
        let position: Double
        /// Where its label is centred: moved in from the chart's edges.
        let labelCenter: Double
    }

    enum BudgetPlace {
        case on(x: Double)
        case below
        case above
    }

    static let width = 640.0
    static let plot = (left: 56.0, right: 18.0, top: 42.0, height: 160.0)
    static let legendBaseline = 20.0
    static let bins = 30
    static var height: Double { plot.top + plot.height + 54 }
    static var plotWidth: Double { width - plot.left - plot.right }

    let scale: LogScale
    /// The y axis, in percent of a pipeline's frames.
    let shares: NiceScale
    let bars: [Bar]
    let xTicks: [Tick]
    let yTicks: [(label: String, y: Double)]
    let budget: BudgetPlace
    /// The key's row, above the plot.
    let legendSpan: ClosedRange<Double>

    /// `nil` when there is no frame time to draw.
    init?(_ samples: [(PipelineKind, [Double])], budget: Double) {
        let all = samples.flatMap(\.1)
        guard let smallest = all.min(), let largest = all.max() else { return nil }
        // The budget joins the scale when it is within a factor of 5 of the frames, else it is named off it.
        let budgetNear = budget > 0 && budget >= smallest / 5 && budget <= largest * 5
        let scale = budgetNear ? LogScale(from: min(smallest, budget), to: max(largest, budget))
            : LogScale(from: smallest, to: largest)
        let plot = Self.plot
        let plotWidth = Self.plotWidth
        let bins = Self.bins
        func bin(_ value: Double) -> Int { min(bins - 1, max(0, Int(Double(bins) * scale.fraction(value)))) }
        let counts = samples.map { pipeline, values -> (PipelineKind, [Int], Int) in
            var counts = [Int](repeating: 0, count: bins)
            for value in values { counts[bin(value)] += 1 }
            return (pipeline, counts, values.count)
        }
        let highestShare = counts.flatMap { _, binCounts, total in binCounts.map { Double($0) / Double(max(1, total)) } }
            .max() ?? 1
        let shares = NiceScale(covering: highestShare * 100, ceiling: 100)
        let slot = plotWidth / Double(bins)
        let barWidth = slot / Double(max(1, counts.count)) - 1
        var bars: [Bar] = []
        for (index, (pipeline, binCounts, total)) in counts.enumerated() {
            for (bin, count) in binCounts.enumerated() where count > 0 {
                let share = Double(count) / Double(max(1, total))
                let barHeight = plot.height * share * 100 / shares.top
                bars.append(Bar(pipeline: pipeline, bin: bin, count: count, share: share,
                                x: plot.left + slot * Double(bin) + (barWidth + 1) * Double(index) + 0.5,
                                y: plot.top + plot.height - barHeight, width: barWidth, height: barHeight))
            }
        }
        self.scale = scale
        self.shares = shares
        self.bars = bars
        xTicks = scale.ticks(length: plotWidth).map { value in
            let label = LogScale.label(value)
            let position = plot.left + plotWidth * scale.fraction(value)
            let half = ChartText.width(label) / 2
            return Tick(label: label, position: position,
                        labelCenter: min(max(position, half + 2), Self.width - half - 2))
        }
        yTicks = shares.ticks.map { value in
            (shares.label(value) + "%", plot.top + plot.height * (1 - value / shares.top))
        }
        if budget > 0 && scale.contains(budget) {
            self.budget = .on(x: plot.left + plotWidth * scale.fraction(budget))
        } else {
            self.budget = budget < scale.low ? .below : .above
        }
        legendSpan = ChartLegend.span(baseline: Self.legendBaseline)
    }

    /// The frame time at a bin's lower edge (`bins`: the upper edge of the last).
    func edge(_ bin: Int) -> Double {
        pow(10, log10(scale.low) + (log10(scale.high) - log10(scale.low)) * Double(bin) / Double(Self.bins))
    }
}
