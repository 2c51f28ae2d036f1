import Drawing
import Feed
import Foundation
import Testing
@testable import Harness
import Views

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

    /// CPU time more on N workers is inflation; wall time the N workers did not run is idle: their
    /// product with N is the speed-up when the one worker ran all its wall time.
    @Test func theEfficiencySplitsIntoWorkInflationAndBusyShare() {
        let result = ParallelBuildResult(
            stories: 10, workers: 4, oneWorkerMilliseconds: 100, workersMilliseconds: 40, oneWorkerBestMilliseconds: 100,
            workersBestMilliseconds: 40, rounds: 3, identicalLayouts: true, oneWorkerCPUMilliseconds: 100,
            workersCPUMilliseconds: 128, lowestRoundSpeedUp: 2.2, highestRoundSpeedUp: 2.7, medianRoundSpeedUp: 2.45)
        #expect(result.workInflation == 1.28)
        #expect(result.busyShare == 0.8)
        #expect(abs(result.speedUp - 4 * result.busyShare / result.workInflation) < 1e-12)
    }

    /// Each N-worker round is set against the one-worker round run just before it; the median of those
    /// ratios lies within their spread and is written to run.json.
    @Test func theRoundsOwnSpeedUpsPairEachRoundWithItsOneWorkerRound() throws {
        let scenario = try TestScenarios.smallMixed()
        let result = try #require(ParallelBuild.measure(
            stories: scenario.feed.resolvedStories(), device: scenario.device, fonts: try TestScenarios.fonts(),
            workers: 2, rounds: 3))
        #expect(result.rounds == 3)
        #expect(result.lowestRoundSpeedUp <= result.medianRoundSpeedUp)
        #expect(result.medianRoundSpeedUp <= result.highestRoundSpeedUp)
        #expect(result.medianRoundSpeedUp > 0)
        let encoded = try JSONEncoder().encode(result)
        #expect(try JSONDecoder().decode(ParallelBuildResult.self, from: encoded) == result)
    }

    /// With a renderer, each worker draws the stories it laid out, as the workers draw rows ahead in the frames:
    /// one worker and N draw the same views, and the result says it drew.
    @Test func theBuildDrawsWhereTheWorkersDrawAhead() throws {
        let scenario = try TestScenarios.smallMixed()
        let fonts = try TestScenarios.fonts()
        let renderer = ViewRenderer(fonts: fonts, photos: PhotoStore(directory: nil), scale: scenario.device.scale)
        let drawn = try #require(ParallelBuild.measure(
            stories: scenario.feed.resolvedStories(), device: scenario.device, fonts: fonts, workers: 2, rounds: 1,
            renderer: renderer))
        #expect(drawn.drawn && drawn.identicalLayouts)
        // Every photo was made before the rounds: none was made while a round drew it.
        #expect(renderer.photos.statistics.madeLate == 0 && renderer.photos.statistics.made > 0)
        let bare = try #require(ParallelBuild.measure(
            stories: scenario.feed.resolvedStories(), device: scenario.device, fonts: fonts, workers: 2, rounds: 1))
        #expect(!bare.drawn && bare.identicalLayouts)
        #expect(try JSONDecoder().decode(ParallelBuildResult.self, from: JSONEncoder().encode(drawn)) == drawn)
    }

    /// A run.json written before the CPU times were recorded still reads; its line leaves them out.
    @Test func anOlderResultReadsWithoutCPUTimes() throws {
        let json = #"{"stories":10,"workers":2,"oneWorkerMilliseconds":90,"workersMilliseconds":50,"#
            + #""oneWorkerBestMilliseconds":80,"workersBestMilliseconds":40,"rounds":5,"identicalLayouts":true}"#
        let result = try JSONDecoder().decode(ParallelBuildResult.self, from: Data(json.utf8))
        #expect(result.speedUp == 1.8)
        #expect(result.workInflation == 0)
        #expect(result.busyShare == 0)
        #expect(result.medianRoundSpeedUp == 0)
        let encoded = try JSONEncoder().encode(result)
        let again = try JSONDecoder().decode(ParallelBuildResult.self, from: encoded)
        #expect(again == result)
        // The derived figures are written beside the measured ones.
        let object = try #require(try JSONSerialization.jsonObject(with: encoded) as? [String: Any])
        #expect(object["speedUp"] as? Double == 1.8)
        #expect(object["efficiency"] as? Double == 0.9)
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
        // Each job's CPU time is read: some work was done on each side, and one round spans the spread.
        #expect(result.oneWorkerCPUMilliseconds > 0 && result.workersCPUMilliseconds > 0)
        #expect(result.lowestRoundSpeedUp == result.highestRoundSpeedUp)
        #expect(result.lowestRoundSpeedUp > 0)
        #expect(result.medianRoundSpeedUp == result.lowestRoundSpeedUp)
    }

    @Test func noCountsNoRounds() throws {
        let scenario = try TestScenarios.smallMixed()
        #expect(ParallelBuild.measure(stories: scenario.feed.resolvedStories(), device: scenario.device,
                                      fonts: try TestScenarios.fonts(), workerCounts: []).isEmpty)
    }
}
