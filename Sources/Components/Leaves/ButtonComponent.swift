import Geometry
import TextLayout
import Views

/// A button with a title (and optionally an image) per control state, shown by a `.button` view.
///
/// Attributes: one title attribute per state that has a title (`title.normal`, ...), one image
/// attribute per state that has an image, and `isSelected` / `isEnabled` (each reset when gone).
/// Layout: the widest title over all states (so the button does not change size with its state),
/// beside the image if any, plus `contentInsets`, rounded up to the pixel grid.
public struct ButtonComponent: Component {
    public let titles: ControlStateValues<String>
    public let images: ControlStateValues<String>?
    public let titleStyle: TextStyle
    public let imageSize: Size
    public let contentInsets: EdgeInsets
    public let view: ViewConfiguration?
    public let size: ComponentSize

    /// Space between the image and the title.
    static let imageSpacing = 4.0

    public init(titles: ControlStateValues<String>, titleStyle: TextStyle = TextStyle(),
                images: ControlStateValues<String>? = nil, imageSize: Size = .zero,
                contentInsets: EdgeInsets = EdgeInsets(top: 6, left: 8, bottom: 6, right: 8),
                isSelected: Bool = false, isEnabled: Bool = true,
                attributes: [Attribute] = [], size: ComponentSize = .auto) {
        self.titles = titles
        self.images = images
        self.titleStyle = titleStyle
        self.imageSize = imageSize
        self.contentInsets = contentInsets
        self.size = size
        var all: [Attribute] = titles.entries.map { .property(.title($0.state), .text($0.value, titleStyle)) }
        all += (images?.entries ?? []).map { .property(.image($0.state), .imageName($0.value)) }
        // Only the non-default states are set, so an ordinary button costs no writes for them.
        if isSelected { all.append(.property(.isSelected, .bool(true))) }
        if !isEnabled { all.append(.property(.isEnabled, .bool(false))) }
        view = ViewConfiguration(kind: .button, attributes: all + attributes)
    }

    public var children: [any Component] { [] }

    public func replacingChildren(_ children: [any Component]) -> ButtonComponent { self }

    /// - Complexity: one text measurement per distinct title (cached).
    public func computeLayout(_ range: SizeRange, parentSize: Size, context: LayoutContext) -> ComponentLayout {
        var text = Size.zero
        // At most four titles: one equal to an earlier one is skipped by comparing. A `Set` hashed them all and
        // looked its storage type up at run time each layout (`Array(filledWith:)` in TextLayout says why that costs).
        let titles = titles.entries.map(\.value)
        for (index, title) in titles.enumerated() where !titles[..<index].contains(title) {
            let measured = context.textEngine.metrics(title, style: titleStyle, width: .infinity)
            text = Size(width: max(text.width, measured.width), height: max(text.height, measured.height))
        }
        let image = images == nil ? Size.zero : imageSize
        let spacing = images != nil && text.width > 0 ? Self.imageSpacing : 0
        let scale = context.pointScaleFactor
        let size = Size(
            width: ceilToPixel(image.width + spacing + text.width + contentInsets.horizontal, scale: scale),
            height: ceilToPixel(max(image.height, text.height) + contentInsets.vertical, scale: scale))
        return ComponentLayout(size: size)
    }
}
