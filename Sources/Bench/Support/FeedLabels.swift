import Feed
import TextLayout

/// Deterministic feed labels for the text benchmark: the same seed gives the same labels on every machine.
enum FeedLabels {
    struct Label: Sendable {
        let text: String
        let style: TextStyle
    }

    static func generate(count: Int, seed: UInt64) -> [Label] {
        var random = SeededRandom(seed: seed)
        var seen = Set<String>()
        var labels: [Label] = []
        labels.reserveCapacity(count)
        var serial = 0
        while labels.count < count {
            let roll = random.next() % 100
            var label: Label
            if roll < 40 {
                label = Label(text: name(&random), style: TextStyle(font: .bold, size: 15, maxLines: 1))
            } else if roll < 85 {
                label = Label(text: message(&random, words: 3 + Int(random.next() % 18)),
                              style: TextStyle(size: 15, maxLines: 3))
            } else {
                label = Label(text: message(&random, words: 30 + Int(random.next() % 120)),
                              style: TextStyle(size: 15))
            }
            if !seen.insert(label.text).inserted {
                // Names repeat in a real feed too, but each label here must be a distinct key.
                serial += 1
                label = Label(text: label.text + " \(serial)", style: label.style)
                seen.insert(label.text)
            }
            labels.append(label)
        }
        return labels
    }

    private static let firstNames = [
        "Jane", "John", "Amélie", "Zoë", "Mohammed", "Wei", "Yuki", "Olga", "Siobhan", "Kwame", "Lucía",
        "Søren", "Priya", "Mateus", "Noa", "Émile", "Fatima", "Hiroshi", "Ana", "Björn",
    ]
    private static let lastNames = [
        "Doe", "Smith", "Núñez", "O'Brien", "Okafor", "Zhang", "Tanaka", "Ivanova", "Müller", "García",
        "Nakamura", "Kowalski", "Haddad", "Larsen", "Fernández-Silva", "Nguyễn", "Dubois", "Cohen",
    ]
    private static let words = [
        "the", "a", "new", "photo", "story", "from", "our", "trip", "to", "Lisbon", "yesterday", "was",
        "amazing", "can't", "wait", "for", "next", "weekend", "coffee", "with", "friends", "and",
        "family", "happy", "birthday", "congratulations", "on", "your", "well-deserved", "promotion",
        "look", "at", "this", "view", "sunset", "over", "mountains", "is", "just", "incredible",
        "thanks", "everyone", "who", "came", "tonight", "state-of-the-art", "café", "naïve", "2024",
        "12:30", "(finally)", "#throwback", "@jane", "https://example.com/p/42", "👍", "❤️", "🎉",
        "👩‍👩‍👧‍👦", "🇵🇹", "👋🏽", "東京", "ありがとう", "漂亮", "שלום", "مرحبا", "ok!", "really?",
    ]

    private static func name(_ random: inout SeededRandom) -> String {
        pick(firstNames, &random) + " " + pick(lastNames, &random)
    }

    private static func message(_ random: inout SeededRandom, words count: Int) -> String {
        var text = ""
        for index in 0..<count {
            if index > 0 { text += random.next() % 40 == 0 ? "\n" : " " }
            text += pick(words, &random)
        }
        return text
    }

    private static func pick(_ list: [String], _ random: inout SeededRandom) -> String {
        list[Int(random.next() % UInt64(list.count))]
    }
}

