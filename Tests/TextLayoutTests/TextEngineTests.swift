import Dispatch
import Synchronization
import Testing
@testable import TextLayout

struct TextEngineTests {
    /// Half the threads measure, half ask for metrics: both count a miss only for the result they stored.
    @Test("Many threads measuring the same strings get identical results and exact counters")
    func concurrentMeasurementsAgree() throws {
        let strings = sampleStrings(count: 200)
        let style = TextStyle(size: 15, maxLines: 3)
        let engine = try makeEngine()
        let reference = strings.map { engine.measureUncached($0, style: style, width: 180) }

        let threads = 8
        let results = Mutex<[[TextLayoutResult]]>(Array(repeating: [], count: threads))
        let metrics = Mutex<[[TextMetrics]]>(Array(repeating: [], count: threads))
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            // Each thread starts at a different string so that threads race on the same keys.
            let order = strings.indices.map { (($0 + thread * 25) % strings.count) }
            if thread % 2 == 1 {
                var mine = [TextMetrics?](repeating: nil, count: strings.count)
                for index in order { mine[index] = engine.metrics(strings[index], style: style, width: 180) }
                let finished = mine.compactMap { $0 }
                metrics.withLock { $0[thread] = finished }
                return
            }
            var mine = [TextLayoutResult?](repeating: nil, count: strings.count)
            for index in order { mine[index] = engine.measure(strings[index], style: style, width: 180) }
            let finished = mine.compactMap { $0 }
            results.withLock { $0[thread] = finished }
        }
        for thread in stride(from: 0, to: threads, by: 2) { #expect(results.withLock { $0[thread] } == reference) }
        for thread in stride(from: 1, to: threads, by: 2) {
            #expect(metrics.withLock { $0[thread] } == reference.map(\.metrics))
        }

        let distinct = Set(strings).count
        let statistics = engine.cache.statistics()
        #expect(statistics.misses == distinct)
        #expect(statistics.hits == threads * strings.count - distinct)
    }

    /// A cache far smaller than the strings, so every thread's stores evict entries other threads are looking
    /// up: each result must still be the uncached layout (metrics and lines alike), and each measurement must
    /// count one lookup. Run under `scripts/sanitize address` it checks that an evicted key's bytes are never
    /// read after they are freed.
    @Test("Threads measuring through a cache that evicts all the time get the uncached layouts")
    func concurrentMeasurementsThroughAnEvictingCache() throws {
        let strings = sampleStrings(count: 300)
        let style = TextStyle(size: 15, maxLines: 3)
        let engine = try makeEngine(cache: TextCache(maxEntries: 64, shardCount: 2))
        let reference = strings.map { engine.measureUncached($0, style: style, width: 180) }

        let threads = 8
        let rounds = 3
        let mismatches = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for round in 0..<rounds {
                for offset in strings.indices {
                    let index = (offset * (thread + 1) + round * 7) % strings.count
                    let string = strings[index]
                    let layout = engine.measure(string, style: style, width: 180)
                    let metrics = engine.metrics(string, style: style, width: 180)
                    if layout != reference[index] || metrics != reference[index].metrics {
                        mismatches.wrappingAdd(1, ordering: .relaxed)
                    }
                }
            }
        }
        #expect(mismatches.load(ordering: .relaxed) == 0)
        let statistics = engine.cache.statistics()
        #expect(statistics.lookups == threads * rounds * strings.count * 2)
        #expect(statistics.evictions > 0)
        #expect(statistics.entries <= 64)
    }

    @Test("Cached and uncached layouts are equal")
    func cachedEqualsUncached() throws {
        let engine = try makeEngine()
        for string in sampleStrings(count: 30) {
            let cached = engine.measure(string, style: TextStyle(), width: 120)
            #expect(cached == engine.measureUncached(string, style: TextStyle(), width: 120))
            #expect(engine.measure(string, style: TextStyle(), width: 120) == cached)
        }
    }
}
