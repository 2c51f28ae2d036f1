import Geometry
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

    /// A window and a label in it (keep the window: a view holds its superview weakly).
    static func windowed(_ context: ViewContext) -> (window: View, label: View) {
        let window = View(kind: .view, context: context)
        window.isWindow = true
        let label = View(kind: .label, context: context)
        window.addSubview(label)
        return (window, label)
    }

    @Test func theDisplayStepLaysTheTextOutAtTheFrameWidth() throws {
        let engine = TextEngine(fonts: try FontLibrary.load(), cache: TextCache())
        let context = ViewContext(textEngine: engine)
        let (window, label) = Self.windowed(context)
        defer { withExtendedLifetime(window) {} }
        label.frame = Rect(x: 0, y: 0, width: 60, height: 100)
        let style = TextStyle(size: 15)
        label.set(.text, to: .text("Hello wonderful world", style))
        // The setter only marks the view, as a label's does.
        #expect(label.textLayouts[.text] == nil && label.needsTextLayout)
        #expect(context.counters.textLayouts == 0)
        context.displayPendingText()
        let expected = engine.measureUncached("Hello wonderful world", style: style, width: 60)
        #expect(label.textLayouts[.text] == expected)
        #expect(label.text == "Hello wonderful world")
        #expect(context.counters.textLayouts == 1)
    }

    /// Text set before the frame (a cell configured, then framed) is typeset once, at the final width:
    /// it used to be laid out at the old width in the setter, and again when the frame changed.
    @Test func textSetBeforeTheFrameIsTypesetOnceAtTheFinalWidth() throws {
        let engine = TextEngine(fonts: try FontLibrary.load(), cache: TextCache())
        let context = ViewContext(textEngine: engine)
        let (window, label) = Self.windowed(context)
        defer { withExtendedLifetime(window) {} }
        label.set(.text, to: .text("Hello wonderful world", TextStyle()))
        label.frame = Rect(x: 0, y: 0, width: 60, height: 20)
        label.frame = Rect(x: 5, y: 5, width: 60, height: 20)
        label.frame = Rect(x: 5, y: 5, width: 60, height: 20)
        context.displayPendingText()
        #expect(context.counters.frameChanges == 2)
        #expect(context.counters.layoutCalls == 1)
        #expect(context.counters.textLayouts == 1)
        #expect(label.textLayouts[.text]?.lines.count ?? 0 > 1)
        // A size change later lays it out again, once.
        label.frame = Rect(x: 5, y: 5, width: 200, height: 20)
        context.displayPendingText()
        context.displayPendingText()
        #expect(context.counters.textLayouts == 2)
        #expect(label.textLayouts[.text]?.lines.count == 1)
    }

    /// A view not drawn (outside a window, or hidden) keeps its text pending until it is drawn.
    @Test func viewsNotDrawnWaitUntilTheyAre() throws {
        let engine = TextEngine(fonts: try FontLibrary.load(), cache: TextCache())
        let context = ViewContext(textEngine: engine)
        let window = View(kind: .view, context: context)
        window.isWindow = true
        let cell = View(kind: .view, context: context)
        let label = View(kind: .label, context: context)
        cell.addSubview(label)
        label.set(.text, to: .text("Off screen", TextStyle()))
        context.displayPendingText()
        #expect(context.counters.textLayouts == 0)
        window.addSubview(cell)
        cell.isHidden = true
        context.displayPendingText()
        #expect(context.counters.textLayouts == 0)
        cell.isHidden = false
        context.displayPendingText()
        #expect(context.counters.textLayouts == 1)
        #expect(label.textLayouts[.text] != nil)
    }

    /// A hierarchy that becomes a window has its waiting text typeset; a frame changed in place counts as
    /// one change, and setting the same frame again as none.
    @Test func becomingAWindowShowsWaitingTextAndFramesChangeInPlace() throws {
        let engine = TextEngine(fonts: try FontLibrary.load(), cache: TextCache())
        let context = ViewContext(textEngine: engine)
        let root = View(kind: .view, context: context)
        let label = View(kind: .label, context: context)
        root.addSubview(label)
        label.set(.text, to: .text("Waiting", TextStyle()))
        context.displayPendingText()
        #expect(context.counters.textLayouts == 0 && label.needsTextLayout)
        root.isWindow = true
        context.displayPendingText()
        #expect(context.counters.textLayouts == 1 && !label.needsTextLayout)
        label.frame.size.width = 80
        label.frame = label.frame
        #expect(context.counters.frameChanges == 1 && context.counters.layoutCalls == 1)
        #expect(label.frame == Rect(x: 0, y: 0, width: 80, height: 0))
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
