/// What a grapheme cluster is to line breaking beyond ICU's break opportunities: a mandatory break (it
/// ends a paragraph), a breaking space (it hangs at the end of a line: not drawn, not counted), a soft
/// hyphen (invisible, but a line broken after it shows a hyphen), or anything else.
enum ClusterKind: UInt8, Sendable {
    case text
    case mandatory
    case space
    case softHyphen

    /// Classifies a cluster by all its scalars: a space that carries a combining mark is drawn (its mark
    /// shows), so it does not hang.
    init(_ character: Character) {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else {
            self = .text
            return
        }
        switch first.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029:
            self = .mandatory
        case 0xAD where scalars.count == 1:
            self = .softHyphen
        default:
            self = scalars.allSatisfy(Self.isBreakingSpace) ? .space : .text
        }
    }

    /// Classifies a cluster that is `scalar` alone, as `init(_:)` does.
    init(scalar: Unicode.Scalar) {
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: self = .mandatory
        case 0xAD: self = .softHyphen
        default: self = Self.isBreakingSpace(scalar) ? .space : .text
        }
    }

    /// Classifies a cluster that is the ASCII scalar `byte` alone, as `init(_:)` does.
    init(ascii byte: UInt8) {
        switch byte {
        case 0x0A, 0x0B, 0x0C, 0x0D: self = .mandatory
        case 0x20, 0x09: self = .space
        default: self = .text
        }
    }

    /// Spaces a line may end after, and which hang there: the space, tab, the breaking spaces of
    /// U+2000…U+200A (not U+2007, a figure space, which does not break), U+205F, U+3000, U+1680, and the
    /// zero width space U+200B.
    private static func isBreakingSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200B, 0x205F, 0x3000: true
        default: false
        }
    }
}
