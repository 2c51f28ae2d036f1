@testable import FlexLayout
import Geometry

/// Small trees for the step tests: a node from a style edit and its children.
func box(_ edit: (inout FlexStyle) -> Void = { _ in }, _ children: [FlexNode] = []) -> FlexNode {
    var style = FlexStyle()
    edit(&style)
    return FlexNode(style: style, children: children)
}

/// A fixed-size box.
func box(width: Double, height: Double, _ edit: (inout FlexStyle) -> Void = { _ in }) -> FlexNode {
    box({ style in
        style.width = .points(width)
        style.height = .points(height)
        edit(&style)
    })
}

/// Lays `root` out on the pixel grid of scale 1 and returns its children's frames.
@discardableResult
func layOut(_ root: FlexNode) -> [Rect] {
    root.calculateLayout()
    return root.children.map(\.frame)
}
