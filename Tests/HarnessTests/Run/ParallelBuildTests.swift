import Feed
import Testing
@testable import Harness

@Suite struct ParallelBuildTests {
    @Test func chunksAreContiguousAndBalanced() {
        let chunks = ParallelBuild.chunked(Array(0..<10), into: 3)
        #expect(chunks == [[0, 1, 2, 3], [4, 5, 6], [7, 8, 9]])
        #expect(ParallelBuild.chunked(Array(0..<2), into: 4) == [[0], [1]])
        #expect(ParallelBuild.chunked([Int](), into: 4).isEmpty)
    }

    @Test func speedUpAndEfficiencyFollowTheirDefinitions() {
        let result = ParallelBuildResult(
            stories: 10, workers: 2, oneWorkerMilliseconds: 90, workersMilliseconds: 50, oneWorkerBestMilliseconds: 80,
            workersBestMilliseconds: 40, rounds: 5, identicalLayouts: true)
        #expect(result.speedUp == 1.8)
        #expect(result.efficiency == 0.9)
        #expect(result.bestSpeedUp == 2)
    }

    /// The layouts do not depend on the number of workers (the figure is not timed here).
    @Test func oneWorkerAndManyGiveTheSameLayouts() throws {
        let scenario = try TestScenarios.smallMixed()
        let results = ParallelBuild.measure(
            stories: scenario.feed.resolvedStories(), device: scenario.device, fonts: try TestScenarios.fonts(),
            workerCounts: [2, 4], rounds: 1)
        #expect(results.map(\.workers) == [2, 4])
        let result = try #require(results.last)
        #expect(result.stories == 20)
        // Every count is compared with the same one-worker rounds.
        #expect(results[0].oneWorkerMilliseconds == results[1].oneWorkerMilliseconds)
        #expect(result.rounds == 1)
        #expect(result.identicalLayouts)
        #expect(result.oneWorkerBestMilliseconds <= result.oneWorkerMilliseconds)
    }

    @Test func noCountsNoRounds() throws {
        let scenario = try TestScenarios.smallMixed()
        #expect(ParallelBuild.measure(stories: scenario.feed.resolvedStories(), device: scenario.device,
                                      fonts: try TestScenarios.fonts(), workerCounts: []).isEmpty)
    }
}
