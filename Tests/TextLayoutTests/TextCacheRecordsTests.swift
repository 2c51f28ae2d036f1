import Dispatch
import Foundation
import Synchronization
import Testing
@testable import TextLayout

/// The records a text cache shard keeps for reading without its lock: every stored key is found, by the
/// locked lookup and the lock-free one alike, through index growth and removals that shift probe runs; and
/// readers racing writers never return another key's metrics.
struct TextCacheRecordsTests {
    static let style = TextStyle(size: 15, maxLines: 3)

    /// Distinct metrics per key, so a record mixed up with another shows.
    static func metrics(_ index: Int) -> TextMetrics {
        TextMetrics(width: Double(index), height: Double(index) * 2 + 1, lineHeight: 17, firstBaseline: 13,
                    isTruncated: index % 3 == 0)
    }

    static func strings(_ count: Int) -> [String] {
        (0..<count).map { index in
            // Lengths from 0 to 40 bytes: empty keys, keys within one word, keys with a partial last word.
            String(repeating: "ab\u{E9}", count: index % 14) + "\(index)"
        }
    }

    @Test func everyStoredKeyIsFoundAndNoRemovedOne() {
        let records = TextCacheRecords()
        let strings = Self.strings(300)
        var stored = Set<Int>()
        var generator = SplitMix(seed: 17)
        func slot(_ index: Int) -> Int? {
            TextCacheKey.with(strings[index], style: Self.style, width: 100) { key in
                records.slot(of: key) { _ in true }
            }
        }
        func lockFree(_ index: Int) -> TextMetrics? {
            TextCacheKey.with(strings[index], style: Self.style, width: 100) { records.metrics(for: $0).metrics }
        }
        for step in 0..<3_000 {
            let index = Int(generator.next() % UInt64(strings.count))
            records.beginWrite()
            if stored.contains(index) {
                records.remove(index)
                stored.remove(index)
            } else {
                TextCacheKey.with(strings[index], style: Self.style, width: 100) { key in
                    records.insert(key, metrics: Self.metrics(index), at: index)
                }
                stored.insert(index)
            }
            records.endWrite()
            if step % 100 == 99 || step < 50 {
                for candidate in strings.indices {
                    #expect(slot(candidate) == (stored.contains(candidate) ? candidate : nil), "\(strings[candidate])")
                    #expect(lockFree(candidate) == (stored.contains(candidate) ? Self.metrics(candidate) : nil))
                }
            }
        }
        records.beginWrite()
        records.removeAll()
        records.endWrite()
        #expect(strings.indices.allSatisfy { slot($0) == nil && lockFree($0) == nil })
    }

    @Test func aKeyDiffersInWidthStyleAndEveryByte() {
        let records = TextCacheRecords()
        let text = "0123456789abcdef0123"
        records.beginWrite()
        TextCacheKey.with(text, style: Self.style, width: 100) { records.insert($0, metrics: Self.metrics(1), at: 0) }
        records.endWrite()
        func found(_ string: String, style: TextStyle = Self.style, width: Double = 100) -> Bool {
            TextCacheKey.with(string, style: style, width: width) { records.metrics(for: $0).metrics } != nil
        }
        #expect(found(text))
        #expect(!found(text, width: 101))
        #expect(!found(text, style: TextStyle(size: 15, maxLines: 2)))
        #expect(!found(text, style: TextStyle(font: .bold, size: 15, maxLines: 3)))
        #expect(!found(text, style: TextStyle(size: 15, lineHeight: .multiple(1.2), maxLines: 3)))
        for position in text.indices {
            var changed = text
            changed.replaceSubrange(position...position, with: "_")
            #expect(!found(changed), "\(changed)")
        }
        #expect(!found(text + "4") && !found(String(text.dropLast())))
        // A NaN in the style is left to the locked path, which never matches it.
        let nan = TextStyle(size: .nan, maxLines: 3)
        records.beginWrite()
        TextCacheKey.with(text, style: nan, width: 100) { records.insert($0, metrics: Self.metrics(2), at: 1) }
        records.endWrite()
        #expect(!found(text, style: nan))
        #expect(TextCacheKey.with(text, style: nan, width: 100) { records.metrics(for: $0).isUnknown })
        #expect(TextCacheKey.with(text, style: Self.style, width: 99) { records.metrics(for: $0).isAbsent })
    }

