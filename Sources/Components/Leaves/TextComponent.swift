import Geometry
import TextLayout
import Views

/// A string set in a style, shown by a `.label` view.
///
/// Layout measures the string with the context's `TextEngine` (shared cache) at the range's maximum
/// width and takes the text's size rounded up to the pixel grid, clamped to the range. The label's
/// text attribute carries the string and style, so the mounted label lays out the same text.
public struct TextComponent: Component {
    public let string: String
    public let style: TextStyle
    public let view: ViewConfiguration?
    public let size: ComponentSize

    /// - Parameter attributes: further attributes of the label (the text attribute is added).
    public init(_ string: String, style: TextStyle = TextStyle(), attributes: [Attribute] = [], size: ComponentSize = .auto) {
        self.string = string
        self.style = style
        self.size = size
        view = ViewConfiguration(kind: .label, attributes: [.property(.text, .text(string, style))] + attributes)
    }

    public var children: [any Component] { [] }

    public func replacingChildren(_ children: [any Component]) -> TextComponent { self }

    /// - Complexity: one text measurement (a cache lookup when the same string, style and width
    ///   were measured before on any thread).
    public func computeLayout(_ range: SizeRange, parentSize: Size, context: LayoutContext) -> ComponentLayout {
        let text = context.textEngine.metrics(string, style: style, width: range.max.width)
        let scale = context.pointScaleFactor
        return ComponentLayout(size: Size(width: ceilToPixel(text.width, scale: scale),
                                          height: ceilToPixel(text.height, scale: scale)))
    }
}
