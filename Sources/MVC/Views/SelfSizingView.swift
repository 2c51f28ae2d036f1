import Geometry
import Views

/// The base of the MVC pipeline's views: it owns one headless `View` (which is final, so the MVC
/// views wrap it, as a `UIView` subclass would own its layer) and adds what UIKit gives a view:
/// `sizeThatFits`, `layoutSubviews`, `setNeedsLayout`.
///
/// Subclasses override `sizeThatFits(width:)` (hand-written measurement, SHOULD be cached until the
/// content changes) and `layoutSubviews()` (hand-written frames for the subviews, from the view's
/// current bounds). `setFrame` runs `layoutSubviews` when the size changed or a layout is pending.
///
/// Thread: main actor only.
@MainActor
public class SelfSizingView {
    /// The headless view this object drives.
    public let view: View
    let environment: ViewEnvironment
    private var needsLayout = true

    init(kind: ViewKind, environment: ViewEnvironment) {
        view = View(kind: kind, context: environment.context)
        self.environment = environment
        environment.counters.selfSizingViewsCreated += 1
    }

    /// The size this view wants when offered `width` points (the height is unbounded).
    /// The base implementation asks for nothing.
    func sizeThatFits(width: Double) -> Size { Size(width: width, height: 0) }

    /// Places the subviews in the current bounds. The base implementation does nothing.
    func layoutSubviews() {}

    /// Sets the frame, and lays the subviews out when the size changed or a layout is pending.
    final func setFrame(_ frame: Rect) {
        let resized = frame.size != view.frame.size
        view.frame = frame
        if resized || needsLayout { layoutNow() }
    }

    /// Marks the subviews as needing layout; the next `setFrame` or `layoutIfNeeded` does it.
    final func setNeedsLayout() { needsLayout = true }

    final func layoutIfNeeded() {
        if needsLayout { layoutNow() }
    }

    private func layoutNow() {
        needsLayout = false
        environment.counters.selfSizingLayouts += 1
        layoutSubviews()
    }

    /// Makes `children` this view's subviews, in this order (later ones on top), removing others.
    /// Moves nothing already in place.
    final func setArrangedSubviews(_ children: [SelfSizingView]) {
        let wanted = Set(children.map { ObjectIdentifier($0.view) })
        for subview in view.subviews where !wanted.contains(ObjectIdentifier(subview)) {
            subview.removeFromSuperview()
        }
        for (index, child) in children.enumerated() {
            if index >= view.subviews.count || view.subviews[index] !== child.view {
                view.insertSubview(child.view, at: index)
            }
        }
    }
}
