import Foundation
import Harness
import Testing

@testable import Reports

/// The histogram: a y scale, the key clear of the bars, every label inside the chart.
@Suite struct DistributionChartTests {
    static let results = ChartFixtures.results(frames: 400, mvc: { 0.1 + 0.2 * Double($0 % 13) / 12 },
                                               components: { $0 % 50 == 0 ? 2.373 : 0.15 })

    static func layout(_ results: [RunResult], budget: Double = 16.7) -> DistributionLayout? {
        DistributionLayout(results.map { ($0.pipeline, $0.frameTimes) }, budget: budget)
    }

    @Test func hasAYScaleOfShares() throws {
        let layout = try #require(Self.layout(Self.results))
        #expect(layout.yTicks.count >= 3)
        #expect(layout.yTicks.first?.label == "0%")
        let svg = DistributionChart.make(Self.results, budget: 16.7).render()
        for tick in layout.yTicks { #expect(svg.contains(">\(tick.label)</text>")) }
        // The tallest bar reaches at most the top tick.
        let tallest = layout.bars.map(\.share).max() ?? 0
        #expect(tallest * 100 <= layout.shares.top)
    }

    /// Every frame in one bin: the scale stops at 100%.
    @Test func sharesStopAtAHundredPercent() throws {
        let results = ChartFixtures.results(frames: 50, mvc: { _ in 0.25 }, components: { _ in 0.4 })
        let layout = try #require(Self.layout(results))
        #expect(layout.yTicks.last?.label == "100%")
        #expect(layout.bars.allSatisfy { $0.y >= DistributionLayout.plot.top - 0.001 })
    }

    @Test func theKeyIsClearOfEveryBar() throws {
        let layout = try #require(Self.layout(Self.results))
        #expect(!layout.bars.isEmpty)
        for bar in layout.bars { #expect(layout.legendSpan.upperBound < bar.y) }
    }

    @Test func everyAxisLabelIsInsideTheChart() throws {
        let layout = try #require(Self.layout(Self.results))
        #expect(layout.xTicks.count >= 2)
        for tick in layout.xTicks {
            let half = ChartText.width(tick.label) / 2
            #expect(tick.labelCenter - half >= 0)
            #expect(tick.labelCenter + half <= DistributionLayout.width)
        }
        for (left, right) in zip(layout.xTicks, layout.xTicks.dropFirst()) {
            #expect(left.labelCenter + ChartText.width(left.label) / 2 < right.labelCenter - ChartText.width(right.label) / 2)
        }
        // The largest frame (2.373 ms) lies within the axis, whose last tick is a round value above it.
        #expect(layout.scale.high >= 2.373)
        #expect(layout.xTicks.last?.label == "5")
    }

    @Test func theBudgetIsOnTheScaleNearTheFramesAndNamedOffItElse() throws {
        let tiny = try #require(Self.layout(Self.results))
        guard case .above = tiny.budget else { Issue.record("a 16.7 ms budget is off a scale of 0.1–5 ms"); return }
        #expect(DistributionChart.make(Self.results, budget: 16.7).render().contains("budget 16.7 ms → off scale"))

        let near = ChartFixtures.results(frames: 100, mvc: { 8 + Double($0 % 10) }, components: { 12 + Double($0 % 9) })
        let layout = try #require(Self.layout(near))
        guard case .on(let x) = layout.budget else { Issue.record("a 16.7 ms budget is within 8–20 ms frames"); return }
        #expect(x > DistributionLayout.plot.left && x < DistributionLayout.width - DistributionLayout.plot.right)
    }
}
