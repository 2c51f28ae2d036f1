import Testing
@testable import TextLayout

struct TruncatorTests {
    let text = "Jane Doe and 12 others commented on a story you shared yesterday about the new bakery"

    @Test("Text over the line limit ends with an ellipsis on the last line and still fits",
          arguments: [1, 2, 3])
    func tailTruncation(maxLines: Int) throws {
        let engine = try makeEngine()
        for width in [60.0, 120, 200] {
            let result = engine.measure(text, style: TextStyle(maxLines: maxLines), width: width)
            #expect(result.isTruncated)
            #expect(result.lines.count == maxLines)
            let last = try #require(result.lines.last)
            #expect(last.text.hasSuffix("\u{2026}"))
            #expect(!last.text.dropLast().hasSuffix(" "))
            #expect(last.width <= width + 1e-6)
            #expect(result.height == Double(maxLines) * result.lineHeight)
            #expect(result.lines.dropLast().allSatisfy { !$0.text.contains("\u{2026}") })
        }
    }

    @Test("Text that fits the limit is not truncated")
    func fitsLimit() throws {
        let engine = try makeEngine()
        let result = engine.measure("one\ntwo", style: TextStyle(maxLines: 2))
        #expect(!result.isTruncated)
        #expect(result.texts == ["one", "two"])
    }

    @Test("Paragraphs past the limit truncate the last kept line")
    func paragraphsPastLimit() throws {
        let engine = try makeEngine()
        let result = engine.measure("one\ntwo\nthree", style: TextStyle(maxLines: 2))
        #expect(result.isTruncated)
        #expect(result.texts == ["one", "two\u{2026}"])
    }

    @Test("Clipping drops the extra lines without a mark")
    func clip() throws {
        let engine = try makeEngine()
        let result = engine.measure(text, style: TextStyle(maxLines: 2, truncation: .clip), width: 120)
        #expect(result.isTruncated)
        #expect(result.lines.count == 2)
        #expect(!result.texts.joined().contains("\u{2026}"))
    }

    @Test("When not even the ellipsis fits, the line is the ellipsis alone")
    func ellipsisAlone() throws {
        let engine = try makeEngine()
        let result = engine.measure("abc def", style: TextStyle(maxLines: 1), width: 1)
        #expect(result.texts == ["\u{2026}"])
    }
}
