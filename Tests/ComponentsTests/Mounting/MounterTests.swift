@testable import Components
import Drawing
import Geometry
import Testing
import TextLayout
import Views

/// Mounting: views for view components only, attribute diffing, remounts, reuse in place.
@MainActor
@Suite struct MounterTests {
    let context: LayoutContext
    let views: ViewContext

    init() throws {
        context = try makeContext()
        views = ViewContext(textEngine: context.textEngine)
    }

    /// A card: a container with a background, a title, and a layout-only inset around an image.
    func card(title: String, color: Color = .white, imageAlpha: Double = 1) -> any Component {
        StackComponent(view: .view([.backgroundColor(color)]), direction: .row, children: [
            .init(TextComponent(title)),
            .init(InsetComponent(EdgeInsets(all: 4), child: ImageComponent(
                "pic", intrinsicSize: Size(width: 20, height: 20), attributes: [.alpha(imageAlpha)]))),
        ])
    }

    func layout(_ component: any Component) -> ComponentLayout {
        component.layoutThatFits(.width(200), context: context)
    }

    @Test func layoutOnlyComponentsGetNoViewAndFramesAreInTheParentView() {
        let host = View(kind: .view, context: views)
        let mounter = Mounter(context: views)
        let layout = layout(card(title: "Hello"))
        mounter.mount(layout, on: host)
        #expect(host.subviews.count == 1)
        let container = host.subviews[0]
        #expect(container.kind == .view && container.backgroundColor == .white)
        #expect(container.subviews.map(\.kind) == [.label, .image])
        let image = container.subviews[1]
        let expected = layout.viewFrames().last?.frame
        #expect(image.frame == expected)
        #expect(image.frame.minY == 4)
        #expect(container.subviews[0].text == "Hello")
        #expect(views.counters.viewsCreated == 4)
    }

    @Test func remountingAnIdenticalLayoutWritesNothing() {
        let host = View(kind: .view, context: views)
        let mounter = Mounter(context: views)
        mounter.mount(layout(card(title: "Hello")), on: host)
        let before = views.counters
        let mountBefore = mounter.counters
        mounter.mount(layout(card(title: "Hello")), on: host)
        let delta = views.counters.since(before)
        #expect(delta == ViewCounters())
        #expect(mounter.counters.since(mountBefore).viewsKept == 3)
    }

    @Test func remountingWithOneChangedAttributeWritesExactlyOnce() {
        let host = View(kind: .view, context: views)
        let mounter = Mounter(context: views)
        mounter.mount(layout(card(title: "Hello")), on: host)
        let image = host.subviews[0].subviews[1]
        let before = views.counters
        mounter.mount(layout(card(title: "Hello", imageAlpha: 0.5)), on: host)
        #expect(views.counters.since(before).attributeWrites == 1)
        #expect(views.counters.since(before).viewsCreated == 0)
        #expect(image.value(of: .alpha) == .double(0.5))
    }

    /// A title that changes only from composed to decomposed form ("é" as one scalar, then as "e" and a
    /// combining accent) is a change: the label must hold the new bytes, which the text engine lays out.
    @Test func aTitleInAnotherNormalizationFormIsWritten() {
        let host = View(kind: .view, context: views)
        let mounter = Mounter(context: views)
        mounter.mount(layout(card(title: "Caf\u{E9}")), on: host)
        let label = host.subviews[0].subviews[0]
        let before = views.counters
        mounter.mount(layout(card(title: "Cafe\u{301}")), on: host)
        #expect(views.counters.since(before).attributeWrites == 1)
        #expect(label.text.map { Array($0.utf8) } == Array("Cafe\u{301}".utf8))
    }

