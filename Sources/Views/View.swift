import Drawing
import Geometry
import TextLayout

/// A headless view: a kind, a frame, properties, subviews, and the work a real view would do when
/// they change. Text is typeset lazily, as `UILabel` does: setting a text property or changing the size
/// only marks the view; the frame's display step (`ViewContext.displayPendingText()`, or
/// `layoutTextIfNeeded()`) lays each pending text out once, at the view's final width, with the
/// context's `TextEngine`. A cell configured before its frame is set therefore typesets once, not twice.
///
/// Thread: main actor only (`@MainActor`), as UIKit views are. Components and layouts are built on
/// any thread; only mounting touches views.
///
/// Every property write goes through `set(_:to:)` and is counted in `ViewContext.counters` and in
/// `attributeWriteCount`, so tests and the harness can assert how much a mount wrote.
@MainActor
public final class View {
    public let kind: ViewKind
    public let context: ViewContext

    /// The frame in the superview's coordinates. A change is counted; a change of size runs
    /// `layoutSubviews` (which marks the text to be laid out again at the new width). Assigning the same
    /// frame does nothing.
    public var frame: Rect {
        get { storedFrame }
        set {
            let old = storedFrame
            storedFrame = newValue
            guard newValue != old else { return }
            context.counters.frameChanges += 1
            if newValue.size != old.size { layoutSubviews() }
        }
    }

    /// Hidden views keep their place and properties but are not drawn (nor their text typeset).
    public var isHidden: Bool {
        get { storedIsHidden }
        set {
            let old = storedIsHidden
            storedIsHidden = newValue
            if !newValue && old { enqueuePendingText() }
        }
    }

    /// Whether this view is the root of what is on screen (a window): the display step typesets only
    /// the text of views under one, as a view outside a window is not drawn. Set by whoever shows the
    /// hierarchy.
    public var isWindow: Bool {
        get { storedIsWindow }
        set {
            storedIsWindow = newValue
            if newValue { enqueuePendingText() }
        }
    }

    public var subviews: [View] { storedSubviews }
    public var superview: View? { storedSuperview }

    /// Every property set on this view and not reset.
    public var properties: [ViewProperty: AttributeValue] { storedProperties }

    /// The layout of each text-valued property at the current width, computed by the display step after
    /// it was set or the width changed (`layoutTextIfNeeded()`). Empty when the context has no text engine.
    public var textLayouts: [ViewProperty: TextLayoutResult] { storedTextLayouts }

    /// Whether a text property waits for the display step.
    public var needsTextLayout: Bool { storedNeedsTextLayout }

    /// Property writes on this view (see `ViewCounters.attributeWrites`).
    public var attributeWriteCount: Int { storedAttributeWriteCount }

    // The state behind the getters above, private to this file: with every access in sight, whole-module
    // optimization can prove none overlaps another and drop the run-time exclusivity check each access
    // of a public stored property of a class costs (several per property write and per text layout).
    private var storedProperties: [ViewProperty: AttributeValue] = [:]
    private var storedTextLayouts: [ViewProperty: TextLayoutResult] = [:]
    private var storedNeedsTextLayout = false
    private var storedAttributeWriteCount = 0
    private var storedFrame: Rect = .zero
    private var storedIsHidden = false
    private var storedIsWindow = false
    private var storedSubviews: [View] = []
    private weak var storedSuperview: View?
    private var storedBackingStore: Bitmap?
    private var storedDrawnContent: ViewContent?
    private var storedNeedsDisplay = false

    /// The bitmap the view's content was last drawn into (`nil` before it drew, or when it draws nothing). Kept
    /// while the view lives, in a hierarchy or in a reuse pool, so a recycled view given the same content
    /// shows it without drawing again; freed with the view.
    public var backingStore: Bitmap? { storedBackingStore }

    public init(kind: ViewKind, context: ViewContext) {
        self.kind = kind
        self.context = context
        context.counters.viewsCreated += 1
    }

