/// The name of a property a view holds (`backgroundColor`, `text`, `title(.selected)`...).
///
/// An open set of names over one storage (`View.properties`), so the headless hierarchy needs no
/// subclass per property while still counting every write.
public struct ViewProperty: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    public let name: String

    public init(_ name: String) {
        self.name = name
    }

    public init(stringLiteral name: String) {
        self.name = name
    }

    public static let backgroundColor: ViewProperty = "backgroundColor"
    public static let alpha: ViewProperty = "alpha"
    public static let cornerRadius: ViewProperty = "cornerRadius"
    public static let borderColor: ViewProperty = "borderColor"
    public static let accessibilityLabel: ViewProperty = "accessibilityLabel"
    /// A label's text: an `AttributeValue.text`, laid out by the display step.
    public static let text: ViewProperty = "text"
    /// An image view's image: an `AttributeValue.imageName`.
    public static let image: ViewProperty = "image"
    public static let isSelected: ViewProperty = "isSelected"
    public static let isEnabled: ViewProperty = "isEnabled"
    public static let isHighlighted: ViewProperty = "isHighlighted"

    /// A button's title in one control state.
    public static func title(_ state: ControlState) -> ViewProperty { ViewProperty("title." + state.rawValue) }
    /// A button's image in one control state.
    public static func image(_ state: ControlState) -> ViewProperty { ViewProperty("image." + state.rawValue) }

    public var description: String { name }

    /// By name (a stable order for the display step).
    public static func < (lhs: ViewProperty, rhs: ViewProperty) -> Bool { lhs.name < rhs.name }
}
