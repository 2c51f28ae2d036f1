import Testing

@testable import Callgrind

/// Callgrind's output format read back: totals, functions' own counts, calls' inclusive counts.
@Suite struct CallgrindProfileTests {
    /// A dump as Callgrind writes it with compressed names (the default): `main` calls `marker` twice and
    /// `work` once; `marker` calls `work`.
    static let dump = """
        # callgrind format
        version: 1
        creator: callgrind-3.19.0
        pid: 42
        part: 1
        desc: I1 cache:
        desc: Trigger: Client Request: feedbench:3:components

        positions: line
        events: Ir
        summary: 1000

        ob=(1) /tmp/feedbench
        fl=(1) ???
        fn=(1) main
        0 100
        cfn=(2) feedbench_marker_workers_layout
        calls=2 0
        0 600
        cfn=(3) $sSi
        calls=1 0
        0 50
        +3 7

        fn=(2)
        0 10
        cfn=(3)
        calls=4 0
        0 590

        ob=(2) /usr/lib/libjemalloc.so.2
        fl=(2) ???
        fn=(4) 0x0000000000012ab0
        0 3
        fn=(3)
        0 640

        totals: 1000
        """

    @Test func readsTotalsSelfCountsAndCalls() throws {
        let profile = try CallgrindProfile.parse(Self.dump)
        #expect(profile.total == 1000)
        #expect(profile.clientRequestName == "feedbench:3:components")
        #expect(profile.selfInstructions["main"] == 107)
        #expect(profile.selfInstructions["feedbench_marker_workers_layout"] == 10)
        #expect(profile.selfInstructions["$sSi"] == 640)
        // Code without a symbol is named by its address and its file.
        #expect(profile.selfInstructions["0x12ab0 in libjemalloc.so.2"] == 3)
        // Every call into the marker, callees included: its inclusive count.
        #expect(profile.calledInstructions["feedbench_marker_workers_layout"] == 600)
        #expect(profile.calledInstructions["$sSi"] == 640)
        // A call's cost is not the caller's own.
        #expect(profile.selfInstructions.values.reduce(0, +) == 760)
    }

    @Test func readsUncompressedNamesAndMissingCounts() throws {
        let text = """
            events: Ir Dr
            fn=feedbench_marker_main_scroll
            0 5 2
            cfn=work
            calls=1 0
            0 20 4
            fn=work
            0 20
            0
            summary: 45 6
            """
        let profile = try CallgrindProfile.parse(text)
        #expect(profile.total == 45)
        #expect(profile.selfInstructions["work"] == 20)
        #expect(profile.calledInstructions["work"] == 20)
        #expect(profile.trigger == nil)
        #expect(profile.clientRequestName == nil)
    }

    @Test func refusesWhatIsNotADump() {
        #expect(throws: CallgrindFormatError.self) { try CallgrindProfile.parse("hello\n") }
        #expect(throws: CallgrindFormatError.self) { try CallgrindProfile.parse("events: Dr\n") }
        let error = #expect(throws: CallgrindFormatError.self) { try CallgrindProfile.parse("events: Ir\nfn=a\n0 x\n") }
        #expect(error?.description == "line 3: a cost line whose count is not a number")
    }

    @Test func demanglesSwiftSymbolsAndLeavesOthers() {
        #expect(SwiftDemangle.name("$sSi") == "Swift.Int")
        #expect(SwiftDemangle.name("malloc") == "malloc")
        #expect(SwiftDemangle.name("$snot-a-symbol") == "$snot-a-symbol")
    }
}
