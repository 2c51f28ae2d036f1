import Foundation
import Harness
import Testing

@testable import Reports

/// Charts shrink to a phone's column and their text stays legible there; nice scales pick round values.
@Suite struct ChartLegibilityTests {
    /// The width a chart has on a 390-pixel-wide phone, the page's padding taken off.
    static let phoneColumn = 358.0

    static func charts() -> [String] {
        let results = ChartFixtures.results(frames: 300, mvc: { 0.2 + Double($0 % 4) * 0.05 }, components: { _ in 0.25 })
        let builds = [2, 4, 8, 16].map { workers in
            ParallelBuildResult(stories: 100, workers: workers, oneWorkerMilliseconds: 1300,
                                workersMilliseconds: 1300 / Double(workers) * 1.3, oneWorkerBestMilliseconds: 1200,
                                workersBestMilliseconds: 1200 / Double(workers) * 1.3, rounds: 5, identicalLayouts: true)
        }
        return [
            TimelineChart.make(results, budget: 16.7, events: [(3, "like"), (150, "open")]).render(),
            DistributionChart.make(results, budget: 16.7).render(),
            BarChart.make([BarChart.Row(label: "layout (workers)", values: [1.5, 0.7]), BarChart.Row(label: "mount", values: [2, 1])],
                          pipelines: [.mvc, .components], unit: Format.ms, label: "passes").render(),
            SpeedupChart.make(builds).render(),
        ]
    }

    @Test func chartsScaleDownWithTheirAspectRatio() {
        for svg in Self.charts() {
            let root = ChartFixtures.elements("svg", in: svg)[0].attributes
            #expect(root["viewBox"]?.hasPrefix("0 0 ") == true)
            #expect(root["class"] == "chart")
            #expect(root["style"] == "max-width:100%;height:auto")
            #expect(svg.contains("<title>"))
        }
    }

    @Test func textIsAboutNinePixelsTallOnAPhone() throws {
        for svg in Self.charts() {
            let root = ChartFixtures.elements("svg", in: svg)[0].attributes
            let width = try #require(root["viewBox"].flatMap { Double($0.split(separator: " ")[2]) })
            let sizes = ChartFixtures.texts(svg).compactMap { $0.attributes["font-size"].flatMap(Double.init) }
            #expect(!sizes.isEmpty)
            for size in sizes { #expect(size * min(1, Self.phoneColumn / width) >= 8.9) }
        }
    }

    @Test func niceScalesUseRoundSteps() {
        #expect(NiceScale.roundUp(0.075) == 0.1)
        #expect(NiceScale.roundUp(1.3) == 2)
        #expect(NiceScale.roundUp(3) == 5)
        #expect(NiceScale.roundDown(0.13) == 0.1)
        #expect(NiceScale.roundDown(2.373) == 2)
        let scale = NiceScale(covering: 0.3)
        #expect(scale.step == 0.1)
        #expect(scale.ticks.map(scale.label) == ["0", "0.1", "0.2", "0.3", "0.4"])
        let log = LogScale(from: 0.13, to: 2.373)
        #expect(log.low == 0.1 && log.high == 5)
        #expect(log.ticks(length: 560).map(LogScale.label) == ["0.1", "0.2", "0.5", "1", "2", "5"])
    }
}
