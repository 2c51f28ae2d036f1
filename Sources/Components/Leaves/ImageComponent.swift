import Geometry
import Views

/// An image by asset name, shown by an `.image` view.
///
/// Images are not decoded here, so the size comes from `intrinsicSize` (zero by default) within the
/// range, or from `size`.
public struct ImageComponent: Component {
    public let name: String
    public let intrinsicSize: Size
    public let view: ViewConfiguration?
    public let size: ComponentSize

    /// - Parameter attributes: further attributes of the image view (the image attribute is added).
    public init(_ name: String, intrinsicSize: Size = .zero, attributes: [Attribute] = [], size: ComponentSize = .auto) {
        self.name = name
        self.intrinsicSize = intrinsicSize
        self.size = size
        view = ViewConfiguration(kind: .image, attributes: [.property(.image, .imageName(name))] + attributes)
    }

    public var children: [any Component] { [] }

    public func replacingChildren(_ children: [any Component]) -> ImageComponent { self }

    /// - Complexity: O(1).
    public func computeLayout(_ range: SizeRange, parentSize: Size, context: LayoutContext) -> ComponentLayout {
        ComponentLayout(size: range.clamp(intrinsicSize))
    }
}
