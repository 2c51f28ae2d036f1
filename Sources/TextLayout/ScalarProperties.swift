/// The Unicode properties text layout asks of every non-ASCII scalar, answered from ranges where they
/// can: Swift's property lookups search tables (some 100-200 instructions and a cache miss or two each),
/// and a CJK or Cyrillic label asked two of them per character while none of its scalars has either.
/// The ranges hold every scalar that has the property in the Unicode version of the running Swift: a
/// test walks all of them.
enum ScalarProperties {
    /// Default_Ignorable_Code_Point: drawn by no glyph (ZWJ, variation selectors, tags, ...).
    @inline(__always)
    static func isDefaultIgnorable(_ scalar: Unicode.Scalar) -> Bool {
        mayBeDefaultIgnorable(scalar.value) && scalar.properties.isDefaultIgnorableCodePoint
    }

    /// Emoji_Presentation: drawn as an emoji unless a variation selector asks for text.
    @inline(__always)
    static func isEmojiPresentation(_ scalar: Unicode.Scalar) -> Bool {
        mayBeEmojiPresentation(scalar.value) && scalar.properties.isEmojiPresentation
    }

    /// False for every scalar that is not default-ignorable (U+00AD, U+034F ... U+206F, U+3164,
    /// U+FE00 ... U+FFF8, U+1BCA0 ... U+1D17A, U+E0000 and above hold them all).
    static func mayBeDefaultIgnorable(_ value: UInt32) -> Bool {
        value == 0xAD || (0x034F...0x206F).contains(value) || value == 0x3164 || (0xFE00...0xFFF8).contains(value)
            || (0x1BCA0...0x1D17A).contains(value) || value >= 0xE0000
    }

    /// False for every scalar without emoji presentation (U+231A ... U+2B55 and U+1F004 ... U+1FAFF hold
    /// them all).
    static func mayBeEmojiPresentation(_ value: UInt32) -> Bool {
        (0x231A...0x2B55).contains(value) || (0x1F004...0x1FAFF).contains(value)
    }

    /// Whether a scalar of this value and the next scalar, both non-ASCII, always lie in different grapheme
    /// clusters when both are "simple": letters of Latin-1 and Latin Extended-A/B, Greek, Cyrillic (its
    /// combining marks aside), Hebrew and Arabic letters (not their points, nor Arabic's Prepend marks), kana,
    /// CJK ideographs, Hangul syllables, the first CJK punctuation and the fullwidth forms. Their Grapheme_Cluster_Break is Other (LV or LVT for a Hangul syllable, which joins
    /// only a following jamo), so no rule of UAX #29 joins two of them: GB6-GB8 need a jamo, GB9-GB9c an
    /// Extend, ZWJ, SpacingMark, Prepend or Linker, GB11 a ZWJ, GB12-GB13 regional indicators. A test
    /// checks each of them against Swift's own grapheme breaking.
    static func isSimple(_ value: UInt32) -> Bool {
        switch value {
        case 0x00C0...0x024F, 0x0370...0x03FF, 0x0400...0x0482, 0x048A...0x04FF, 0x05D0...0x05EA, 0x0620...0x064A,
             0x0660...0x0669, 0x0671...0x06D3, 0x3000...0x3029, 0x3041...0x3096,
             0x30A1...0x30FA, 0x30FC...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFF5E:
            true
        default:
            false
        }
    }
}
