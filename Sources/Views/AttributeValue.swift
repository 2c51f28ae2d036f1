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

extension AttributeValue {
    /// Feeds `hasher` what identifies this value apart from the contents of its strings (their
    /// emptiness only): equal values feed equal inputs, as a hash must, since `String`'s `==` holds for
    /// canonically equivalent strings whose bytes differ. For hashes computed often over long texts.
    public func combineFixedSizeParts(into hasher: inout Hasher) {
        switch self {
        case .string(let string):
            hasher.combine(0)
            hasher.combine(string.isEmpty)
        case .double(let value):
            hasher.combine(1)
            hasher.combine(value)
        case .bool(let value):
            hasher.combine(2)
            hasher.combine(value)
        case .color(let color):
            hasher.combine(3)
            hasher.combine(color)
        case .imageName(let name):
            hasher.combine(4)
            hasher.combine(name.isEmpty)
        case .insets(let insets):
            hasher.combine(5)
            hasher.combine(insets)
        case .size(let size):
            hasher.combine(6)
            hasher.combine(size)
        case .text(let string, let style):
            hasher.combine(7)
            hasher.combine(string.isEmpty)
            hasher.combine(style)
        }
    }
}
