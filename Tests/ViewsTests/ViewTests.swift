import FlexLayout
import Testing
import TextLayout
@testable import Views

@MainActor
@Suite struct ViewTests {
    @Test func creatingViewsIsCounted() {
        let context = ViewContext()
        _ = View(kind: .view, context: context)
        _ = View(kind: .label, context: context)
        #expect(context.counters.viewsCreated == 2)
    }

    @Test func everyPropertyWriteIsCountedAndNilResets() {
        let context = ViewContext()
        let view = View(kind: .view, context: context)
        view.backgroundColor = .white
        view.backgroundColor = .white
        #expect(view.backgroundColor == .white)
        view.set(.backgroundColor, to: nil)
        #expect(view.backgroundColor == nil)
        #expect(view.properties.isEmpty)
        #expect(context.counters.attributeWrites == 3)
        #expect(view.attributeWriteCount == 3)
    }

    @Test func aTextSetterLaysTheTextOutAtTheFrameWidth() throws {
        let engine = TextEngine(fonts: try FontLibrary.load(), cache: TextCache())
        let context = ViewContext(textEngine: engine)
        let label = View(kind: .label, context: context)
        label.frame = Rect(x: 0, y: 0, width: 60, height: 100)
        let style = TextStyle(size: 15)
        label.set(.text, to: .text("Hello wonderful world", style))
        let expected = engine.measureUncached("Hello wonderful world", style: style, width: 60)
        #expect(label.textLayouts[.text] == expected)
        #expect(label.text == "Hello wonderful world")
        #expect(context.counters.textLayouts == 1)
    }

    @Test func aSizeChangeRelaysOutTextAndAMoveDoesNot() throws {
        let engine = TextEngine(fonts: try FontLibrary.load(), cache: TextCache())
        let context = ViewContext(textEngine: engine)
        let label = View(kind: .label, context: context)
        label.set(.text, to: .text("Hello wonderful world", TextStyle()))
        label.frame = Rect(x: 0, y: 0, width: 60, height: 20)
        label.frame = Rect(x: 5, y: 5, width: 60, height: 20)
        label.frame = Rect(x: 5, y: 5, width: 60, height: 20)
        #expect(context.counters.frameChanges == 2)
        #expect(context.counters.layoutCalls == 1)
        #expect(context.counters.textLayouts == 2)
        #expect(label.textLayouts[.text]?.lines.count ?? 0 > 1)
    }

    @Test func subviewsMoveBetweenParents() {
        let context = ViewContext()
        let a = View(kind: .view, context: context)
        let b = View(kind: .view, context: context)
        let child = View(kind: .view, context: context)
        let other = View(kind: .view, context: context)
        a.addSubview(child)
        a.addSubview(other)
        a.insertSubview(other, at: 0)
        #expect(a.subviews.map(ObjectIdentifier.init) == [other, child].map(ObjectIdentifier.init))
        b.addSubview(child)
        #expect(a.subviews.count == 1)
        #expect(child.superview === b)
        child.removeFromSuperview()
        #expect(b.subviews.isEmpty && child.superview == nil)
        #expect(a.allViews().count == 2)
    }

    @Test func aButtonShowsTheTitleOfItsStateFallingBackToNormal() {
        let context = ViewContext()
        let button = View(kind: .button, context: context)
        button.set(.title(.normal), to: .text("Like", TextStyle()))
        button.set(.title(.selected), to: .text("Liked", TextStyle()))
        #expect(button.displayedTitle == "Like")
        button.set(.isSelected, to: .bool(true))
        #expect(button.controlState == .selected)
        #expect(button.displayedTitle == "Liked")
        button.set(.isEnabled, to: .bool(false))
        #expect(button.controlState == .disabled)
        #expect(button.displayedTitle == "Like")
    }

    @Test func countersSubtract() {
        var later = ViewCounters()
        later.attributeWrites = 5
        later.viewsCreated = 2
        var earlier = ViewCounters()
        earlier.attributeWrites = 3
        let delta = later.since(earlier)
        #expect(delta.attributeWrites == 2 && delta.viewsCreated == 2)
    }
}
