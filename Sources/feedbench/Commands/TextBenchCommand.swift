import ArgumentParser
import Dispatch
import Feed
import Foundation
import TextLayout

/// `feedbench text-bench`: what text measurement costs per label, cold (every label laid out
/// afresh), cached (the same labels again) and as a bare cache lookup, over a deterministic set of
/// feed labels: names, short messages and a long tail of long messages.
///
/// Not a test: figures depend on the machine. Run a release build; a debug build warns.
struct TextBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "text-bench",
        abstract: "Time text measurement per label: cold, cached, and the cache lookup alone.",
        discussion: """
            Generates LABELS feed labels from SEED (40% names in bold, 45% short messages of at most \
            3 lines, 15% long messages), then times each pass ROUNDS times and reports the median and \
            the best round in microseconds per label. cold: a cache that stores nothing; cached: \
            TextEngine.measure on a warm cache; lookup: TextCache.cachedLayout alone; cached xN: N \
            threads measuring the same labels at once on one shared cache (time per label per thread). \
            Exit status: 0 on success, 2 on bad input or when the fonts cannot be loaded.
            """
    )

    @Option(name: .long, help: ArgumentHelp("How many distinct labels to measure.", valueName: "count"))
    var labels: Int = 5_000

    @Option(name: .long, help: ArgumentHelp("Timed rounds per pass; the median and best are reported.", valueName: "count"))
    var rounds: Int = 7

    @Option(name: .long, help: ArgumentHelp("The line width in points.", valueName: "points"))
    var width: Double = 343

    @Option(name: .long, help: ArgumentHelp("Seed of the label generator (same seed, same labels).", valueName: "n"))
    var seed: UInt64 = 2024

    @Option(name: .long, help: ArgumentHelp("Threads for the concurrent cached pass (default: the core count).", valueName: "count"))
    var threads: Int = ProcessInfo.processInfo.activeProcessorCount

    @OptionGroup var font: FontOption

    @Flag(name: .long, help: "Print the results as JSON instead of a table.")
    var json = false

    func validate() throws {
        try TextCommand.check(labels >= 1 && labels <= 1_000_000, "--labels must be between 1 and 1000000 (got \(labels)).")
        try TextCommand.check(rounds >= 1 && rounds <= 1_000, "--rounds must be between 1 and 1000 (got \(rounds)).")
        try TextCommand.check(width.isFinite && width > 0, "--width must be a positive number of points (got \(width)).")
        try TextCommand.check(threads >= 1 && threads <= 256, "--threads must be between 1 and 256 (got \(threads)).")
    }

    func run() throws {
        #if DEBUG
        TextCommand.fail("feedbench text-bench: warning: this is a debug build; build with -c release for real figures.")
        #endif
        let fonts = try font.loadFonts(for: "text-bench")
        let items = FeedLabels.generate(count: labels, seed: seed)
        let width = self.width
        var checksum = 0.0

        let cold = TextEngine(fonts: fonts, cache: .disabled())
        let coldPass = time("cold", rounds: rounds, labels: items.count) {
            for item in items { checksum += cold.measure(item.text, style: item.style, width: width).height }
        }

        let cache = TextCache(maxEntries: labels * 2, maxBytes: 1 << 30)
        let warm = TextEngine(fonts: fonts, cache: cache)
        for item in items { checksum += warm.measure(item.text, style: item.style, width: width).height }
        let cachedPass = time("cached", rounds: rounds, labels: items.count) {
            for item in items { checksum += warm.measure(item.text, style: item.style, width: width).height }
        }
        let lookupPass = time("lookup", rounds: rounds, labels: items.count) {
            for item in items {
                checksum += cache.cachedLayout(of: item.text, style: item.style, width: width)?.height ?? 0
            }
        }
        let threadCount = threads
        let concurrentPass = time("cached x\(threadCount)", rounds: rounds, labels: items.count) {
            DispatchQueue.concurrentPerform(iterations: threadCount) { thread in
                var sum = 0.0
                for offset in items.indices {
                    let item = items[(offset + thread * 97) % items.count]
                    sum += warm.measure(item.text, style: item.style, width: width).height
                }
                precondition(sum > 0, "measured heights cannot all be zero")
            }
        }

        let report = TextBenchReport(
            labels: items.count, rounds: rounds, width: width, seed: seed, threads: threadCount,
            utf8Bytes: items.reduce(0) { $0 + $1.text.utf8.count },
            passes: [coldPass, cachedPass, lookupPass, concurrentPass],
            cache: cache.statistics(), checksum: checksum)
        print(json ? try report.json() : report.table())
    }

    /// Runs `body` once untimed (warm-up) and `rounds` times timed; figures are per label.
    private func time(_ name: String, rounds: Int, labels: Int, _ body: () -> Void) -> BenchPass {
        BenchPass(name: name, sortedSeconds: BenchTiming.sample(count: rounds, warmUp: 1, body), items: labels)
    }
}

