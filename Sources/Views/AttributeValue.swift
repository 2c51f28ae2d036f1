import Geometry
import TextLayout

/// The value of a view property or component attribute.
///
/// A closed, `Hashable` and `Sendable` enum rather than `Any`, so that mounting can tell whether an
/// attribute changed with `==` and components holding values can cross threads.
public enum AttributeValue: Hashable, Sendable {
    case string(String)
    case double(Double)
    case bool(Bool)
    case color(Color)
    /// The name of an image asset.
    case imageName(String)
    case insets(EdgeInsets)
    case size(Size)
    /// A string set in a style: a view lays it out with its context's `TextEngine` in the display step.
    case text(String, TextStyle)

    /// Whether this is a `text` value.
    public var isText: Bool {
        if case .text = self { return true }
        return false
    }
}
