#if canImport(Glibc)
import Glibc
#endif
import Drawing
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

    /// Strings are equal when their bytes are, not when they are merely canonically equivalent (`String`'s
    /// `==`: "café" composed equals "café" decomposed). A view given the other form holds other bytes, and
    /// the text engine lays out and caches by bytes, so mounting must apply it, as UIKit's `isEqual:`
    /// (which compares code units) would have it applied. Equal bytes are canonically equal, so the
    /// synthesised hash still agrees with this.
    public static func == (lhs: AttributeValue, rhs: AttributeValue) -> Bool {
        switch (lhs, rhs) {
        case let (.string(left), .string(right)), let (.imageName(left), .imageName(right)):
            return sameBytes(left, right)
        case let (.text(left, leftStyle), .text(right, rightStyle)):
            return leftStyle == rightStyle && sameBytes(left, right)
        case let (.double(left), .double(right)): return left == right
        case let (.bool(left), .bool(right)): return left == right
        case let (.color(left), .color(right)): return left == right
        case let (.insets(left), .insets(right)): return left == right
        case let (.size(left), .size(right)): return left == right
        default: return false
        }
    }

    private static func sameBytes(_ left: String, _ right: String) -> Bool {
        guard left.utf8.count == right.utf8.count else { return false }
        // Native strings are contiguous: one memcmp. Others (bridged) are walked.
        let compared: Bool?? = left.utf8.withContiguousStorageIfAvailable { leftBytes in
            right.utf8.withContiguousStorageIfAvailable { rightBytes in
                guard let leftBase = leftBytes.baseAddress, let rightBase = rightBytes.baseAddress else { return true }
                return memcmp(leftBase, rightBase, leftBytes.count) == 0
            }
        }
        if let compared = compared ?? nil { return compared }
        return left.utf8.elementsEqual(right.utf8)
    }
}

extension AttributeValue {
    /// Feeds `hasher` what identifies this value apart from the contents of its strings (their
    /// emptiness only): equal values feed equal inputs, as a hash must. For hashes computed often over
    /// long texts.
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