    isolated deinit {
        if let bitmap = storedBackingStore { context.backingStoreChanged(adding: 0, freeing: bitmap.byteCount) }
    }

    // MARK: - Properties

    public func value(of property: ViewProperty) -> AttributeValue? {
        storedProperties[property]
    }

    /// Sets `property` to `value`, or resets it to the view's default when `value` is nil.
    /// A text value is marked to be laid out by the display step, as a label's text setter does.
    /// - Complexity: O(1).
    public func set(_ property: ViewProperty, to value: AttributeValue?) {
        storedAttributeWriteCount += 1
        context.counters.attributeWrites += 1
        storedProperties[property] = value
        storedTextLayouts[property] = nil
        if case .text? = value { setNeedsTextLayout() }
        setNeedsDisplay()
    }

    public var backgroundColor: Color? {
        get { if case .color(let color)? = storedProperties[.backgroundColor] { color } else { nil } }
        set { set(.backgroundColor, to: newValue.map(AttributeValue.color)) }
    }

    /// The plain string of the `text` property.
    public var text: String? {
        if case .text(let string, _)? = storedProperties[.text] { string } else { nil }
    }

    /// The state a button shows: disabled, then selected, then highlighted, else normal.
    public var controlState: ControlState { ControlState(properties: storedProperties) }

    /// The title a button shows in its current state, falling back to the normal title.
    public var displayedTitle: String? {
        let value = storedProperties[.title(controlState)] ?? storedProperties[.title(.normal)]
        if case .text(let string, _)? = value { return string }
        return nil
    }

    // MARK: - Hierarchy

    /// Adds `view` on top of the subviews, moving it from its old superview.
    public func addSubview(_ view: View) {
        insertSubview(view, at: storedSubviews.count)
    }

    /// Inserts `view` at `index` (clamped to the subview count), moving it if it is already a
    /// subview of this or another view.
    public func insertSubview(_ view: View, at index: Int) {
        precondition(view !== self, "a view cannot be its own subview")
        var index = index
        if let old = view.storedSuperview, let position = Self.index(of: view, in: old.storedSubviews) {
            old.storedSubviews.remove(at: position)
            if old === self, position < index { index -= 1 }
        }
        storedSubviews.insert(view, at: min(max(index, 0), storedSubviews.count))
        view.storedSuperview = self
        // Text and drawing that waited while the view was off screen (in a pool, a cell being reused) are due now.
        if isDisplayed { view.enqueuePendingText() }
    }

    public func removeFromSuperview() {
        guard let parent = storedSuperview, let position = Self.index(of: self, in: parent.storedSubviews) else {
            return
        }
        parent.storedSubviews.remove(at: position)
        storedSuperview = nil
    }

    /// The index of `view` in `subviews`, by identity. A loop in a nonisolated function: a closure made on
    /// the main actor and passed to `firstIndex(where:)` checks the executor at every call, and mounting
    /// moves views in and out on every scroll frame that changes rows.
    private nonisolated static func index(of view: View, in subviews: [View]) -> Int? {
        for (index, subview) in subviews.enumerated() where subview === view { return index }
        return nil
    }

    /// This view and all its descendants, depth first, parents before children.
    public func allViews() -> [View] {
        var result = [self]
        for subview in storedSubviews { result += subview.allViews() }
        return result
    }

    // MARK: - Layout

    /// What a real view does when its size changes: lay its content out again. Here, the text waits to
    /// be laid out again at the new width by the display step. Counted in `ViewCounters.layoutCalls`.
    private func layoutSubviews() {
        context.counters.layoutCalls += 1
        setNeedsDisplay()
        guard !storedTextLayouts.isEmpty || storedProperties.values.contains(where: \.isText) else { return }
        storedTextLayouts = [:]
        setNeedsTextLayout()
    }

    private func setNeedsTextLayout() {
        guard !storedNeedsTextLayout else { return }
        storedNeedsTextLayout = true
        context.pendingText.append(self)
    }

