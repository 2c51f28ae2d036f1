@testable import Components
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
        #expect(container.backgroundColor == nil && container.superview == nil)
        let second = View(kind: .view, context: views)
        mounter.mount(cell(1), on: second)
        #expect(second.subviews[0] === container)
        #expect(container.backgroundColor == nil)
    }

    @Test func unmountingCallsTheUnapplicators() {
        let mounter = Mounter(context: views)
        let unapplied = Counter()
        let tracked = Attribute("tracked", value: .bool(true),
                                apply: { view, value in view.set("tracked", to: value) },
                                unapply: { view, _ in unapplied.increment(); view.set("tracked", to: nil) })
        let host = View(kind: .view, context: views)
        let layout = StackComponent(view: .view([tracked, .backgroundColor(.white)]), children: [
            .init(TextComponent("x", attributes: [tracked])),
        ]).layoutThatFits(.width(100), context: context)
        mounter.mount(layout, on: host)
        let label = host.subviews[0].subviews[0]
        mounter.unmount(from: host)
        #expect(unapplied.count == 2)
        #expect(label.text == nil && label.value(of: "tracked") == nil)
        #expect(host.subviews.isEmpty)
        #expect(mounter.pooledViewCount == 2)
        #expect(mounter.counters.attributesUnapplied == 4)
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
