import Dispatch
import Feed
import Foundation
import TextLayout

/// `feedbench text-bench`: what text measurement costs per label, over a deterministic set of feed labels
/// (names, short messages and a long tail of long messages, in several scripts, with emoji: text that
/// needs fallback fonts included). Passes, each `rounds` times after an untimed one:
/// - `raw hb_shape`: one `hb_shape` of each whole label with DejaVu, nothing else: the reference;
/// - `hb_shape runs`: the runs a layout of each label shapes (one script and one face each, `ShapingRuns`,
///   made before the pass), shaped as the layout shapes them, nothing else: HarfBuzz's part of a cold
///   layout, the second reference;
/// - `cold`: a full layout (clusters, fallback fonts, shaping per run, ICU's break opportunities, lines)
///   with a cache that stores nothing;
/// - `cached`: `TextEngine.measure` on a warm cache; `lookup`: `TextCache.cachedLayout` alone;
/// - `cached xN`: N threads measuring the same labels at once on one shared cache, each from its own copy of
///   the strings (as each worker measures its own stories');
/// - `metrics`, `metrics xN`: the same with `TextEngine.metrics`, what the pipelines size text with (a hit
///   hands out no lines).
///
/// Thread: any; blocks it while it runs. Not a test: times depend on the machine.
public struct TextBenchmark: Sendable {
    public let fonts: FontLibrary
    public let labels: Int
    public let rounds: Int
    public let width: Double
    public let seed: UInt64
    public let threads: Int

    public init(fonts: FontLibrary, labels: Int = 5_000, rounds: Int = 7, width: Double = 343, seed: UInt64 = 2024,
                threads: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.fonts = fonts
        self.labels = max(1, labels)
        self.rounds = max(1, rounds)
        self.width = width
        self.seed = seed
        self.threads = max(1, threads)
    }

    public func run() -> TextBenchResult {
        let items = FeedLabels.generate(count: labels, seed: seed)
        let width = width
        var checksum = 0.0
        let fonts = fonts
        let raw = BenchTimer.pass("raw hb_shape", rounds: rounds, items: items.count) {
            for item in items { checksum += Double(fonts.rawShapeAdvance(of: item.text, font: item.style.font)) }
        }
        let shapingRuns = items.map { fonts.shapingRuns(of: $0.text, style: $0.style) }
        let runsPass = BenchTimer.pass("hb_shape runs", rounds: rounds, items: items.count) {
            for runs in shapingRuns { checksum += Double(fonts.rawShapeAdvance(of: runs)) }
        }
        let cold = TextEngine(fonts: fonts, cache: .disabled())
        let coldPass = BenchTimer.pass("cold", rounds: rounds, items: items.count) {
            for item in items { checksum += cold.measure(item.text, style: item.style, width: width).height }
        }
        let cache = TextCache(maxEntries: labels * 2, maxBytes: TextCache.unreachableBound)
        let warm = TextEngine(fonts: fonts, cache: cache)
        for item in items { checksum += warm.measure(item.text, style: item.style, width: width).height }
        let cachedPass = BenchTimer.pass("cached", rounds: rounds, items: items.count) {
            for item in items { checksum += warm.measure(item.text, style: item.style, width: width).height }
        }
        let lookupPass = BenchTimer.pass("lookup", rounds: rounds, items: items.count) {
            for item in items {
                checksum += cache.cachedLayout(of: item.text, style: item.style, width: width)?.height ?? 0
            }
        }
        let threadCount = threads
        // Each thread measures its own copy of the labels, as each worker of the pipelines measures its own
        // stories' strings. With one shared set, every lookup wrote the reference count of a string all the
        // threads share four times (twice for the loop's copy of the label, twice for the engine reading its
        // bytes: `scripts/shared-refcounts`), and the pass timed those writes more than the cache.
        let labelsPerThread = (0..<threadCount).map { _ in
            items.map { FeedLabels.Label(text: String(decoding: Array($0.text.utf8), as: UTF8.self), style: $0.style) }
        }
        let concurrentPass = BenchTimer.pass("cached x\(threadCount)", rounds: rounds, items: items.count) {
            DispatchQueue.concurrentPerform(iterations: threadCount) { thread in
                let items = labelsPerThread[thread]
                var sum = 0.0
                for offset in items.indices {
                    let item = items[(offset + thread * 97) % items.count]
                    sum += warm.measure(item.text, style: item.style, width: width).height
                }
                precondition(sum > 0, "measured heights cannot all be zero")
            }
        }
        let metricsPass = BenchTimer.pass("metrics", rounds: rounds, items: items.count) {
            for item in items { checksum += warm.metrics(item.text, style: item.style, width: width).height }
        }
        // Written out like `cached xN` rather than through a helper taking the measurement as a closure: that
        // put a call through the closure into every timed lookup.
        let concurrentMetricsPass = BenchTimer.pass("metrics x\(threadCount)", rounds: rounds, items: items.count) {
            DispatchQueue.concurrentPerform(iterations: threadCount) { thread in
                let items = labelsPerThread[thread]
                var sum = 0.0
                for offset in items.indices {
                    let item = items[(offset + thread * 97) % items.count]
                    sum += warm.metrics(item.text, style: item.style, width: width).height
                }
                precondition(sum > 0, "measured heights cannot all be zero")
            }
        }
        return TextBenchResult(
            labels: items.count, rounds: rounds, width: width, seed: seed, threads: threadCount,
            utf8Bytes: items.reduce(0) { $0 + $1.text.utf8.count },
            shapingRunsPerLabel: Double(shapingRuns.reduce(0) { $0 + $1.count }) / Double(items.count),
            passes: [raw, runsPass, coldPass, cachedPass, lookupPass, concurrentPass, metricsPass, concurrentMetricsPass],
            cache: cache.statistics(),
            fonts: fonts.fontList, checksum: checksum)
    }
}

/// The figures of one `text-bench` run.
public struct TextBenchResult: Sendable, Encodable {
    public let labels: Int
    public let rounds: Int
    public let width: Double
    public let seed: UInt64
    public let threads: Int
    public let utf8Bytes: Int
    /// The `hb_shape` calls of the `hb_shape runs` pass per label (one per run a layout shapes).
    public let shapingRunsPerLabel: Double
    public let passes: [BenchPass]
    public let cache: TextCacheStatistics
    /// The fonts the labels used, primary faces first.
    public let fonts: [String]
    /// The sum of every measured height and advance, printed so the work cannot be optimised away.
    public let checksum: Double

    /// Cold layout over one raw `hb_shape`, medians: how far layout is from shaping's own cost.
    public var coldOverRawShape: Double? { coldOver("raw hb_shape") }

    /// Cold layout over the same runs shaped alone, medians: what a layout adds to the shaping it must do.
    public var coldOverShapedRuns: Double? { coldOver("hb_shape runs") }

    private func coldOver(_ reference: String) -> Double? {
        guard let raw = passes.first(where: { $0.name == reference }), raw.medianMilliseconds > 0,
              let cold = passes.first(where: { $0.name == "cold" }) else { return nil }
        return cold.medianMilliseconds / raw.medianMilliseconds
    }
}
