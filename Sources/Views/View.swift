import FlexLayout
import TextLayout

/// A headless view: a kind, a frame, properties, subviews, and the work a real view would do when
/// they change (a text property is laid out with the context's `TextEngine`; a size change re-lays
/// out the text at the new width).
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
    /// `layoutSubviews` (which re-lays out text at the new width). Assigning the same frame does nothing.
    public var frame: Rect = .zero {
        didSet {
            guard frame != oldValue else { return }
            context.counters.frameChanges += 1
            if frame.size != oldValue.size { layoutSubviews() }
        }
    }

    /// Hidden views keep their place and properties but are not drawn.
    public var isHidden = false

    public private(set) var subviews: [View] = []
    public private(set) weak var superview: View?

    /// Every property set on this view and not reset.
    public private(set) var properties: [ViewProperty: AttributeValue] = [:]

    /// The layout of each text-valued property at the current width, computed when it was set or
    /// when the width changed. Empty when the context has no text engine.
    public private(set) var textLayouts: [ViewProperty: TextLayoutResult] = [:]

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
    /// A text value is laid out at the current width, as a label's text setter does.
    /// - Complexity: O(1), plus one text measurement for a text value.
    public func set(_ property: ViewProperty, to value: AttributeValue?) {
        attributeWriteCount += 1
        context.counters.attributeWrites += 1
        properties[property] = value
        if case .text(let string, let style)? = value {
            layOutText(string, style: style, for: property)
        } else if textLayouts[property] != nil {
            textLayouts[property] = nil
        }
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
        if let old = view.superview, let position = old.subviews.firstIndex(where: { $0 === view }) {
            old.subviews.remove(at: position)
            if old === self, position < index { index -= 1 }
        }
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
    }

    public func removeFromSuperview() {
        guard let superview, let position = superview.subviews.firstIndex(where: { $0 === self }) else { return }
        superview.subviews.remove(at: position)
        self.superview = nil
    }

    /// This view and all its descendants, depth first, parents before children.
    public func allViews() -> [View] {
        var result = [self]
        for subview in subviews { result += subview.allViews() }
        return result
    }

    // MARK: - Layout

    /// What a real view does when its size changes: lay its content out again. Here, re-lay out
    /// every text property at the new width. Counted in `ViewCounters.layoutCalls`.
    private func layoutSubviews() {
        context.counters.layoutCalls += 1
        for (property, value) in properties {
            if case .text(let string, let style) = value { layOutText(string, style: style, for: property) }
        }
    }

    private func layOutText(_ string: String, style: TextStyle, for property: ViewProperty) {
        guard let engine = context.textEngine else { return }
        context.counters.textLayouts += 1
        let width = frame.width > 0 ? frame.width : .infinity
        textLayouts[property] = engine.measure(string, style: style, width: width)
    }
}
