import Harness
import Components
import ComponentsPipeline
import Feed
import FeedStyle
import StoryComponents
import TextLayout

/// The feeds the harness benchmarks itself on: `stories` generated mixed stories (seed 1) on a
/// 375 x 667 phone, scrolled from top to bottom at a constant speed, with no events.
///
/// The scroll covers the whole feed: its frame count is the feed's content height (every story laid
/// out once, on the workers) less one viewport, divided by the speed, so the stories scrolled past are
/// the stories of the feed and a cost per story compares across sizes.
enum ScalingScenario {
    static let device = Device(name: "iPhone SE", width: 375, height: 667, scale: 2)

    /// The scroll speed: 300 points a frame (half a screen), so rows enter in most frames.
    static let pointsPerFrame = 300.0

    static func make(stories: Int, workers: Int, fonts: FontLibrary) -> Scenario {
        let spec = GeneratorSpec(seed: 1, stories: stories, mix: .mixed)
        let height = contentHeight(FeedGenerator(spec: spec).stories(), workers: workers, fonts: fonts)
        let frames = max(1, Int(((height - device.height) / pointsPerFrame).rounded(.up)))
        return Scenario(name: "scaling-\(stories)", device: device, feed: .generated(spec),
                        scroll: .constant(pointsPerFrame: pointsPerFrame, frames: frames),
                        warmUp: 1, repetitions: 1, workers: .fixed(workers))
    }

    /// The height of every story laid out and stacked (both pipelines give the same frames).
    static func contentHeight(_ stories: [Story], workers: Int, fonts: FontLibrary) -> Double {
        let style = FeedStyle(device: device)
        let context = LayoutContext(textEngine: TextEngine(fonts: fonts), pointScaleFactor: device.scale)
        let width = device.width
        let pool = LayoutWorkers(count: workers, label: "feedbench.harness-bench")
        let heights = pool.map(ParallelBuild.chunked(stories, into: workers)) { chunk in
            chunk.reduce(0.0) { $0 + StoryComponent.layout($1, style: style, width: width, context: context).size.height }
        }
        return heights.reduce(0, +)
    }
}
