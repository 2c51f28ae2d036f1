import Components
import Feed
import FeedState
import FeedStyle
import StoryComponents
import TextLayout
import Views

/// `feedbench components-bench`: what the components pipeline costs for one story of a scenario's feed,
/// built by `StoryComponent.make` (the tree the harness lays out), pass by pass, each `iterations` times
/// after a tenth of them untimed:
/// - `build`: the story to its component tree;
/// - `layout`: the tree laid out at the device's width on a warm text cache (as the feed does on scroll);
///   `layout-cold`: with a text cache that stores nothing;
/// - `mount`: the layout mounted on a fresh host by a fresh mounter (every view created);
/// - `remount-changed`: the same host remounted with the story liked and unliked in turn (the like edit
///   `FeedState` applies: the like button selected, the count and the summary line changed);
/// - `remount-same`: an equal layout remounted.
/// The attribute writes of each remount are deterministic counts, measured once apart from the timing.
///
/// Thread: main actor (views); blocks it while it runs. Not a test: times depend on the machine.
@MainActor
public struct ComponentsBenchmark {
    public let story: Story
    public let device: Device
    public let fonts: FontLibrary
    public let iterations: Int

    public init(story: Story, device: Device, fonts: FontLibrary, iterations: Int) {
        self.story = story
        self.device = device
        self.fonts = fonts
        self.iterations = max(1, iterations)
    }

    public func run() throws -> ComponentsBenchResult {
        let style = FeedStyle(device: device)
        let context = LayoutContext(textEngine: TextEngine(fonts: fonts), pointScaleFactor: device.scale)
        let cold = LayoutContext(textEngine: TextEngine(fonts: fonts, cache: .disabled()), pointScaleFactor: device.scale)
        let range = SizeRange.width(device.width)
        // The story and the same story after a like (or an unlike, if the viewer likes it), as the feed edits it.
        let edit: FeedEdit = story.viewerLikes ? .unlike(story.id) : .like(story.id)
        let edited = try FeedStore(stories: [story]).applying(edit)[story.id] ?? story
        var sink = 0.0

        let build = time("build") { sink += Double(StoryComponent.make(story, style: style).children.count) }
        let component = StoryComponent.make(story, style: style)
        let layout = time("layout") { sink += component.layoutThatFits(range, context: context).size.height }
        let layoutCold = time("layout-cold") { sink += component.layoutThatFits(range, context: cold).size.height }

        let before = component.layoutThatFits(range, context: context)
        let after = StoryComponent.make(edited, style: style).layoutThatFits(range, context: context)
        let firstViews = ViewContext(textEngine: context.textEngine)
        let mount = time("mount") {
            let mounter = Mounter(context: firstViews)
            let host = View(kind: .view, context: firstViews)
            mounter.mount(before, on: host)
            sink += Double(host.subviews.count)
        }

        let views = ViewContext(textEngine: context.textEngine)
        let mounter = Mounter(context: views)
        let host = View(kind: .view, context: views)
        mounter.mount(before, on: host)
        let firstMount = views.counters
        var flip = false
        let remountChanged = time("remount-changed") {
            flip.toggle()
            mounter.mount(flip ? after : before, on: host)
        }
        // One more flip, counted on its own: the writes of one remount of the edited story.
        let beforeChanged = views.counters
        mounter.mount(flip ? before : after, on: host)
        let changedWrites = views.counters.since(beforeChanged).attributeWrites
        let current = flip ? before : after
        let remountSame = time("remount-same") { mounter.mount(current, on: host) }
        let beforeSame = views.counters
        mounter.mount(current, on: host)
        let sameWrites = views.counters.since(beforeSame).attributeWrites

        return ComponentsBenchResult(
            story: story.id.rawValue, edit: story.viewerLikes ? "unlike" : "like", iterations: iterations,
            width: device.width, scale: device.scale,
            leafViews: host.allViews().filter { $0.subviews.isEmpty }.count,
            viewsPerMount: firstMount.viewsCreated, attributeWritesFirstMount: firstMount.attributeWrites,
            remountChangedWrites: changedWrites, remountSameWrites: sameWrites,
            passes: [build, layout, layoutCold, mount, remountChanged, remountSame], checksum: sink)
    }

    /// `iterations` timed runs of `body` after a tenth of them (at least one) untimed.
    private func time(_ name: String, _ body: () -> Void) -> BenchPass {
        BenchTimer.pass(name, rounds: iterations, warmUp: max(1, iterations / 10), body)
    }
}
