import JSON
import Feed
import Foundation
import Bench
import Statistics
import Geometry
import LayoutConformance

/// What `feedbench flex` prints: failing cases, pass rate per feature, timings.
public struct FlexReport {
    public var file: String
    public var results: [CaseResult]
    public var timings: [LayoutBenchmark.Timing]

    public init(file: String, results: [CaseResult], timings: [LayoutBenchmark.Timing]) {
        self.file = file
        self.results = results
        self.timings = timings
    }

    public var passed: Int { results.filter(\.passed).count }
    public var failed: Int { results.count - passed }

    /// Median over cases of each case's median cold layout time.
    var medianCold: Double { timings.map(\.medianCold).median }
    var medianCached: Double { timings.map(\.medianCached).median }

    public func text() -> String {
        var out = ""
        for result in results where !result.passed {
            out += "FAIL \(Self.shown(result.name))\n"
            for mismatch in result.mismatches {
                let got = mismatch.actual.map(format) ?? "no such node"
                out += "  \(Self.shown(mismatch.nodeID)): expected \(format(mismatch.expected)), got \(got)\n"
            }
        }
        let tallies = ConformanceRunner.tally(results)
        if !tallies.isEmpty {
            let features = tallies.map { Self.shown($0.feature) }
            let width = max(7, features.map(\.count).max() ?? 0)
            out += "\n" + TextColumn.pad("feature", width) + "  cases  passed    rate\n"
            for (tally, feature) in zip(tallies, features) {
                out += TextColumn.pad(feature, width)
                    + String(format: "  %5d  %6d  %5.1f%%\n", tally.cases, tally.passed, tally.rate * 100)
            }
        }
        let rate = results.isEmpty ? 100 : Double(passed) * 100 / Double(results.count)
        out += String(format: "\n%d of %d cases pass (%.1f%%) in %@\n", passed, results.count, rate, file)
        if timings.count == 1, let timing = timings.first {
            out += "\(timing.nodeCount) nodes: cold layout median \(duration(timing.medianCold)) "
                + "(min \(duration(timing.minCold))), cached re-layout median \(duration(timing.medianCached))\n"
            let stats = timing.coldStatistics
            out += "cold layout work: \(stats.layouts) layouts, \(stats.measures) measures, "
                + "\(stats.cachedLayouts + stats.cachedMeasures) cache hits\n"
        } else if !timings.isEmpty {
            out += "median time per layout: \(duration(medianCold)) cold, \(duration(medianCached)) cached re-layout\n"
        }
        return out
    }

    public func json() -> String {
        let payload = Payload(
            file: file, cases: results.count, passed: passed, failed: failed,
            failures: results.filter { !$0.passed }.map { result in
                Payload.Failure(name: result.name, nodes: result.mismatches.map {
                    Payload.Node(id: $0.nodeID, expected: Payload.Frame($0.expected), actual: $0.actual.map(Payload.Frame.init))
                })
            },
            features: ConformanceRunner.tally(results).map {
                Payload.Feature(feature: $0.feature, cases: $0.cases, passed: $0.passed)
            },
            // Milliseconds, as in every command's JSON (the benchmark measures seconds).
            timing: Payload.Timing(
                medianColdMilliseconds: medianCold * 1e3, medianCachedMilliseconds: medianCached * 1e3,
                cases: timings.map {
                    Payload.CaseTiming(name: $0.name, nodes: $0.nodeCount, medianColdMilliseconds: $0.medianCold * 1e3,
                                       minColdMilliseconds: $0.minCold * 1e3,
                                       medianCachedMilliseconds: $0.medianCached * 1e3)
                }))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        // A layout can overflow to infinity or NaN: such a value is written as the string "inf", "-inf"
        // or "nan" so the output stays valid JSON (numbers are never quoted otherwise).
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        guard let data = try? encoder.encode(payload) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    /// A name, id or feature from the case file as printed: as it is when plain, quoted and escaped
    /// (``MessageText/quoted(_:)``) when it holds anything that could break the line or hide text, so one
    /// failure is always one line.
    static func shown(_ value: String) -> String {
        let quoted = MessageText.quoted(value)
        return quoted == "\"\(value)\"" ? value : quoted
    }

    private func format(_ rect: Rect) -> String {
        "{left \(Self.number(rect.minX)), top \(Self.number(rect.minY)), width \(Self.number(rect.width)), height \(Self.number(rect.height))}"
    }

    /// `12`, `12.50`, `1e+19`, `inf`, `nan`: whole numbers exactly while they fit an `Int` without doubt,
    /// anything larger or not finite in a form that never traps (a case may lay out to any size).
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
        guard abs(value) < 1e15 else { return String(format: "%g", value) }
        return value == value.rounded() ? String(Int(value)) : String(format: "%.2f", value)
    }


    private func duration(_ seconds: Double) -> String {
        if seconds >= 1e-3 { return String(format: "%.3f ms", seconds * 1e3) }
        return String(format: "%.2f µs", seconds * 1e6)
    }

}

private struct Payload: Encodable {
    struct Frame: Encodable {
        var left, top, width, height: Double
        init(_ rect: Rect) {
            left = rect.minX
            top = rect.minY
            width = rect.width
            height = rect.height
        }
    }
    struct Node: Encodable {
        var id: String
        var expected: Frame
        var actual: Frame?
    }
    struct Failure: Encodable {
        var name: String
        var nodes: [Node]
    }
    struct Feature: Encodable {
        var feature: String
        var cases: Int
        var passed: Int
    }
    struct CaseTiming: Encodable {
        var name: String
        var nodes: Int
        var medianColdMilliseconds: Double
        var minColdMilliseconds: Double
        var medianCachedMilliseconds: Double
    }
    struct Timing: Encodable {
        var medianColdMilliseconds: Double
        var medianCachedMilliseconds: Double
        var cases: [CaseTiming]
    }
    var file: String
    var cases: Int
    var passed: Int
    var failed: Int
    var failures: [Failure]
    var features: [Feature]
    var timing: Timing
}
