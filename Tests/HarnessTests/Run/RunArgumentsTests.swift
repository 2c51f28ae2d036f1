import Testing
@testable import Harness

/// The values `feedbench run` reads from its options' text: what each accepts, and what it refuses.
@Suite struct RunArgumentsTests {
    @Test func threadCountsKeepTheirOrderWithoutRepeats() throws {
        let counts = try ThreadCounts(parsing: "4, 1,2,4")
        #expect(counts.counts == [4, 1, 2])
        #expect(counts.largest == 4)
        #expect(counts.curve == [2, 4])
        #expect(try ThreadCounts(parsing: "3").curve == [])
    }

    @Test func threadCountsRefuseWhatIsNotACountOrOutOfRange() {
        #expect(throws: ThreadCounts.ParseError.notACount("x")) { try ThreadCounts(parsing: "1, x") }
        #expect(throws: ThreadCounts.ParseError.notACount("")) { try ThreadCounts(parsing: "1,,2") }
        #expect(throws: ThreadCounts.ParseError.outOfRange) { try ThreadCounts(parsing: "0") }
        #expect(throws: ThreadCounts.ParseError.outOfRange) { try ThreadCounts(parsing: "2", maximum: 1) }
    }

    @Test func parallelBuildIsOffAutoOrAList() throws {
        #expect(try ParallelBuildWorkers(parsing: " off ") == .off)
        #expect(try ParallelBuildWorkers(parsing: "") == .off)
        #expect(try ParallelBuildWorkers(parsing: "auto") == .auto)
        #expect(try ParallelBuildWorkers(parsing: "4,2,4") == .counts([4, 2]))
        #expect(throws: ParallelBuildWorkers.ParseError(item: "0")) { try ParallelBuildWorkers(parsing: "2,0") }
    }

    /// `auto` is the scenario's own worker count; the `--threads` curve is added after, without repeats.
    @Test func parallelBuildWorkersFollowTheRun() {
        #expect(ParallelBuildWorkers.off.workers(threads: 3, adding: []) == [])
        #expect(ParallelBuildWorkers.auto.workers(threads: 3, adding: []) == [3])
        #expect(ParallelBuildWorkers.auto.workers(threads: 4, adding: [2, 4]) == [4, 2])
        #expect(ParallelBuildWorkers.counts([8]).workers(threads: 4, adding: [2, 4]) == [8, 2, 4])
    }

    @Test func aShardIsEveryNthFileOfTheSortedList() throws {
        let shard = try #require(ShardSpec(parsing: "2/3"))
        #expect(shard.description == "2/3")
        #expect(shard.files(of: ["e", "a", "d", "b", "c"]) == ["b", "e"])
        for text in ["0/0", "2/1", "1/1001", "a", "1/2/3", " 1/2"] { #expect(ShardSpec(parsing: text) == nil, "\(text)") }
    }

    @Test func pipelinesAreNamedOnceEach() throws {
        #expect(try PipelineList(parsing: "components, mvc,components").kinds == [.components, .mvc])
        #expect(PipelineList.all.kinds == PipelineKind.allCases)
        #expect(throws: PipelineList.ParseError.unknown("react")) { try PipelineList(parsing: "mvc,react") }
        #expect(throws: PipelineList.ParseError.empty) { try PipelineList(parsing: ",") }
    }
}
