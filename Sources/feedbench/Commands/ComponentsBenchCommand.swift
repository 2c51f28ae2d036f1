import ArgumentParser
import Components
import Foundation
import Geometry
import TextLayout
import Views

/// `feedbench components-bench`: what the component pipeline costs for one feed story, pass by
/// pass: build (model to components), layout (components to an immutable layout, text included),
/// mount (layout to views, first time), remount with one changed attribute, and an identical remount.
///
/// Not a test: times depend on the machine. Run a release build; a debug build warns. The attribute
/// writes of each remount are deterministic and checked: a changed like state must write exactly one
/// attribute, an identical layout none (exit status 1 otherwise).
struct ComponentsBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "components-bench",
        abstract: "Time building, laying out and mounting a feed story as components.",
        discussion: """
            The story: a header (avatar image, name and timestamp texts, a menu button), a message, a \
            photo attachment with a caption over it, a counts row and a like / comment / share bar: \
            about 15 leaf views, text measured with HarfBuzz. Each pass runs ITERATIONS times after a \
            warm-up; the median and the best are reported in microseconds. layout uses a warm text \
            cache (as the feed does on scroll), layout-cold a cache that stores nothing. mount mounts \
            on a fresh host with a fresh mounter (every view created); remount-changed mounts the \
            story with the like state flipped on the same host; remount-same mounts an equal layout.
            """
    )

    @Option(name: .long, help: ArgumentHelp("Timed runs of each pass.", valueName: "count"))
    var iterations: Int = 2_000

    @Option(name: .long, help: ArgumentHelp("The story's width in points.", valueName: "points"))
    var width: Double = 375

    @Option(name: .long, help: ArgumentHelp("Pixels per point for rounding frames.", valueName: "scale"))
    var scale: Double = 3

    @OptionGroup var font: FontOption

    @Flag(name: .long, help: "Print the results as JSON instead of a table.")
    var json = false

    func validate() throws {
        guard iterations >= 1 && iterations <= 10_000_000 else {
            throw ValidationError("--iterations must be between 1 and 10000000 (got \(iterations)).")
        }
        guard width.isFinite && width >= 100 && width <= 10_000 else {
            throw ValidationError("--width must be between 100 and 10000 points (got \(width)).")
        }
        guard scale.isFinite && scale >= 0 && scale <= 4 else {
            throw ValidationError("--scale must be between 0 (no rounding) and 4 (got \(scale)).")
        }
    }

    func run() throws {
        #if DEBUG
        FileHandle.standardError.write(Data(
            "feedbench components-bench: warning: this is a debug build; build with -c release for real figures.\n".utf8))
        #endif
        let fonts = try font.loadFonts(for: "components-bench")
        let report = MainActor.assumeIsolated { measure(fonts: fonts) }
        print(json ? try report.json() : report.table())
        guard report.remountChangedWrites == 1, report.remountSameWrites == 0 else {
            FileHandle.standardError.write(Data(("feedbench components-bench: a remount wrote \(report.remountChangedWrites) "
                + "attributes for one change and \(report.remountSameWrites) for none (expected 1 and 0).\n").utf8))
            throw ExitCode(1)
        }
    }

    @MainActor
    private func measure(fonts: FontLibrary) -> ComponentsBenchReport {
        let context = LayoutContext(textEngine: TextEngine(fonts: fonts), pointScaleFactor: scale)
        let cold = LayoutContext(textEngine: TextEngine(fonts: fonts, cache: .disabled()), pointScaleFactor: scale)
        let story = BenchStory.sample
        let range = SizeRange.width(width)
        var sink = 0.0

        let build = time("build") { sink += Double(BenchStory.component(story, liked: false).children.count) }
        let component = BenchStory.component(story, liked: false)
        let layout = time("layout") { sink += component.layoutThatFits(range, context: context).size.height }
        let layoutCold = time("layout-cold") { sink += component.layoutThatFits(range, context: cold).size.height }

        let unliked = component.layoutThatFits(range, context: context)
        let liked = BenchStory.component(story, liked: true).layoutThatFits(range, context: context)
        let firstViews = ViewContext(textEngine: context.textEngine)
        let mount = time("mount") {
            let mounter = Mounter(context: firstViews)
            let host = View(kind: .view, context: firstViews)
            mounter.mount(unliked, on: host)
            sink += Double(host.subviews.count)
        }

        let views = ViewContext(textEngine: context.textEngine)
        let mounter = Mounter(context: views)
        let host = View(kind: .view, context: views)
        mounter.mount(unliked, on: host)
        let afterFirstMount = views.counters
        var flip = false
        let remountChanged = time("remount-changed") {
            flip.toggle()
            mounter.mount(flip ? liked : unliked, on: host)
        }
        // One more flip, counted on its own: the writes of one remount with one changed attribute.
        let beforeChanged = views.counters
        mounter.mount(flip ? unliked : liked, on: host)
        let changedWrites = views.counters.since(beforeChanged).attributeWrites
        let current = flip ? unliked : liked
        let remountSame = time("remount-same") { mounter.mount(current, on: host) }
        let beforeSame = views.counters
        mounter.mount(current, on: host)
        let sameWrites = views.counters.since(beforeSame).attributeWrites

        return ComponentsBenchReport(
            iterations: iterations, width: width, scale: scale,
            leafViews: host.allViews().filter { $0.subviews.isEmpty }.count,
            viewsPerMount: afterFirstMount.viewsCreated, attributeWritesFirstMount: afterFirstMount.attributeWrites,
            remountChangedWrites: changedWrites, remountSameWrites: sameWrites,
            passes: [build, layout, layoutCold, mount, remountChanged, remountSame], checksum: sink)
    }

    /// Runs `body` a tenth of the iterations (at least once) untimed, then `iterations` times timed.
    private func time(_ name: String, _ body: () -> Void) -> BenchPass {
        BenchPass(name: name, sortedSeconds: BenchTiming.sample(count: iterations, warmUp: max(1, iterations / 10), body))
    }
}