    /// Whether this view is drawn: a window is this view or one of its ancestors, and none of them up to
    /// it is hidden.
    /// - Complexity: O(depth).
    public var isDisplayed: Bool {
        var view: View? = self
        while let current = view {
            if current.storedIsHidden { return false }
            if current.storedIsWindow { return true }
            view = current.storedSuperview
        }
        return false
    }

    /// Hands the views of this subtree whose text or drawing waits to the display step.
    private func enqueuePendingText() {
        if storedNeedsTextLayout { context.pendingText.append(self) }
        if storedNeedsDisplay { context.pendingDisplay.append(self) }
        for subview in storedSubviews { subview.enqueuePendingText() }
    }

    /// Marks the view's content as possibly changed (UIKit's `setNeedsDisplay`): the display step compares it
    /// with what the view last drew, and draws only if it differs. Nothing when the context does not draw.
    public func setNeedsDisplay() {
        guard context.draws, !storedNeedsDisplay else { return }
        storedNeedsDisplay = true
        context.pendingDisplay.append(self)
    }

    /// What the view draws now: its background, border, corners, laid-out text and image.
    public var content: ViewContent {
        let layouts = storedTextLayouts
        return ViewContent(kind: kind, size: storedFrame.size, properties: storedProperties) { property, _, _ in
            layouts[property]
        }
    }

    /// The name of the photo the view shows: an image view's image, a button's image for its state.
    public var imageName: String? { ViewContent.imageName(kind: kind, properties: storedProperties) }

    /// The display step's drawing for this view: its text laid out first, then its content drawn with
    /// `renderer` into a new backing store, unless it is the content the view last drew, or a bitmap drawn
    /// ahead for it was offered (`ViewContext.offerDrawnAhead`), which it then shows.
    public func displayIfNeeded(_ renderer: ViewRenderer) {
        guard storedNeedsDisplay else { return }
        storedNeedsDisplay = false
        layoutTextIfNeeded()
        let content = content
        guard content != storedDrawnContent else {
            if storedBackingStore != nil { context.displayCounters.bitmapsReused += 1 }
            return
        }
        let old = storedBackingStore?.byteCount ?? 0
        storedDrawnContent = content
        guard content.draws else {
            storedBackingStore = nil
            context.backingStoreChanged(adding: 0, freeing: old)
            return
        }
        if let bitmap = context.drawnAhead(for: content) {
            storedBackingStore = bitmap
            context.displayCounters.bitmapsAttached += 1
            context.backingStoreChanged(adding: bitmap.byteCount, freeing: old)
            return
        }
        let (bitmap, counts) = renderer.draw(content)
        storedBackingStore = bitmap
        context.displayCounters.add(counts)
        context.backingStoreChanged(adding: bitmap.byteCount, freeing: old)
    }

    /// Shows `bitmap`, drawn elsewhere (on a worker) from `content`, as this view's backing store: the display
    /// step then draws nothing while the view's content stays `content`.
    public func attach(_ bitmap: Bitmap?, drawnFrom content: ViewContent) {
        let old = storedBackingStore?.byteCount ?? 0
        storedBackingStore = bitmap
        storedDrawnContent = content
        context.backingStoreChanged(adding: bitmap?.byteCount ?? 0, freeing: old)
    }

    /// The display step for this view: lays every text property without a layout out at the current
    /// width (each counted in `ViewCounters.textLayouts`), once. Nothing when nothing is pending. Called
    /// directly, it typesets whether or not the view is in a window.
    public func layoutTextIfNeeded() {
        guard storedNeedsTextLayout else { return }
        storedNeedsTextLayout = false
        guard let engine = context.textEngine else { return }
        let width = storedFrame.width > 0 ? storedFrame.width : .infinity
        // In property order, so the text cache sees the same sequence on every run.
        for (property, value) in storedProperties.sorted(by: { $0.key < $1.key })
        where storedTextLayouts[property] == nil {
            guard case .text(let string, let style) = value else { continue }
            context.counters.textLayouts += 1
            storedTextLayouts[property] = engine.measure(string, style: style, width: width)
        }
    }
}