    /// A writer stores and removes while readers look the same keys up without the lock, each slot holding
    /// one key after another: a reader gets a key's own metrics or nothing, never another's nor a torn mix.
    @Test func readersRacingWritersGetTheirKeysOwnMetricsOrNothing() {
        struct Writer {
            var slots: [Int: Int] = [:]  // key index to slot
            var free = Array(0..<16)
        }
        let records = TextCacheRecords()
        let writer = Mutex(Writer())
        let strings = Self.strings(64)
        let wrong = Atomic<Int>(0)
        let found = Atomic<Int>(0)
        let writing = Atomic<Bool>(true)
        let started = Atomic<Int>(0)
        let done = DispatchGroup()
        // Readers run until the writer is done, on threads of their own (Dispatch's pool, which the test itself
        // runs on, may hold them back on a 2-core machine until the writer is done).
        for reader in 1...3 {
            done.enter()
            Thread {
                defer { done.leave() }
                var generator = SplitMix(seed: UInt64(reader))
                started.wrappingAdd(1, ordering: .relaxed)
                while writing.load(ordering: .relaxed) {
                    let index = Int(generator.next() % UInt64(strings.count))
                    if let metrics = TextCacheKey.with(strings[index], style: Self.style, width: 100, {
                        records.metrics(for: $0).metrics
                    }) {
                        found.wrappingAdd(1, ordering: .relaxed)
                        if metrics != Self.metrics(index) { wrong.wrappingAdd(1, ordering: .relaxed) }
                    }
                }
            }.start()
        }
        var generator = SplitMix(seed: 99)
        while started.load(ordering: .relaxed) < 3 {}
        for _ in 0..<200_000 {
            let index = Int(generator.next() % UInt64(strings.count))
            writer.withLock { state in
                records.beginWrite()
                if let slot = state.slots.removeValue(forKey: index) {
                    records.remove(slot)
                    state.free.append(slot)
                } else if !state.free.isEmpty {
                    // The slot freed longest ago: a slot passes from key to key.
                    let slot = state.free.removeFirst()
                    TextCacheKey.with(strings[index], style: Self.style, width: 100) { key in
                        records.insert(key, metrics: Self.metrics(index), at: slot)
                    }
                    state.slots[index] = slot
                }
                records.endWrite()
            }
        }
        writing.store(false, ordering: .relaxed)
        done.wait()
        #expect(wrong.load(ordering: .relaxed) == 0)
        #expect(found.load(ordering: .relaxed) > 0)
    }

    /// While a write is open, a reader finds nothing (the locked path answers), and finds the key once it closes.
    @Test func aReaderGivesWayToAnOpenWrite() {
        let records = TextCacheRecords()
        func lookUp() -> TextMetrics? {
            TextCacheKey.with("label", style: Self.style, width: 100) { records.metrics(for: $0).metrics }
        }
        records.beginWrite()
        TextCacheKey.with("label", style: Self.style, width: 100) { records.insert($0, metrics: Self.metrics(5), at: 0) }
        #expect(lookUp() == nil)
        #expect(TextCacheKey.with("label", style: Self.style, width: 100) { records.metrics(for: $0).isUnknown })
        records.endWrite()
        #expect(lookUp() == Self.metrics(5))
    }
}

extension TextCacheRecords.Lookup {
    /// The metrics found, `nil` when absent or unknown.
    var metrics: TextMetrics? {
        if case .found(let metrics) = self { return metrics }
        return nil
    }

    var isAbsent: Bool {
        if case .absent = self { return true }
        return false
    }

    var isUnknown: Bool {
        if case .unknown = self { return true }
        return false
    }
}
