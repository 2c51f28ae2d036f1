/// The part a character (grapheme cluster) plays in line breaking: a small subset of the classes of
/// Unicode's line breaking algorithm (UAX #14), enough for feed text.
///
/// What is covered: mandatory breaks (BK, CR, LF, NL), spaces (SP, ZW and the breaking spaces of
/// BA), hyphens and dashes (HY, BA), ideographs, kana, hangul and emoji (ID, H2/H3, EB, RI),
/// closing punctuation that must not start a line (CL, CP, EX, IS, NS), opening punctuation that
/// must not end one (OP), quotation marks (QU) and digits (NU). Everything else is alphabetic (AL):
/// no break inside a run of it.
enum BreakClass: UInt8, Sendable {
    case alphabetic
    case mandatory
    case space
    case hyphen
    case ideographic
    case closing
    case opening
    case quote
    case numeric

    /// Classifies a character by its first scalar (a cluster's base decides how it breaks; marks,
    /// ZWJ and variation selectors that follow belong to the same cluster).
    init(_ character: Character) {
        guard let first = character.unicodeScalars.first else {
            self = .alphabetic
            return
        }
        if first.value < 0x80 {
            self = Self.ascii(first.value)
        } else {
            self = Self.nonASCII(first, in: character)
        }
    }

    private static func ascii(_ value: UInt32) -> BreakClass {
        switch value {
        case 0x0A, 0x0B, 0x0C, 0x0D: return .mandatory
        case 0x20, 0x09: return .space
        case 0x2D: return .hyphen
        case 0x30...0x39: return .numeric
        case 0x21, 0x29, 0x2C, 0x2E, 0x2F, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D: return .closing
        case 0x28, 0x5B, 0x7B: return .opening
        case 0x22, 0x27: return .quote
        default: return .alphabetic
        }
    }

    private static func nonASCII(_ scalar: Unicode.Scalar, in character: Character) -> BreakClass {
        let value = scalar.value
        switch value {
        case 0x85, 0x2028, 0x2029:
            return .mandatory
        case 0x1680, 0x2000...0x2006, 0x2008...0x200B, 0x205F, 0x3000:
            return .space
        case 0xAD, 0x2010, 0x2012, 0x2013, 0x2014:
            return .hyphen
        case 0xAB, 0xBB, 0x2018, 0x2019, 0x201C, 0x201D, 0x2039, 0x203A:
            return .quote
        default:
            break
        }
        if closingCJK.contains(value) { return .closing }
        if openingCJK.contains(value) { return .opening }
        if isIdeographic(value) { return .ideographic }
        let properties = scalar.properties
        if properties.isEmojiPresentation
            || (properties.isEmoji && character.unicodeScalars.contains { $0.value == 0xFE0F }) {
            return .ideographic
        }
        return .alphabetic
    }

    /// Scripts written without spaces between words, where a line may break between any two
    /// characters: CJK ideographs, kana, bopomofo, hangul syllables, Yi, and their symbols.
    private static func isIdeographic(_ value: UInt32) -> Bool {
        switch value {
        case 0x2E80...0x2FFF, 0x3001...0x303F, 0x3040...0x30FF, 0x3100...0x31FF, 0x3200...0x33FF,
             0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xAC00...0xD7AF, 0xF900...0xFAFF,
             0xFE30...0xFE4F, 0xFF01...0xFF60, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// CJK punctuation, small kana and iteration marks that must not begin a line (UAX #14 CL, CP,
    /// EX, IS, NS; the Japanese kinsoku rule).
    private static let closingCJK: Set<UInt32> = [
        0x3001, 0x3002, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F, 0xFF01, 0xFF09, 0xFF3D, 0xFF5D,
        0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x3017, 0x3019, 0x301B, 0x301E, 0x301F,
        0x30FC, 0x309D, 0x309E, 0x30FD, 0x30FE, 0x30FB, 0x3005,
        0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E, 0x3095, 0x3096,
        0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE, 0x30F5, 0x30F6,
        0x203C, 0x2047, 0x2048, 0x2049,
    ]

    /// CJK opening brackets, which must not end a line (UAX #14 OP).
    private static let openingCJK: Set<UInt32> = [
        0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016, 0x3018, 0x301A, 0x301D,
        0xFF08, 0xFF3B, 0xFF5B,
    ]
}