    @Test func anAttributeThatIsGoneIsUnappliedAndUpdateReplacesApply() {
        let host = View(kind: .view, context: views)
        let mounter = Mounter(context: views)
        let updates = Counter()
        func tinted(_ value: Double) -> Attribute {
            Attribute("tint", value: .double(value),
                      apply: { view, value in view.set("tint", to: value) },
                      unapply: { view, _ in view.set("tint", to: nil) },
                      update: { view, _, new in updates.increment(); view.set("tint", to: new) })
        }
        let plain = ImageComponent("a", intrinsicSize: Size(width: 5, height: 5))
        mounter.mount(layout(ImageComponent("a", intrinsicSize: Size(width: 5, height: 5), attributes: [tinted(1)])), on: host)
        mounter.mount(layout(ImageComponent("a", intrinsicSize: Size(width: 5, height: 5), attributes: [tinted(2)])), on: host)
        #expect(updates.count == 1)
        #expect(host.subviews[0].value(of: "tint") == .double(2))
        mounter.mount(layout(plain), on: host)
        #expect(host.subviews[0].value(of: "tint") == nil)
        #expect(mounter.counters.attributesUnapplied == 1)
    }

    @Test func goneAttributesAreUndoneByIdentifierAndTheRestWrittenOnlyWhereTheyDiffer() {
        let host = View(kind: .view, context: views)
        let mounter = Mounter(context: views)
        let log = Log()
        func logged(_ identifier: String, _ value: Double) -> Attribute {
            Attribute(identifier, value: .double(value),
                      apply: { view, value in log.append("apply \(identifier)"); view.set(ViewProperty(identifier), to: value) },
                      unapply: { view, _ in log.append("unapply \(identifier)"); view.set(ViewProperty(identifier), to: nil) })
        }
        func image(_ attributes: [Attribute]) -> ComponentLayout {
            layout(ImageComponent("a", intrinsicSize: Size(width: 5, height: 5), attributes: attributes))
        }
        mounter.mount(image([logged("c", 1), logged("a", 1), logged("b", 1)]), on: host)
        #expect(log.take() == ["apply c", "apply a", "apply b"])
        // b changes, d is new, c and a are gone: undone last, in identifier order.
        mounter.mount(image([logged("b", 2), logged("d", 1)]), on: host)
        #expect(log.take() == ["apply b", "apply d", "unapply a", "unapply c"])
        #expect(host.subviews[0].value(of: "a") == nil && host.subviews[0].value(of: "b") == .double(2))
        // The same attributes in another order: nothing to write.
        let before = views.counters
        mounter.mount(image([logged("d", 1), logged("b", 2)]), on: host)
        #expect(log.take() == [] && views.counters.since(before).attributeWrites == 0)
    }

    @Test func mountingTurnsOffNothingItDidNotTurnOn() {
        let host = View(kind: .view, context: views)
        host.backgroundColor = .black
        let mine = View(kind: .view, context: views)
        mine.backgroundColor = .black
        host.addSubview(mine)
        let mounter = Mounter(context: views)
        mounter.mount(layout(card(title: "A")), on: host)
        mounter.unmount(from: host)
        #expect(host.backgroundColor == .black)
        #expect(mine.backgroundColor == .black && mine.superview === host && !mine.isHidden)
        #expect(host.subviews.count == 1)
    }

    @Test func viewsTheNewLayoutDoesNotUseAreHiddenAndShownAgainLater() {
        let host = View(kind: .view, context: views)
        let mounter = Mounter(context: views)
        let two = StackComponent(children: [.init(TextComponent("a")), .init(TextComponent("b"))])
        let one = StackComponent(children: [.init(TextComponent("a"))])
        mounter.mount(layout(two), on: host)
        let second = host.subviews[1]
        mounter.mount(layout(one), on: host)
        #expect(second.isHidden && mounter.counters.viewsHidden == 1)
        #expect(host.visibleDescendants.count == 1)
        let before = views.counters
        mounter.mount(layout(two), on: host)
        #expect(!second.isHidden && views.counters.since(before).viewsCreated == 0)
        #expect(views.counters.since(before).attributeWrites == 0)
    }

    @Test func subviewsFollowTheLayoutOrder() {
        let host = View(kind: .view, context: views)
        let mounter = Mounter(context: views)
        let layout = layout(OverlayComponent(child: ImageComponent("base", intrinsicSize: Size(width: 9, height: 9)),
                                             overlay: TextComponent("top")))
        mounter.mount(layout, on: host)
        #expect(host.subviews.map(\.kind) == [.image, .label])
    }
}
