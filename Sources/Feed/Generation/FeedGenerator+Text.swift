extension FeedGenerator {
    /// Text of about `words` words in one language chosen by weight: sentences of 4 to 14 words, with
    /// emoji and, rarely, a long unbreakable token (a link, a hashtag).
    func makeText(words: Int, random: inout SeededRandom) -> String {
        let language = pickLanguage(random: &random)
        var text = ""
        var remaining = max(words, 1)
        while remaining > 0 {
            let length = min(remaining, random.nextInt(in: 4...14))
            remaining -= length
            var sentence: [String] = []
            for index in 0..<length {
                var word: String
                if random.chance(0.015) {
                    word = random.element(of: WordLists.longTokens) ?? "#feed"
                } else {
                    word = random.element(of: language.words) ?? "word"
                    if index == 0 && language.capitalizes { word = word.prefix(1).uppercased() + word.dropFirst() }
                }
                if random.chance(0.04) { word += " " + (random.element(of: WordLists.emoji) ?? "🙂") }
                sentence.append(word)
            }
            if !text.isEmpty { text += language.separator.isEmpty ? "" : " " }
            text += sentence.joined(separator: language.separator) + (random.element(of: language.terminators) ?? ".")
        }
        return text
    }

    /// A link card title: 3 to 10 English words in title case.
    func makeTitle(random: inout SeededRandom) -> String {
        let count = random.nextInt(in: 3...10)
        return (0..<count).map { _ in
            let word = random.element(of: WordLists.english.words) ?? "news"
            return word.prefix(1).uppercased() + word.dropFirst()
        }.joined(separator: " ")
    }

    private func pickLanguage(random: inout SeededRandom) -> WordLists.Language {
        var draw = random.nextDouble() * WordLists.languages.reduce(0) { $0 + $1.weight }
        for entry in WordLists.languages {
            draw -= entry.weight
            if draw < 0 { return entry.language }
        }
        return WordLists.english
    }
}