/// The figures of one `components-bench` run.
private struct ComponentsBenchReport: Encodable {
    let iterations: Int
    let width: Double
    let scale: Double
    /// Views without subviews in the mounted story.
    let leafViews: Int
    let viewsPerMount: Int
    let attributeWritesFirstMount: Int
    /// Attribute writes of one remount with the like state flipped: must be 1.
    let remountChangedWrites: Int
    /// Attribute writes of one remount of an equal layout: must be 0.
    let remountSameWrites: Int
    let passes: [BenchPass]
    /// Sums of sizes and counts, printed so the work cannot be optimised away.
    let checksum: Double

    func table() -> String {
        var rows = [
            String(format: "one feed story, width %.0f pt, scale %.0f, %d iterations: %d views (%d leaves), "
                + "%d attribute writes on first mount", width, scale, iterations, viewsPerMount, leafViews,
                   attributeWritesFirstMount),
            "pass              us (median)     us (best)",
        ]
        for pass in passes {
            rows.append(pass.name.padding(toLength: 16, withPad: " ", startingAt: 0)
                + String(format: "%13.2f %13.2f", pass.medianMicroseconds, pass.bestMicroseconds))
        }
        rows.append("attribute writes: remount with one change \(remountChangedWrites), identical remount "
            + "\(remountSameWrites); checksum \(checksum)")
        return rows.joined(separator: "\n")
    }

    func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}

/// A feed story as the component pipeline describes it. The model is a plain value so building is
/// a pure function of it.
private struct BenchStory: Sendable {
    let author: String
    let avatar: String
    let timestamp: String
    let message: String
    let photo: String
    let caption: String
    let likes: Int
    let comments: Int

    static let sample = BenchStory(
        author: "Amélie Núñez", avatar: "avatar-42", timestamp: "12 min · Lisbon",
        message: "Coffee with friends and family at the café by the river, then a walk up to the castle: "
            + "the view over the rooftops at sunset is just incredible. Can't wait for next weekend! 🎉",
        photo: "photo-1337", caption: "Miradouro da Graça", likes: 128, comments: 14)