/// The figures of one `text-bench` run.
private struct TextBenchReport: Encodable {
    let labels: Int
    let rounds: Int
    let width: Double
    let seed: UInt64
    let threads: Int
    let utf8Bytes: Int
    let passes: [BenchPass]
    let cache: TextCacheStatistics
    /// The sum of every measured height, printed so the work cannot be optimised away.
    let checksum: Double

    func table() -> String {
        var rows = [
            String(format: "%d labels (%.1f UTF-8 bytes on average), width %.1f pt, seed %llu, %d rounds",
                   labels, Double(utf8Bytes) / Double(labels), width, seed, rounds),
            "pass           us/label (median)   us/label (best)",
        ]
        for pass in passes {
            rows.append(pass.name.padding(toLength: 15, withPad: " ", startingAt: 0)
                + String(format: "%17.3f   %15.3f", pass.medianMicroseconds, pass.bestMicroseconds))
        }
        rows.append("cache: \(cache.hits) hits, \(cache.misses) misses, \(cache.entries) entries, "
            + "~\(cache.bytes / 1024) KiB, \(cache.evictions) evictions; checksum \(checksum)")
        return rows.joined(separator: "\n")
    }

    func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}

/// Deterministic feed labels: the same seed gives the same labels on every machine.
private enum FeedLabels {
    struct Label: Sendable {
        let text: String
        let style: TextStyle
    }

    static func generate(count: Int, seed: UInt64) -> [Label] {
        var random = SeededRandom(seed: seed)
        var seen = Set<String>()
        var labels: [Label] = []
        labels.reserveCapacity(count)
        var serial = 0
        while labels.count < count {
            let roll = random.next() % 100
            var label: Label
            if roll < 40 {
                label = Label(text: name(&random), style: TextStyle(font: .bold, size: 15, maxLines: 1))
            } else if roll < 85 {
                label = Label(text: message(&random, words: 3 + Int(random.next() % 18)),
                              style: TextStyle(size: 15, maxLines: 3))
            } else {
                label = Label(text: message(&random, words: 30 + Int(random.next() % 120)),
                              style: TextStyle(size: 15))
            }
            if !seen.insert(label.text).inserted {
                // Names repeat in a real feed too, but each label here must be a distinct key.
                serial += 1
                label = Label(text: label.text + " \(serial)", style: label.style)
                seen.insert(label.text)
            }
            labels.append(label)
        }
        return labels
    }

    private static let firstNames = [
        "Jane", "John", "Amélie", "Zoë", "Mohammed", "Wei", "Yuki", "Olga", "Siobhan", "Kwame", "Lucía",
        "Søren", "Priya", "Mateus", "Noa", "Émile", "Fatima", "Hiroshi", "Ana", "Björn",
    ]
    private static let lastNames = [
        "Doe", "Smith", "Núñez", "O'Brien", "Okafor", "Zhang", "Tanaka", "Ivanova", "Müller", "García",
        "Nakamura", "Kowalski", "Haddad", "Larsen", "Fernández-Silva", "Nguyễn", "Dubois", "Cohen",
    ]
    private static let words = [
        "the", "a", "new", "photo", "story", "from", "our", "trip", "to", "Lisbon", "yesterday", "was",
        "amazing", "can't", "wait", "for", "next", "weekend", "coffee", "with", "friends", "and",
        "family", "happy", "birthday", "congratulations", "on", "your", "well-deserved", "promotion",
        "look", "at", "this", "view", "sunset", "over", "mountains", "is", "just", "incredible",
        "thanks", "everyone", "who", "came", "tonight", "state-of-the-art", "café", "naïve", "2024",
        "12:30", "(finally)", "#throwback", "@jane", "https://example.com/p/42", "👍", "❤️", "🎉",
        "👩‍👩‍👧‍👦", "🇵🇹", "👋🏽", "東京", "ありがとう", "漂亮", "שלום", "مرحبا", "ok!", "really?",
    ]

    private static func name(_ random: inout SeededRandom) -> String {
        pick(firstNames, &random) + " " + pick(lastNames, &random)
    }

    private static func message(_ random: inout SeededRandom, words count: Int) -> String {
        var text = ""
        for index in 0..<count {
            if index > 0 { text += random.next() % 40 == 0 ? "\n" : " " }
            text += pick(words, &random)
        }
        return text
    }

    private static func pick(_ list: [String], _ random: inout SeededRandom) -> String {
        list[Int(random.next() % UInt64(list.count))]
    }
}

