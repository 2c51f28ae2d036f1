@testable import Components
import Drawing
import Geometry
import Testing
import TextLayout
import Views

/// Reuse across cells: the bugs users of view-recycling frameworks hit.
@MainActor
@Suite struct ViewRecyclerTests {
    let context: LayoutContext
    let views: ViewContext

    init() throws {
        context = try makeContext()
        views = ViewContext(textEngine: context.textEngine)
    }

    func cell(_ index: Int, background: Color? = nil, persistent: [Attribute] = []) -> ComponentLayout {
        var attributes = persistent
        if let background { attributes.append(.backgroundColor(background)) }
        let component = StackComponent(view: .view(attributes), padding: EdgeInsets(all: 8), children: [
            .init(TextComponent("Row \(index)")),
            .init(ImageComponent("thumb-\(index)", intrinsicSize: Size(width: 30, height: 30))),
        ])
        return component.layoutThatFits(.width(320), context: context)
    }

    @Test func aBackgroundSetByOneCellDoesNotLeakIntoTheNextOnTheSameHost() {
        let host = View(kind: .view, context: views)
        let mounter = Mounter(context: views)
        mounter.mount(cell(0, background: Color(rgb: 0xFF0000)), on: host)
        let container = host.subviews[0]
        mounter.mount(cell(1), on: host)
        #expect(host.subviews[0] === container)
        #expect(container.backgroundColor == nil)
        #expect(container.value(of: .backgroundColor) == nil)
    }

    @Test func aBackgroundSetByOneCellDoesNotLeakThroughThePool() {
        let mounter = Mounter(context: views)
        let first = View(kind: .view, context: views)
        mounter.mount(cell(0, background: Color(rgb: 0xFF0000)), on: first)
        let container = first.subviews[0]
        mounter.unmount(from: first)
        // Pooled, out of every hierarchy: the red it still holds cannot show until it is reused.
        #expect(container.superview == nil && first.subviews.isEmpty)
        let second = View(kind: .view, context: views)
        mounter.mount(cell(1), on: second)
        #expect(second.subviews[0] === container)
        #expect(container.backgroundColor == nil)
    }

    @Test func unmountingWritesNothingAndReuseUndoesOnlyWhatTheNextConfigurationLeavesUnset() {
        let mounter = Mounter(context: views)
        let unapplied = Counter()
        let tracked = Attribute("tracked", value: .bool(true),
                                apply: { view, value in view.set("tracked", to: value) },
                                unapply: { view, _ in unapplied.increment(); view.set("tracked", to: nil) })
        func layout(_ text: String, _ extra: [Attribute]) -> ComponentLayout {
            StackComponent(view: .view(extra + [.backgroundColor(.white)]), children: [
                .init(TextComponent(text, attributes: extra)),
            ]).layoutThatFits(.width(100), context: context)
        }
        let host = View(kind: .view, context: views)
        mounter.mount(layout("x", [tracked]), on: host)
        let container = host.subviews[0]
        let label = container.subviews[0]
        let beforeUnmount = views.counters
        mounter.unmount(from: host)
        #expect(views.counters.since(beforeUnmount).attributeWrites == 0)
        #expect(unapplied.count == 0 && mounter.counters.attributesUnapplied == 0)
        #expect(host.subviews.isEmpty && container.superview == nil && label.superview == nil)
        #expect(mounter.pooledViewCount == 2)

        // Reused for a configuration without `tracked`: that one is undone on each view, the new text
        // written once, and the background the new configuration sets again is not touched.
        let other = View(kind: .view, context: views)
        let beforeReuse = views.counters
        mounter.mount(layout("y", []), on: other)
        #expect(other.subviews[0] === container && container.subviews[0] === label)
        #expect(unapplied.count == 2 && mounter.counters.attributesUnapplied == 2)
        #expect(label.value(of: "tracked") == nil && container.value(of: "tracked") == nil)
        #expect(label.text == "y" && container.backgroundColor == .white)
        #expect(views.counters.since(beforeReuse).attributeWrites == 3)
        #expect(mounter.pooledViewCount == 0)
    }

    @Test func aPoolKeepsAtMostItsLimitAndHandsItsViewsOutLastInFirstOut() {
        let mounter = Mounter(context: views, maxPooledViewsPerKind: 2)
        let images = StackComponent(direction: .row, children: (0..<3).map { index in
            .init(ImageComponent("i\(index)", intrinsicSize: Size(width: 10, height: 10)))
        }).layoutThatFits(.width(100), context: context)
        let host = View(kind: .view, context: views)
        mounter.mount(images, on: host)
        let mounted = host.subviews
        mounter.unmount(from: host)
        // The third view found its pool full: it is dropped, not pooled.
        #expect(mounter.pooledViewCount == 2 && mounter.counters.viewsEnqueued == 3)
        let other = View(kind: .view, context: views)
        mounter.mount(images, on: other)
        #expect(mounter.counters.viewsReused == 2 && mounter.counters.viewsCreated == 4)
        #expect(other.subviews[0] === mounted[1] && other.subviews[1] === mounted[0])
        #expect(other.subviews[2] !== mounted[2] && mounter.pooledViewCount == 0)
    }

    @Test func sameKindButDifferentPersistentAttributesNeverShareAView() {
        let mounter = Mounter(context: views)
        let host = View(kind: .view, context: views)
        mounter.mount(cell(0, persistent: [persistentCorner(8)]), on: host)
        let rounded = host.subviews[0]
        mounter.mount(cell(1), on: host)
        #expect(host.subviews.contains { $0 === rounded && $0.isHidden })
        let plain = host.subviews.first { !$0.isHidden && $0.kind == .view }
        #expect(plain !== rounded && plain?.value(of: .cornerRadius) == nil)

        mounter.unmount(from: host)
        let other = View(kind: .view, context: views)
        mounter.mount(cell(2), on: other)
        #expect(other.subviews[0] !== rounded)
        #expect(other.subviews[0].value(of: .cornerRadius) == nil)
        let third = View(kind: .view, context: views)
        mounter.mount(cell(3, persistent: [persistentCorner(4)]), on: third)
        #expect(third.subviews[0] === rounded && !rounded.isHidden)
        #expect(rounded.value(of: .cornerRadius) == .double(4))
    }

    @Test func scrollingAListReusesViewsAcrossCells() {
        let mounter = Mounter(context: views)
        var visible: [(index: Int, host: View)] = []
        var spareHosts: [View] = []
        for index in 0..<5 {
            let host = View(kind: .view, context: views)
            mounter.mount(cell(index, background: index.isMultiple(of: 2) ? .white : nil), on: host)
            visible.append((index, host))
        }
        let createdOnFirstScreen = views.counters.viewsCreated
        for index in 5..<50 {
            let leaving = visible.removeFirst()
            mounter.unmount(from: leaving.host)
            spareHosts.append(leaving.host)
            let host = spareHosts.removeFirst()
            mounter.mount(cell(index, background: index.isMultiple(of: 2) ? .white : nil), on: host)
            visible.append((index, host))
            #expect(host.subviews[0].backgroundColor == (index.isMultiple(of: 2) ? .white : nil))
            #expect(host.subviews[0].subviews[0].text == "Row \(index)")
        }
        #expect(views.counters.viewsCreated == createdOnFirstScreen)
        #expect(mounter.counters.viewsReused == 45 * 3)
        #expect(mounter.pooledViewCount == 0)
    }
}