    static let name = TextStyle(font: .bold, size: 15, maxLines: 1)
    static let small = TextStyle(size: 12, maxLines: 1)
    static let body = TextStyle(size: 15, maxLines: 6)
    static let action = TextStyle(font: .bold, size: 13, maxLines: 1)
    static let grey = Color(rgb: 0x65676B)

    static func component(_ story: BenchStory, liked: Bool) -> any Component {
        StackComponent(view: .view([.backgroundColor(.white)]), spacing: 8,
                       padding: EdgeInsets(top: 12, left: 0, bottom: 4, right: 0), children: [
            .init(InsetComponent(EdgeInsets(top: 0, left: 12, bottom: 0, right: 12), child: header(story))),
            .init(InsetComponent(EdgeInsets(top: 0, left: 12, bottom: 0, right: 12),
                                 child: TextComponent(story.message, style: body))),
            .init(attachment(story)),
            .init(counts(story)),
            .init(ImageComponent("divider", attributes: [.backgroundColor(Color(rgb: 0xDADDE1))],
                                 size: ComponentSize(height: .points(1))), margin: EdgeInsets(top: 0, left: 12, bottom: 0, right: 12)),
            .init(actions(liked: liked)),
        ])
    }

    private static func header(_ story: BenchStory) -> any Component {
        StackComponent(direction: .row, alignItems: .center, spacing: 8, children: [
            .init(ImageComponent(story.avatar, attributes: [.cornerRadius(20)], size: .points(40, 40))),
            .init(StackComponent(spacing: 2, children: [
                .init(TextComponent(story.author, style: name)),
                .init(StackComponent(direction: .row, alignItems: .center, spacing: 4, children: [
                    .init(TextComponent(story.timestamp, style: small, attributes: [.alpha(0.8)]), flexShrink: 1),
                    .init(ImageComponent("audience-public", size: .points(12, 12))),
                ])),
            ]), flexGrow: 1, flexShrink: 1),
            .init(ButtonComponent(titles: ControlStateValues("···"), titleStyle: action,
                                  contentInsets: EdgeInsets(all: 4))),
        ])
    }

    private static func attachment(_ story: BenchStory) -> any Component {
        OverlayComponent(
            child: RatioComponent(ratio: 0.75, child: ImageComponent(story.photo, attributes: [.backgroundColor(Color(rgb: 0xF0F2F5))])),
            overlay: StaticComponent(children: [
                .init(InsetComponent(EdgeInsets(all: 6), view: .view([.backgroundColor(Color(rgb: 0x000000, alpha: 0.5)),
                                                                      .cornerRadius(4)]),
                                     child: TextComponent(story.caption, style: small)), at: Point(x: 12, y: 12)),
            ]))
    }

    private static func counts(_ story: BenchStory) -> any Component {
        StackComponent(direction: .row, justifyContent: .spaceBetween, alignItems: .center,
                       padding: EdgeInsets(top: 0, left: 12, bottom: 0, right: 12), children: [
            .init(StackComponent(direction: .row, alignItems: .center, spacing: 4, children: [
                .init(ImageComponent("reactions", size: .points(18, 18))),
                .init(TextComponent("\(story.likes)", style: small)),
            ])),
            .init(TextComponent("\(story.comments) comments", style: small)),
        ])
    }

    private static func actions(liked: Bool) -> any Component {
        func button(_ title: String, selected: String? = nil, image: String, isSelected: Bool = false) -> StackComponent.Child {
            .init(ButtonComponent(titles: ControlStateValues(title, selected: selected), titleStyle: action,
                                  images: ControlStateValues(image, selected: selected.map { _ in image + "-filled" }),
                                  imageSize: Size(width: 18, height: 18), isSelected: isSelected), flexGrow: 1, flexBasis: .points(0))
        }
        return StackComponent(direction: .row, children: [
            button("Like", selected: "Liked", image: "like", isSelected: liked),
            button("Comment", image: "comment"),
            button("Share", image: "share"),
        ])
    }
}
