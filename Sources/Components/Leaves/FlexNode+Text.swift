// Where text meets flexbox: a FlexNode leaf measured by the text engine. Here rather than in
// TextLayout, so text stays a leaf that knows nothing of the layout engines that place it.

import FlexLayout
import Geometry
import TextLayout

extension FlexNode {
    /// A leaf that measures `string` in `style` with `engine`: it wraps at the width the flex
    /// layout offers and reports the first line's baseline (for `align-items: baseline`).
    ///
    /// The node is like any other `FlexNode`: single-threaded, built and laid out on one thread;
    /// the engine it calls is shared and thread-safe.
    public static func text(
        _ string: String, style: TextStyle, engine: TextEngine, name: String? = nil
    ) -> FlexNode {
        let node = FlexNode(name: name)
        node.setText(string, style: style, engine: engine)
        return node
    }

    /// Makes this node a measured text leaf (replacing any measure and baseline functions).
    ///
    /// Width by sizing mode: `.stretchFit` lays the text out at the given width and returns it;
    /// `.fitContent` lays it out at the given width and returns the widest line, at most that
    /// width; `.maxContent` lays it out unconstrained. Height is the text's height, clamped to the
    /// given height under `.fitContent` and `.stretchFit`. Sizes are not rounded: the layout engine
    /// rounds text up to the pixel grid.
    public func setText(_ string: String, style: TextStyle, engine: TextEngine) {
        measure = { width, widthMode, height, heightMode in
            let size = TextMeasurement.size(
                of: string, style: style, engine: engine,
                width: width, widthMode: widthMode, height: height, heightMode: heightMode)
            return size
        }
        baseline = { width, _ in
            engine.metrics(string, style: style, width: width).firstBaseline
        }
    }
}

/// The sizing-mode rules of `FlexNode.setText`, apart so they can be read and tested without a tree.
enum TextMeasurement {
    static func size(
        of string: String, style: TextStyle, engine: TextEngine,
        width: Double, widthMode: SizingMode, height: Double, heightMode: SizingMode
    ) -> Size {
        let constrained = widthMode != .maxContent && width.isFinite
        let layout = engine.metrics(string, style: style, width: constrained ? width : .infinity)
        var result = Size(width: layout.width, height: layout.height)
        if constrained {
            result.width = widthMode == .stretchFit ? width : min(layout.width, width)
        }
        if heightMode != .maxContent, height.isFinite {
            result.height = min(result.height, height)
        }
        return result
    }
}
