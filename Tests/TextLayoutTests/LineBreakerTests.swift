import Testing
@testable import TextLayout

struct LineBreakerTests {
    let style = TextStyle(size: 15)

    @Test("No line is wider than the width unless it holds one cluster; no text is lost")
    func linesFitAndKeepText() throws {
        let engine = try makeEngine(cache: .disabled())
        for string in sampleStrings(count: 120) {
            for width in [1.0, 40, 87.5, 160, 333.3] {
                let result = engine.measure(string, style: style, width: width)
                for line in result.lines {
                    #expect(line.width <= width + 1e-6 || line.text.count == 1,
                            "\(line.text) is \(line.width) wide at \(width)")
                }
                let boundaries = characterBoundaries(string)
                var previousEnd = 0
                for line in result.lines {
                    #expect(boundaries.contains(line.utf8Range.lowerBound))
                    #expect(boundaries.contains(line.utf8Range.upperBound))
                    #expect(line.utf8Range.lowerBound >= previousEnd)
                    previousEnd = line.utf8Range.upperBound
                    #expect(line.text == substring(string, line.utf8Range))
                }
                #expect(withoutWhitespace(result.texts.joined()) == withoutWhitespace(string))
            }
        }
    }

    @Test("Lines break after spaces, and spaces at the break are not counted")
    func breaksAfterSpaces() throws {
        let engine = try makeEngine()
        let twoWords = engine.measure("aaa bbb", style: style).width
        let result = engine.measure("aaa bbb   ccc", style: style, width: twoWords)
        #expect(result.texts == ["aaa bbb", "ccc"])
        #expect(result.lines[0].width == twoWords)
    }

    @Test("Explicit newlines are mandatory breaks: LF, CR LF, CR, U+2028")
    func explicitNewlines() throws {
        let engine = try makeEngine()
        let result = engine.measure("one\ntwo\r\nthree\rfour\u{2028}five", style: style)
        #expect(result.texts == ["one", "two", "three", "four", "five"])
        #expect(engine.measure("a\n\nb", style: style).texts == ["a", "", "b"])
        #expect(engine.measure("a\n", style: style).texts == ["a"])
        #expect(engine.measure("", style: style).lines.isEmpty)
        #expect(engine.measure("", style: style).height == 0)
    }

    @Test("Hyphens are break opportunities; a hyphen before a digit is not")
    func hyphens() throws {
        let engine = try makeEngine()
        let width = engine.measure("state-of-", style: style).width
        let result = engine.measure("state-of-the-art", style: style, width: width)
        #expect(result.texts == ["state-of-", "the-art"])
        let years = engine.measure("2020-2021", style: style, width: 1)
        #expect(years.texts.first == "2")
        #expect(!years.texts.contains("2020-"))
    }

    @Test("CJK breaks between ideographs but never before closing punctuation")
    func cjk() throws {
        let engine = try makeEngine()
        let oneIdeograph = engine.measure("日", style: style).width
        let result = engine.measure("日本語の文章です。", style: style, width: oneIdeograph * 3.5)
        #expect(result.texts == ["日本語", "の文章", "です。"])
        for line in result.lines.dropFirst() { #expect(line.text.first != "。") }
    }

    @Test("Emoji sequences, flags and combining marks are never split", arguments: [
        "👩‍👩‍👧‍👦", "👋🏽", "🇫🇷", "e\u{301}", "ا\u{64B}", "1\u{FE0F}\u{20E3}", "🏳️‍🌈",
    ])
    func clustersStayWhole(cluster: String) throws {
        let engine = try makeEngine()
        let result = engine.measure(String(repeating: cluster, count: 3), style: style, width: 1)
        #expect(result.texts == [cluster, cluster, cluster])
    }

    @Test("A word wider than the line breaks between clusters")
    func longWordBreaksBetweenClusters() throws {
        let engine = try makeEngine()
        let result = engine.measure("Supercalifragilisticexpialidocious", style: style, width: 60)
        #expect(result.lines.count > 2)
        #expect(result.texts.joined() == "Supercalifragilisticexpialidocious")
        #expect(result.lines.allSatisfy { $0.width <= 60 })
    }

    @Test("Right-to-left text breaks at spaces, in logical order")
    func rightToLeft() throws {
        let engine = try makeEngine()
        let first = engine.measure("שלום", style: style).width
        #expect(engine.measure("שלום עולם", style: style, width: first + 1).texts == ["שלום", "עולם"])
    }

    private func characterBoundaries(_ string: String) -> Set<Int> {
        var offsets: Set<Int> = [0]
        var offset = 0
        for character in string {
            offset += character.utf8.count
            offsets.insert(offset)
        }
        return offsets
    }

    private func substring(_ string: String, _ range: Range<Int>) -> String {
        let utf8 = Array(string.utf8)
        return String(decoding: utf8[range], as: UTF8.self)
    }

    private func withoutWhitespace(_ string: String) -> String {
        String(string.unicodeScalars.filter { !$0.properties.isWhitespace }.map(Character.init))
    }
}
