import Testing
@testable import TextLayout

/// The cluster table's ASCII fast path and the paragraph-only UTF-16 that ICU reads must agree with the
/// slow, obvious forms: Swift's own `Character`s and the whole string's UTF-16.
struct ClusterTableTests {
    /// ASCII next to what joins it: CR LF, combining marks, ZWJ emoji, flags, variation selectors,
    /// controls, astral scalars (surrogate pairs in UTF-16) and scripts that need fallback fonts.
    static let strings = [
        "", "a", "ab", "a\r\nb", "\r\n", "\r", "\n\n", "a\r", "x\u{301}y", "e\u{301}\u{302}!", " \u{301} x",
        "👩‍👩‍👧‍👦 family", "🇵🇹🇯🇵", "❤️ ok", "1\u{FE0F}\u{20E3}", "tab\there", "\u{7F}\u{1}z", "東京 ありがとう",
        "שלום مرحبا", "soft\u{AD}hyphen", "a\u{200D}b", "𝒜𝒷c 😀", "Zoë Núñez\u{2028}next", "👋🏽hi",
        // One non-ASCII scalar before ASCII: its own cluster, but after a Prepend scalar (UAX #29 GB9b).
        "café 👍 東京! é", "\u{600}1 and \u{6DD}2", "x\u{D4E}y", "\u{301}a", "\u{85}b\u{2029}", "\u{FE0F}!",
    ]

    @Test("Clusters are Swift's Characters, with their kinds and scripts", arguments: strings)
    func clustersAreCharacters(_ string: String) throws {
        let fonts = try sharedFonts()
        let table = ClusterTable(string, primary: fonts.face(for: .regular), fallback: fonts.fallback, bold: false)
        var starts: [Int] = []
        var utf16Starts: [Int] = []
        var offset = 0
        var offset16 = 0
        for character in string {
            starts.append(offset)
            utf16Starts.append(offset16)
            offset += character.utf8.count
            offset16 += character.utf16.count
        }
        #expect(table.starts == starts + [offset])
        #expect(table.utf16Starts == utf16Starts + [offset16])
        #expect(table.kinds == string.map { ClusterKind($0) })
        #expect(table.scripts == string.map { ScriptRuns.script(of: $0.unicodeScalars.first ?? " ") })
    }

    @Test("ICU reads the same opportunities from a paragraph's UTF-8 as from the whole string's UTF-16",
          arguments: strings + ["see https://example.com/a/very/long/path — “quoted” (yes) 東京タワー 12:30"])
    func opportunitiesFromUTF8MatchUTF16(_ string: String) throws {
        let table = ClusterTable(string, primary: try sharedFonts().face(for: .regular), fallback: nil, bold: false)
        let utf16 = Array(string.utf16)
        var text = string
        for paragraph in table.paragraphs() {
            let fromUTF16 = utf16.withUnsafeBufferPointer {
                LineBreakOpportunities.compute(paragraph, table: table, utf16: $0)
            }
            let fromUTF8 = text.withUTF8 { LineBreakOpportunities.compute(paragraph, table: table, utf8: $0) }
            #expect(fromUTF8 == fromUTF16, "\(string)")
        }
    }

    /// Random strings of scalars that join in every way UAX #29 knows (marks, ZWJ sequences, flags, jamo,
    /// Prepend, Indic conjuncts) mixed with the simple ones the fast paths take alone: the table's clusters,
    /// kinds, scripts and faces are those of Swift's `Character`s, each classified the slow way.
    @Test func randomStringsMatchTheSlowForms() throws {
        let fonts = try sharedFonts()
        let pool: [String] = [
            "a", "Z", " ", "\t", "\r", "\n", "!", "é", "ß", "ễ", "Ж", "\u{483}", "Ω", "ש", "\u{5B0}", "ب", "\u{64B}",
            "\u{600}", "क", "\u{94D}", "ष", "\u{E31}", "\u{301}", "\u{200D}", "\u{FE0F}", "😀", "👋", "\u{1F3FD}",
            "\u{1F1F5}", "\u{1F1F9}", "\u{1100}", "\u{1161}", "\u{11A8}", "가", "東", "あ", "カ", "\u{3099}", "\u{3000}",
            "！", "\u{AD}", "\u{2028}", "\u{85}", "❤", "©", "\u{E0061}", "𝒜",
        ]
        var generator = SplitMix(seed: 0x5EED)
        for _ in 0..<400 {
            let length = Int(generator.next() % 24)
            let string = (0..<length).map { _ in pool[Int(generator.next() % UInt64(pool.count))] }.joined()
            for bold in [false, true] {
                let primary = fonts.face(for: bold ? .bold : .regular)
                let table = ClusterTable(string, primary: primary, fallback: fonts.fallback, bold: bold)
                var starts: [Int] = []
                var offset = 0
                for character in string {
                    starts.append(offset)
                    offset += character.utf8.count
                }
                #expect(table.starts == starts + [offset], "\(string.unicodeScalars.map { String($0.value, radix: 16) })")
                #expect(table.utf16Starts.last == string.utf16.count)
                #expect(table.kinds == string.map { ClusterKind($0) })
                #expect(table.scripts == string.map { ScriptRuns.script(of: $0.unicodeScalars.first ?? " ") })
                for (index, character) in string.enumerated() where table.kinds[index] == .text {
                    let emoji = FontFallback.wantsEmoji(character)
                    let expected = !emoji && primary.covers(character.unicodeScalars)
                        ? primary : fonts.fallback?.face(for: character, bold: bold) ?? primary
                    #expect(table.face(of: index, primary: primary) === expected, "\(character)")
                }
            }
        }
    }
}
