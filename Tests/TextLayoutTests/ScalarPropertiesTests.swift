import Testing
@testable import TextLayout

/// The ranges that spare text layout Swift's property lookups and grapheme breaking hold for every scalar
/// of the Unicode version Swift carries.
struct ScalarPropertiesTests {
    static let allScalars: [Unicode.Scalar] = (0...0x10FFFF).compactMap { Unicode.Scalar(UInt32($0)) }

    /// The first ten scalars (in hexadecimal) that have `property` where `mayHave` says none can.
    static func scalars(with property: KeyPath<Unicode.Scalar.Properties, Bool>, outside mayHave: (UInt32) -> Bool)
        -> [String] {
        allScalars.filter { $0.properties[keyPath: property] && !mayHave($0.value) }
            .prefix(10).map { String($0.value, radix: 16) }
    }

    @Test func everyDefaultIgnorableScalarLiesInTheRanges() {
        let outside = Self.scalars(with: \.isDefaultIgnorableCodePoint, outside: ScalarProperties.mayBeDefaultIgnorable)
        #expect(outside.isEmpty, "\(outside)")
        #expect(ScalarProperties.isDefaultIgnorable("\u{200D}") && ScalarProperties.isDefaultIgnorable("\u{FE0F}"))
        #expect(!ScalarProperties.isDefaultIgnorable("東") && !ScalarProperties.isDefaultIgnorable("a"))
    }

    @Test func everyEmojiPresentationScalarLiesInTheRanges() {
        let outside = Self.scalars(with: \.isEmojiPresentation, outside: ScalarProperties.mayBeEmojiPresentation)
        #expect(outside.isEmpty, "\(outside)")
        #expect(ScalarProperties.isEmojiPresentation("😀") && ScalarProperties.isEmojiPresentation("\u{231A}"))
        #expect(!ScalarProperties.isEmojiPresentation("\u{2764}") && !ScalarProperties.isEmojiPresentation("東"))
    }

    /// A simple scalar is never joined to a simple scalar after it, nor to ASCII on either side: it is
    /// neither Extend, ZWJ, SpacingMark, Prepend, a regional indicator nor a Hangul jamo.
    @Test func simpleScalarsNeverJoin() {
        let simple = Self.allScalars.filter { ScalarProperties.isSimple($0.value) }
        #expect(simple.count > 40_000)
        let joined = simple.filter { scalar in
            var pairs = [String(scalar) + String(scalar), String(scalar) + "a", "a" + String(scalar)]
            pairs.append(String(scalar) + "\u{AC00}") // a Hangul syllable after a jamo L would join
            return pairs.contains { $0.count != 2 }
        }
        #expect(joined.isEmpty, "\(joined.prefix(10).map { String($0.value, radix: 16) })")
        #expect(simple.allSatisfy { $0.value >= 0x80 })
    }
}
