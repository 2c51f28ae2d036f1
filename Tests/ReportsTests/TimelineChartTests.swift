import Foundation
import Harness
import Testing

@testable import Reports

/// The frame chart: a y scale fitted to the frames, the budget on it or named off it, events that do not
/// overlap.
@Suite struct TimelineChartTests {
    static func render(_ results: [RunResult], budget: Double = 16.7,
                       events: [(frame: Int, kind: String)] = []) -> String {
        TimelineChart.make(results, budget: budget, events: events).render()
    }

    /// The numbers the y axis is labelled with.
    static func yTicks(_ svg: String) -> [Double] {
        ChartFixtures.texts(svg).filter {
            $0.attributes["text-anchor"] == "end" && $0.attributes["x"] == Format.coordinate(TimelineChart.plot.left - 8)
        }.compactMap { Double($0.text) }
    }

    /// Budget lines across the plot (the key's sample is shorter).
    static func budgetLines(_ svg: String) -> [[String: String]] {
        ChartFixtures.elements("line", in: svg).map(\.attributes).filter {
            $0["stroke"] == BudgetLook.color && $0["x1"] == Format.coordinate(TimelineChart.plot.left)
                && $0["x2"] == Format.coordinate(TimelineChart.plot.left + TimelineChart.plotWidth)
        }
    }

    /// The count each event mark's label gives: "12 events", "like ×12", or one event.
    static func eventCounts(_ svg: String) -> [Int] {
        ChartFixtures.texts(svg).filter { $0.attributes["fill"] == "#444" }.map { label in
            if label.text.hasSuffix(" events") { return Int(label.text.split(separator: " ")[0]) ?? 0 }
            if let times = label.text.range(of: " ×") { return Int(label.text[times.upperBound...]) ?? 0 }
            return 1
        }
    }

    @Test func tinyFramesGetTheirOwnScaleAndTheBudgetIsNamedOffIt() {
        let results = ChartFixtures.results(frames: 120, mvc: { 0.1 + 0.2 * Double($0 % 10) / 9 },
                                            components: { 0.12 + 0.1 * Double($0 % 7) / 6 })
        let svg = Self.render(results)
        let ticks = Self.yTicks(svg)
        #expect(ticks.count >= 3)
        #expect((ticks.max() ?? 99) < 1)
        #expect((ticks.max() ?? 0) >= 0.3)
        #expect(svg.contains("budget 16.7 ms ↑ off scale"))
        #expect(Self.budgetLines(svg).isEmpty)
        #expect(svg.contains("<title>frame budget 16.7 ms, above this chart"))
    }

    @Test func slowFramesShowTheBudgetLineInside() {
        let results = ChartFixtures.results(frames: 60, mvc: { _ in 40 }, components: { 38 + Double($0 % 3) })
        let svg = Self.render(results)
        #expect(!svg.contains("off scale"))
        let lines = Self.budgetLines(svg)
        #expect(lines.count == 1)
        let y = Double(lines.first?["y1"] ?? "") ?? -1
        #expect(y > TimelineChart.plot.top && y < TimelineChart.plotBottom)
        #expect((Self.yTicks(svg).max() ?? 0) >= 40)
    }

    @Test func framesNearTheBudgetBringItOnTheScale() {
        let scale = TimelineScale(values: [9, 10, 11], budget: 16.7)
        #expect(scale.budgetOnScale)
        #expect(scale.scale.top >= 16.7)
    }

    /// One launch frame far slower than the rest does not flatten them: it is marked at the top edge.
    @Test func aLoneSlowFrameIsMarkedAboveTheScale() {
        let results = ChartFixtures.results(frames: 300, mvc: { $0 == 0 ? 30 : 0.2 }, components: { $0 == 0 ? 12 : 0.15 })
        let svg = Self.render(results)
        #expect((Self.yTicks(svg).max() ?? 99) < 1)
        #expect(svg.contains("MVC, frame 0: 30.0 ms, above the scale"))
        #expect(svg.contains("components, frame 0: 12.0 ms, above the scale"))
    }

    @Test func closeEventsMergeIntoFewMarksThatCountThemAll() {
        let kinds = ["like", "unlike", "comment"]
        let events = (0..<100).map { (frame: 100 + $0, kind: kinds[$0 % 3]) }
        let marks = EventMarks.make(events, position: { 60 + 564 * Double($0) / 299 }, left: 60, right: 624)
        #expect(marks.count >= 1 && marks.count <= 4)
        #expect(marks.map(\.count).reduce(0, +) == 100)
        let title = marks[0].title()
        #expect(title.contains("and \(marks[0].count - 20) more"))
        #expect(title.components(separatedBy: "; ").count == 21)

        let svg = Self.render(ChartFixtures.results(frames: 300, mvc: { _ in 1 }, components: { _ in 1 }), events: events)
        #expect(Self.eventCounts(svg).reduce(0, +) == 100)
    }

    /// An event every third frame all along the run (as in update-storm): a handful of marks whose labels
    /// keep apart.
    @Test func eventsAllAlongTheRunGetAHandfulOfMarksApart() {
        let kinds = ["like", "comment", "unlike"]
        let events = stride(from: 3, to: 300, by: 3).map { (frame: $0, kind: kinds[$0 % 3]) }
        let marks = EventMarks.make(events, position: { 60 + 564 * Double($0) / 299 }, left: 60, right: 624)
        #expect(marks.count >= 4 && marks.count <= 8)
        #expect(marks.map(\.count).reduce(0, +) == events.count)
        for (left, right) in zip(marks, marks.dropFirst()) {
            #expect(left.labelExtent(left: 60, right: 624).upperBound + ChartText.gap
                <= right.labelExtent(left: 60, right: 624).lowerBound)
        }
        for mark in marks { #expect(mark.labelExtent(left: 60, right: 624).lowerBound >= 60) }
        for mark in marks { #expect(mark.labelExtent(left: 60, right: 624).upperBound <= 624) }
    }

    @Test func eventsOfOneKindSayTheirKindAndCount() {
        let events = [(frame: 10, kind: "like"), (frame: 11, kind: "like"), (frame: 12, kind: "like"),
                      (frame: 250, kind: "open")]
        let marks = EventMarks.make(events, position: { 60 + 564 * Double($0) / 299 }, left: 60, right: 624)
        #expect(marks.map(\.label) == ["like ×3", "open"])
        #expect(marks[1].title() == "frame 250: open")
    }

    @Test func theChartIsTheSameWhenMadeAgain() {
        let results = ChartFixtures.results(frames: 200, mvc: { 0.2 + Double($0 % 5) * 0.01 }, components: { _ in 0.3 })
        let events = (0..<40).map { (frame: $0 * 5, kind: $0 % 2 == 0 ? "like" : "insert-at-top") }
        #expect(Self.render(results, events: events) == Self.render(results, events: events))
    }
}
