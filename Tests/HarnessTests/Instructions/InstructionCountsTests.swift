import Callgrind
import Testing

@testable import Harness

/// A Callgrind dump read into the counts run.json keeps.
@Suite struct InstructionCountsTests {
    @Test func markersBecomePassesAndFunctionsAreListedByTheirOwnCounts() throws {
        var profile = CallgrindProfile()
        profile.total = 1_000_000
        profile.calledInstructions = ["feedbench_marker_main_mount": 300_000, "feedbench_marker_workers_layout": 500_000,
                                      "feedbench_marker_main_scroll": 0, "swift_retain": 10_000]
        // Two specialisations of one function are one function in words; below 0.02% is not listed.
        profile.selfInstructions = ["$sSi": 400_000, "$sSd": 100_000, "malloc": 150_000, "tiny": 150]
        let counts = InstructionCounts(profile: profile)
        #expect(counts.total == 1_000_000)
        #expect(counts.main == ["mount": 300_000])
        #expect(counts.workers == ["layout": 500_000])
        #expect(counts.functions.map(\.name) == ["Swift.Int", "malloc", "Swift.Double"])
        #expect(counts.named.map(\.name) == ["total", "main mount", "workers layout"])
    }

    @Test func everyPassAndThreadHasAMarker() {
        let symbols = InstructionMarkers.symbols.map(\.symbol)
        #expect(symbols.count == 10)
        #expect(symbols.contains("feedbench_marker_main_navigation"))
        #expect(symbols.contains("feedbench_marker_main_display"))
        #expect(symbols.contains("feedbench_marker_workers_build"))
        #expect(symbols.contains("feedbench_marker_workers_display"))
        #expect(!symbols.contains("feedbench_marker_workers_scroll"))
        // Outside Valgrind, sections run directly.
        #expect(!InstructionMarkers.active)
        var ran = false
        InstructionMarkers.run(.layout, on: .workers) { ran = true }
        #expect(ran)
    }

    @Test func dumpNamesRoundTrip() {
        let name = InstructionDump.name(scenario: 12, pipeline: .components)
        #expect(InstructionDump.parse(name)?.scenario == 12)
        #expect(InstructionDump.parse(name)?.pipeline == .components)
        #expect(InstructionDump.parse("feedbench:x:mvc") == nil)
        #expect(InstructionDump.parse("other") == nil)
    }

    @Test func environmentsDifferByTools() {
        let one = InstructionEnvironment(valgrind: "valgrind-3.19.0", swift: "Swift version 6.3.1", libraries: ["a.so"], build: "release")
        var other = one
        other.libraries = ["b.so"]
        #expect(one.mismatch(with: other) == nil)
        other.build = "debug"
        #expect(one.mismatch(with: other) == "a release build against a debug build")
    }
}
