/// The simple commands of a workflow step's shell script, each as its words with the quotes taken off, so a
/// test asserts on what the script runs rather than on text that could sit in a comment or another command.
///
/// Enough of the shell for the workflow's scripts: single and double quotes, backslash escapes and line
/// continuations, comments, `$(...)` and `name=(...)` kept whole (with their inner text as written), and
/// newlines, `;`, `&&`, `||` and `|` ending a command. Keywords (`if`, `then`, `do`...) stay words.
struct ShellCommands {
    let commands: [[String]]

    init(_ script: String) {
        var commands: [[String]] = []
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        var depth = 0
        var characters = Array(script)[...]

        func endWord() {
            if inWord { words.append(word) }
            word = ""
            inWord = false
        }
        func endCommand() {
            endWord()
            if !words.isEmpty { commands.append(words) }
            words = []
        }

        while let character = characters.popFirst() {
            if depth > 0 {
                // Inside `$(...)` or `(...)`: kept as written.
                word.append(character)
                if character == "(" { depth += 1 }
                if character == ")" { depth -= 1 }
                continue
            }
            switch (quote, character) {
            case ("'", "'"), ("\"", "\""):
                quote = nil
            case ("'", _):
                word.append(character)
            case ("\"", "\\"):
                guard let next = characters.popFirst() else { break }
                if !"\"\\$`".contains(next) { word.append("\\") }
                word.append(next)
            case ("\"", "$") where characters.first == "(":
                word.append(character)
            case ("\"", "("):
                word.append(character)
                if word.hasSuffix("$(") { depth = 1 }
            case ("\"", _):
                word.append(character)
            case (nil, "\\"):
                guard let next = characters.popFirst() else { break }
                if next != "\n" {
                    word.append(next)
                    inWord = true
                }
            case (nil, "'"), (nil, "\""):
                quote = character
                inWord = true
            case (nil, "#") where !inWord:
                while let next = characters.first, next != "\n" { characters.removeFirst() }
            case (nil, "("):
                word.append(character)
                inWord = true
                depth = 1
            case (nil, "\n"), (nil, ";"):
                endCommand()
            case (nil, "&") where characters.first == "&", (nil, "|"):
                if characters.first == character { characters.removeFirst() }
                endCommand()
            case (nil, " "), (nil, "\t"):
                endWord()
            default:
                word.append(character)
                inWord = true
            }
        }
        endCommand()
        self.commands = commands
    }

    /// Whether some command holds `words`, one after the other.
    func contains(_ words: [String]) -> Bool {
        commands.contains { command in
            command.indices.contains { start in command[start...].starts(with: words) }
        }
    }

    /// The commands holding a word `name` accepts, each from that word on (`if`, assignments and the like
    /// before it dropped).
    func calls(of name: (String) -> Bool) -> [[String]] {
        commands.compactMap { command in
            command.firstIndex(where: name).map { Array(command[$0...]) }
        }
    }
}
