/// What a view is (a plain container, a label, an image, a button...): the first half of a reuse
/// key, so a view is only ever reused for a component that wants the same kind.
///
/// An open set: a pipeline may name its own kinds (`ViewKind("photo-grid")`).
public struct ViewKind: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    public let name: String

    public init(_ name: String) {
        self.name = name
    }

    public init(stringLiteral name: String) {
        self.name = name
    }

    /// A plain container (`UIView`).
    public static let view: ViewKind = "view"
    /// A text label; text-valued properties are laid out with the context's `TextEngine`.
    public static let label: ViewKind = "label"
    /// An image view.
    public static let image: ViewKind = "image"
    /// A button with a title and an image per control state.
    public static let button: ViewKind = "button"

    public var description: String { name }
}
