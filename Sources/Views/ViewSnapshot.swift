import Drawing
import Geometry

/// A hierarchy's picture, put together from its views' backing stores as a compositor does: each view's bitmap
/// at its place, subviews over their parent, hidden views and their subviews left out. Nothing is drawn
/// again: a view that has not drawn (its display step not run, or nothing to draw) shows nothing.
@MainActor
public enum ViewSnapshot {
    /// `root` and its subviews within `size` points (from `root`'s top left) at `scale`.
    public static func bitmap(of root: View, size: Size, scale: Double) -> Bitmap {
        Bitmap.draw(size: size, scale: scale) { canvas in
            composite(root, at: Point(x: 0, y: 0), on: canvas)
        }
    }

    private static func composite(_ view: View, at origin: Point, on canvas: Canvas) {
        guard !view.isHidden else { return }
        if let bitmap = view.backingStore { canvas.draw(bitmap, at: origin) }
        for subview in view.subviews {
            composite(subview, at: Point(x: origin.x + subview.frame.minX, y: origin.y + subview.frame.minY), on: canvas)
        }
    }
}
