@testable import Components
import Drawing
import Geometry
import Testing
import TextLayout
import Views

/// Mounting does work in proportion to what changed: an equal subtree is skipped without a visit, a
/// changed leaf costs one write, and views back from the pool carry nothing stale.
@MainActor
@Suite struct MountSkipTests {
    let context: LayoutContext
    let views: ViewContext

    init() throws {
        context = try makeContext()
        views = ViewContext(textEngine: context.textEngine)
    }

    /// A container (background) holding a title label and, inside a layout-only inset, an image: three views.
    func card(title: String, background: Color? = .white, label: String? = nil, imageAlpha: Double = 1) -> ComponentLayout {
        var attributes: [Attribute] = []
        if let background { attributes.append(.backgroundColor(background)) }
        if let label { attributes.append(.accessibilityLabel(label)) }
        return StackComponent(view: .view(attributes), direction: .row, children: [
            .init(TextComponent(title)),
            .init(InsetComponent(EdgeInsets(all: 4), child: ImageComponent(
                "pic", intrinsicSize: Size(width: 20, height: 20), attributes: [.alpha(imageAlpha)]))),
        ]).layoutThatFits(.width(200), context: context)
    }

    @Test func layoutsBuiltApartCompareEqualByValueAndUnequalWhenALeafDiffers() {
        let one = card(title: "Hello")
        let again = card(title: "Hello")
        #expect(one == again && one.hashValue == again.hashValue)
        #expect(one != card(title: "Hello", imageAlpha: 0.5))
        #expect(one != card(title: "Hello", background: .black))
    }

    @Test func anIdenticalRemountWritesNothingAndSkipsTheWholeSubtree() {
        let host = View(kind: .view, context: views)
        let mounter = Mounter(context: views)
        mounter.mount(card(title: "Hello"), on: host)
        let before = (views: views.counters, mounting: mounter.counters)
        // Built again, not the same value: equal by content, as a rebuilt unchanged story is.
        mounter.mount(card(title: "Hello"), on: host)
        let delta = mounter.counters.since(before.mounting)
        #expect(views.counters.since(before.views) == ViewCounters())
        // The container is skipped with its two subviews, which still count as kept.
        #expect(delta.subtreesSkipped == 1 && delta.viewsKept == 3)
        #expect(delta.attributesApplied == 0 && delta.attributesUpdated == 0 && delta.attributesUnapplied == 0)
        #expect(host.subviews.count == 1 && host.subviews[0].subviews.count == 2)
    }

    @Test func aChangedLeafWritesOnlyThatAttributeAndItsSiblingIsSkipped() {
        let host = View(kind: .view, context: views)
        let mounter = Mounter(context: views)
        mounter.mount(card(title: "Hello"), on: host)
        let image = host.subviews[0].subviews[1]
        let before = (views: views.counters, mounting: mounter.counters)
        mounter.mount(card(title: "Hello", imageAlpha: 0.5), on: host)
        let delta = mounter.counters.since(before.mounting)
        #expect(views.counters.since(before.views).attributeWrites == 1)
        #expect(delta.attributesApplied + delta.attributesUpdated == 1 && delta.attributesUnapplied == 0)
        // The container and the image are visited (their layouts changed); the title label is not.
        #expect(delta.subtreesSkipped == 1 && delta.viewsKept == 3)
        #expect(image.value(of: .alpha) == .double(0.5))
    }

    @Test func aSubtreeThatOnlyMovesGetsItsNewFrameAndNoWrite() throws {
        let host = View(kind: .view, context: views)
        let mounter = Mounter(context: views)
        mounter.mount(card(title: "Hi"), on: host)
        let image = host.subviews[0].subviews[1]
        let oldFrame = image.frame
        let before = (views: views.counters, mounting: mounter.counters)
        let wider = card(title: "Hello there")
        mounter.mount(wider, on: host)
        let expected = try #require(wider.viewFrames().last).frame
        #expect(image.frame == expected && image.frame.minX > oldFrame.minX)
        // One write: the title. The image is only moved: its own layout (size, attributes) is equal.
        #expect(views.counters.since(before.views).attributeWrites == 1)
        #expect(mounter.counters.since(before.mounting).subtreesSkipped == 1)
    }

    @Test func aViewBackFromThePoolIsConfiguredInFullEvenForTheLayoutItShowedBefore() {
        let mounter = Mounter(context: views)
        let first = View(kind: .view, context: views)
        mounter.mount(card(title: "Hello"), on: first)
        mounter.unmount(from: first)
        let before = (views: views.counters, mounting: mounter.counters)
        let second = View(kind: .view, context: views)
        mounter.mount(card(title: "Hello"), on: second)
        let delta = mounter.counters.since(before.mounting)
        // Its subviews went to their own pools: nothing is skipped, every view is reused and placed again...
        #expect(delta.subtreesSkipped == 0 && delta.viewsReused == 3 && delta.viewsCreated == 0)
        #expect(second.subviews.count == 1 && second.subviews[0].subviews.map(\.kind) == [.label, .image])
        // ...and the values the views still hold are the ones asked for, so nothing is written.
        #expect(views.counters.since(before.views).attributeWrites == 0)
    }

    @Test func aRecycledViewGetsNoStaleAttributeAndNoResetOfWhatIsSetAgain() {
        let mounter = Mounter(context: views)
        let first = View(kind: .view, context: views)
        mounter.mount(card(title: "One", background: Color(rgb: 0xFF0000), label: "first"), on: first)
        let container = first.subviews[0]
        mounter.unmount(from: first)
        let before = (views: views.counters, mounting: mounter.counters)
        let second = View(kind: .view, context: views)
        mounter.mount(card(title: "Two", background: .white), on: second)
        #expect(second.subviews[0] === container)
        #expect(container.value(of: .accessibilityLabel) == nil && container.backgroundColor == .white)
        #expect(container.subviews[0].text == "Two")
        // Background and title written once each (no reset first), the label undone: three writes.
        let delta = mounter.counters.since(before.mounting)
        #expect(delta.attributesUnapplied == 1 && delta.attributesApplied + delta.attributesUpdated == 2)
        #expect(views.counters.since(before.views).attributeWrites == 3)
    }

    @Test func aHiddenLeftoverShownAgainWithItsLayoutIsSkipped() {
        let host = View(kind: .view, context: views)
        let mounter = Mounter(context: views)
        let two = StackComponent(children: [.init(TextComponent("a")), .init(TextComponent("b"))])
            .layoutThatFits(.width(200), context: context)
        let one = StackComponent(children: [.init(TextComponent("a"))]).layoutThatFits(.width(200), context: context)
        mounter.mount(two, on: host)
        mounter.mount(one, on: host)
        let second = host.subviews[1]
        #expect(second.isHidden)
        let before = (views: views.counters, mounting: mounter.counters)
        mounter.mount(two, on: host)
        #expect(!second.isHidden && second.text == "b")
        #expect(mounter.counters.since(before.mounting).subtreesSkipped == 2)
        #expect(views.counters.since(before.views).attributeWrites == 0)
    }
}
