import Testing
import Console

@Suite struct TextColumnTests {
    @Test func padsShortTextToTheWidth() {
        #expect(TextColumn.pad("mvc", 6) == "mvc   ")
        #expect(TextColumn.pad("", 2) == "  ")
    }

    /// A label as wide as the column or wider is never cut; with a gap it stays apart from what follows.
    @Test func keepsWideTextWhole() {
        #expect(TextColumn.pad("components", 4) == "components")
        #expect(TextColumn.pad("abcd", 4) == "abcd")
        #expect(TextColumn.pad("abcd", 4, minimumGap: 1) == "abcd ")
        #expect(TextColumn.pad("abc", 4, minimumGap: 1) == "abc ")
    }

    /// Width counts characters as shown: an accented letter or an emoji is one.
    @Test func countsCharactersNotBytes() {
        #expect(TextColumn.pad("café", 6) == "café  ")
        #expect(TextColumn.pad("👍🏽", 3) == "👍🏽  ")
    }
}
