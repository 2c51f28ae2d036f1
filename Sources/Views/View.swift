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
    public var frame: Rect = .zero {
        didSet {
            guard frame != oldValue else { return }
            context.counters.frameChanges += 1
            if frame.size != oldValue.size { layoutSubviews() }
        }
    }

    /// Hidden views keep their place and properties but are not drawn (nor their text typeset).
    public var isHidden = false {
        didSet { if !isHidden && oldValue { enqueuePendingText() } }
    }

    /// Whether this view is the root of what is on screen (a window): the display step typesets only
    /// the text of views under one, as a view outside a window is not drawn. Set by whoever shows the
    /// hierarchy.
    public var isWindow = false {
        didSet { if isWindow { enqueuePendingText() } }
    }

    public private(set) var subviews: [View] = []
    public private(set) weak var superview: View?

    /// Every property set on this view and not reset.
    public private(set) var properties: [ViewProperty: AttributeValue] = [:]

    /// The layout of each text-valued property at the current width, computed by the display step after
    /// it was set or the width changed (`layoutTextIfNeeded()`). Empty when the context has no text engine.
    public private(set) var textLayouts: [ViewProperty: TextLayoutResult] = [:]

    /// Whether a text property waits for the display step.
    public private(set) var needsTextLayout = false

    /// Property writes on this view (see `ViewCounters.attributeWrites`).
    public private(set) var attributeWriteCount = 0

    public init(kind: ViewKind, context: ViewContext) {
        self.kind = kind
        self.context = context
        context.counters.viewsCreated += 1
    }

    // MARK: - Properties

    public func value(of property: ViewProperty) -> AttributeValue? {
        properties[property]
    }

    /// Sets `property` to `value`, or resets it to the view's default when `value` is nil.
    /// A text value is marked to be laid out by the display step, as a label's text setter does.
    /// - Complexity: O(1).
    public func set(_ property: ViewProperty, to value: AttributeValue?) {
        attributeWriteCount += 1
        context.counters.attributeWrites += 1
        properties[property] = value
        textLayouts[property] = nil
        if case .text? = value { setNeedsTextLayout() }
    }

    public var backgroundColor: Color? {
        get { if case .color(let color)? = properties[.backgroundColor] { color } else { nil } }
        set { set(.backgroundColor, to: newValue.map(AttributeValue.color)) }
    }

    /// The plain string of the `text` property.
    public var text: String? {
        if case .text(let string, _)? = properties[.text] { string } else { nil }
    }

    /// The state a button shows: disabled, then selected, then highlighted, else normal.
    public var controlState: ControlState {
        if properties[.isEnabled] == .bool(false) { return .disabled }
        if properties[.isSelected] == .bool(true) { return .selected }
        if properties[.isHighlighted] == .bool(true) { return .highlighted }
        return .normal
    }

    /// The title a button shows in its current state, falling back to the normal title.
    public var displayedTitle: String? {
        let value = properties[.title(controlState)] ?? properties[.title(.normal)]
        if case .text(let string, _)? = value { return string }
        return nil
    }

    // MARK: - Hierarchy

    /// Adds `view` on top of the subviews, moving it from its old superview.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` (clamped to the subview count), moving it if it is already a
    /// subview of this or another view.
    public func insertSubview(_ view: View, at index: Int) {
        precondition(view !== self, "a view cannot be its own subview")
        var index = index
        if let old = view.superview, let position = Self.index(of: view, in: old.subviews) {
            old.subviews.remove(at: position)
            if old === self, position < index { index -= 1 }
        }
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        // Text that waited while the view was off screen (in a pool, in a cell being reused) is due now.
        if isDisplayed { view.enqueuePendingText() }
    }

    public func removeFromSuperview() {
        guard let superview, let position = Self.index(of: self, in: superview.subviews) else { return }
        superview.subviews.remove(at: position)
        self.superview = nil
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
        for subview in subviews { result += subview.allViews() }
        return result
    }

    // MARK: - Layout

    /// What a real view does when its size changes: lay its content out again. Here, the text waits to
    /// be laid out again at the new width by the display step. Counted in `ViewCounters.layoutCalls`.
    private func layoutSubviews() {
        context.counters.layoutCalls += 1
        guard !textLayouts.isEmpty || properties.values.contains(where: \.isText) else { return }
        textLayouts = [:]
        setNeedsTextLayout()
    }

    private func setNeedsTextLayout() {
        guard !needsTextLayout else { return }
        needsTextLayout = true
        context.pendingText.append(self)
    }

    /// Whether this view is drawn: a window is this view or one of its ancestors, and none of them up to
    /// it is hidden.
    /// - Complexity: O(depth).
    public var isDisplayed: Bool {
        var view: View? = self
        while let current = view {
            if current.isHidden { return false }
            if current.isWindow { return true }
            view = current.superview
        }
        return false
    }

    /// Hands the views of this subtree whose text waits to the display step.
    private func enqueuePendingText() {
        if needsTextLayout { context.pendingText.append(self) }
        for subview in subviews { subview.enqueuePendingText() }
    }

    /// The display step for this view: lays every text property without a layout out at the current
    /// width (each counted in `ViewCounters.textLayouts`), once. Nothing when nothing is pending. Called
    /// directly, it typesets whether or not the view is in a window.
    public func layoutTextIfNeeded() {
        guard needsTextLayout else { return }
        needsTextLayout = false
        guard let engine = context.textEngine else { return }
        let width = frame.width > 0 ? frame.width : .infinity
        // In property order, so the text cache sees the same sequence on every run.
        for (property, value) in properties.sorted(by: { $0.key < $1.key }) where textLayouts[property] == nil {
            guard case .text(let string, let style) = value else { continue }
            context.counters.textLayouts += 1
            textLayouts[property] = engine.measure(string, style: style, width: width)
        }
    }
}
