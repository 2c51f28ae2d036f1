import ComponentsPipeline
import Drawing
import Feed
import FeedStyle
import Foundation
import Geometry
@testable import Harness
import Testing
import TextLayout
import Views

/// Both pipelines draw the first screen of every bundled scenario identically, pixel for pixel: the same
/// views at the same places with the same content draw the same bitmaps, and the screenshot composited from
/// them is the same. Where they differ, a difference image (differing pixels red over the MVC screenshot) is
/// written and named. The components pipeline's views draw at mount (`--display sync`), or show the bitmaps
/// its workers drew ahead from the components' attributes (`--display async`): the same pixels either way.
@MainActor
@Suite struct PixelParityTests {
    static func firstScreen(_ driver: any PipelineDriver, device: Device) throws -> Bitmap {
        let feed = try #require(driver.feedView)
        return ViewSnapshot.bitmap(of: feed, size: Size(width: device.width, height: device.height), scale: device.scale)
    }

    @Test(arguments: PipelineParityTests.scenarioFiles, [false, true])
    func bothPipelinesDrawTheSameFirstScreen(file: String, drawsAhead: Bool) throws {
        let scenario = try ScenarioLoader.load(path: file)
        let fonts = try FontLibrary.load()
        let stories = scenario.feed.resolvedStories()
        for photo in StoryImages.photos(in: stories, device: scenario.device) {
            PhotoStore.shared.register(photo.name, width: photo.width, height: photo.height)
        }
        let renderer = ViewRenderer(fonts: fonts, photos: PhotoStore.shared, scale: scenario.device.scale)
        let mvc = MVCDriver(stories: stories, device: scenario.device, textEngine: TextEngine(fonts: fonts),
                            rowHeights: scenario.mvcRowHeights, renderer: renderer)
        var policy = FeedPolicy(prefetchViewports: 1, retainViewports: 2, updates: .synchronous)
        policy.displayViewports = drawsAhead ? 1 : nil
        let components = ComponentsDriver(
            stories: stories, device: scenario.device, textEngine: TextEngine(fonts: fonts), workers: LayoutWorkers(count: 2),
            policy: policy, renderer: renderer)
        let recorder = PassRecorder(instrumented: false)
        try mvc.showFirstScreen(recorder)
        try components.showFirstScreen(recorder)
        let mine = try Self.firstScreen(mvc, device: scenario.device)
        let theirs = try Self.firstScreen(components, device: scenario.device)
        #expect(mvc.counters.viewsDrawn > 0 && mvc.counters.glyphsDrawn > 0)
        if drawsAhead {
            // The workers drew the first screen and the rows around it; the main thread drew none of it.
            #expect(components.counters.bitmapsAttached > 0)
            #expect(components.counters.glyphsDrawn >= mvc.counters.glyphsDrawn)
            #expect(components.viewContext?.displayCounters.viewsDrawn == 0)
        } else {
            #expect(mvc.counters.glyphsDrawn == components.counters.glyphsDrawn)
            #expect(mvc.counters.photosDecoded == components.counters.photosDecoded)
            #expect(components.counters.bitmapsAttached == 0)
        }
        #expect(mine.width == theirs.width && mine.height == theirs.height)
        var differing = 0
        var difference = mine
        for y in 0..<min(mine.height, theirs.height) {
            for x in 0..<min(mine.width, theirs.width) where mine.pixel(x: x, y: y) != theirs.pixel(x: x, y: y) {
                differing += 1
                difference.setPixel(x: x, y: y, red: 255, green: 0, blue: 0, alpha: 255)
            }
        }
        if differing > 0 {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("pixel-parity-\(scenario.name).png")
            try? difference.pngData()?.write(to: path)
            let message = "\(scenario.name): \(differing) pixels differ between MVC's first screen and the components "
                + "pipeline's; difference image: \(path.path)"
            Issue.record(Comment(rawValue: message))
        }
    }
}

