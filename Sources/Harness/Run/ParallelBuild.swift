import Statistics
import Components
import ComponentsPipeline
import Feed
import FeedStyle
import StoryComponents
import Synchronization
import TextLayout
import Views

/// Measures `ParallelBuildResult`s.
///
/// With a renderer, each job draws a story's views (`RowBitmaps.draw`) right after laying it out, as the
/// workers draw rows ahead in the frames, and drops the bitmaps (a feed's every row at once would not fit in
/// memory; the frames keep only the display window's). The photos are made before the rounds, outside them.
///
/// Each round starts from a cold text cache (a new `TextEngine` over the shared fonts), so the N-worker
/// run does not profit from the one-worker run's cache. One job per worker, as a real prefetcher batches
/// work; each job takes the next story not yet taken (an atomic counter) until none is left, so a
/// worker that drew cheap stories does not sit idle while another finishes a costly run of them (fixed
/// contiguous chunks left one worker idle for up to a tenth of the round). The figure measures the
/// parallelism of building and layout rather than the cost of dispatching a job per story. One untimed
/// round of each configuration comes first (code and fonts warm); then the rounds alternate (one worker,
/// then each count asked, again and again), so every configuration sees the same machine conditions, and
/// the medians are compared.
/// Thread: call from the main thread; blocks it while the workers run. Not inside a timed frame.
package enum ParallelBuild {
    /// One result per count in `workerCounts` (each against the same one-worker rounds); empty when
    /// `workerCounts` is. Stops early (returning what it has) when `shouldStop` says so between rounds.
    package static func measure(
        stories: [Story], device: Device, fonts: FontLibrary, workerCounts: [Int], rounds: Int = 5,
        renderer: ViewRenderer? = nil, shouldStop: @escaping @Sendable () -> Bool = { false }
    ) -> [ParallelBuildResult] {
        let counts = workerCounts.map { max(1, $0) }
        guard !counts.isEmpty, !stories.isEmpty else { return [] }
        if let renderer {
            let layouts = Setup(stories: stories, device: device, fonts: fonts, workers: 1, renderer: nil).round(shouldStop).layouts
            for layout in layouts { RowBitmaps.preparePhotos(of: layout, renderer: renderer) }
        }
        let single = Setup(stories: stories, device: device, fonts: fonts, workers: 1, renderer: renderer)
        let parallel = counts.map { Setup(stories: stories, device: device, fonts: fonts, workers: $0, renderer: renderer) }
        let singleRound = single.round(shouldStop)
        let identical = parallel.map {
            let round = $0.round(shouldStop)
            return round.layouts == singleRound.layouts && round.drawn == singleRound.drawn
        }
        // Only the timings are kept: a round's layouts (every story's) are dropped as it ends.
        var singleRounds: [Timing] = []
        var parallelRounds = Array(repeating: [Timing](), count: counts.count)
        for _ in 0..<max(1, rounds) {
            if shouldStop() { break }
            singleRounds.append(single.round(shouldStop).timing)
            for (index, setup) in parallel.enumerated() { parallelRounds[index].append(setup.round(shouldStop).timing) }
        }
        let singleTimes = singleRounds.map(\.milliseconds)
        return counts.indices.map { index in
            let times = parallelRounds[index].map(\.milliseconds)
            let roundSpeedUps = zip(singleTimes, times).map { $1 > 0 ? $0 / $1 : 0 }
            return ParallelBuildResult(
                stories: stories.count, workers: counts[index], oneWorkerMilliseconds: singleTimes.median,
                workersMilliseconds: times.median, oneWorkerBestMilliseconds: singleTimes.min() ?? 0,
                workersBestMilliseconds: times.min() ?? 0, rounds: singleTimes.count,
                identicalLayouts: identical[index], oneWorkerCPUMilliseconds: singleRounds.map(\.cpuMilliseconds).median,
                workersCPUMilliseconds: parallelRounds[index].map(\.cpuMilliseconds).median,
                lowestRoundSpeedUp: roundSpeedUps.min() ?? 0, highestRoundSpeedUp: roundSpeedUps.max() ?? 0,
                medianRoundSpeedUp: roundSpeedUps.isEmpty ? 0 : roundSpeedUps.median, drawn: renderer != nil)
        }
    }

    /// One count against one worker (`measure(...workerCounts: [workers]...)`).
    package static func measure(stories: [Story], device: Device, fonts: FontLibrary, workers: Int, rounds: Int = 5,
                        renderer: ViewRenderer? = nil) -> ParallelBuildResult? {
        measure(stories: stories, device: device, fonts: fonts, workerCounts: [workers], rounds: rounds, renderer: renderer).first
    }

    /// One round's wall time and its jobs' summed CPU time.
    private struct Timing {
        let milliseconds: Double
        let cpuMilliseconds: Double
    }

    /// One round's timing, the layouts it made (in story order) and what drawing them took.
    private struct Round {
        let timing: Timing
        let layouts: [ComponentLayout]
        let drawn: DisplayCounters
    }

    /// One configuration: a pool of `workers` queues sharing the stories.
    private struct Setup {
        let pool: LayoutWorkers
        let stories: [Story]
        let device: Device
        let fonts: FontLibrary
        let renderer: ViewRenderer?

        init(stories: [Story], device: Device, fonts: FontLibrary, workers: Int, renderer: ViewRenderer?) {
            pool = LayoutWorkers(count: workers, label: "feedbench.parallel-build")
            self.stories = stories
            self.device = device
            self.fonts = fonts
            self.renderer = renderer
        }

        /// Builds and lays out every story once, from a cold text cache; the wall time of the wait and the
        /// jobs' CPU time (two clock reads a job, not per story). Stops taking stories once `shouldStop`
        /// says so (an interrupted run; its figures are thrown away).
        func round(_ shouldStop: @escaping @Sendable () -> Bool = { false }) -> Round {
            let style = FeedStyle(device: device)
            let width = device.width
            let context = LayoutContext(textEngine: TextEngine(fonts: fonts), pointScaleFactor: device.scale)
            let stories = stories
            let renderer = renderer
            let next = StoryCounter()
            let (results, milliseconds) = FrameClock().time {
                pool.map(Array(0..<pool.count)) { _ in
                    let start = ThreadCPUClock.milliseconds
                    var done: [(Int, ComponentLayout)] = []
                    var drawn = DisplayCounters()
                    while !shouldStop(), let index = next.take(below: stories.count) {
                        let layout = StoryComponent.layout(stories[index], style: style, width: width, context: context)
                        if let renderer {
                            drawn.add(RowBitmaps.draw(layout, renderer: renderer, engine: context.textEngine).counts)
                        }
                        done.append((index, layout))
                    }
                    return (done, drawn, ThreadCPUClock.milliseconds - start)
                }
            }
            var drawn = DisplayCounters()
            for result in results { drawn.add(result.1) }
            return Round(timing: Timing(milliseconds: milliseconds, cpuMilliseconds: results.reduce(0) { $0 + $1.2 }),
                         layouts: results.flatMap(\.0).sorted { $0.0 < $1.0 }.map(\.1), drawn: drawn)
        }
    }

    /// `items` in `count` contiguous chunks whose sizes differ by at most one.
    package static func chunked<T>(_ items: [T], into count: Int) -> [[T]] {
        let count = max(1, min(count, items.count))
        guard !items.isEmpty else { return [] }
        let base = items.count / count
        let extra = items.count % count
        var chunks: [[T]] = []
        var start = 0
        for index in 0..<count {
            let size = base + (index < extra ? 1 : 0)
            chunks.append(Array(items[start..<(start + size)]))
            start += size
        }
        return chunks
    }
}

/// The next story index to take, shared by the workers of a round.
private final class StoryCounter: Sendable {
    private let next = Atomic<Int>(0)

    /// The next index below `count`, or `nil` when every one is taken.
    func take(below count: Int) -> Int? {
        let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
        return index < count ? index : nil
    }
}
