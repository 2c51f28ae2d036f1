import Foundation
import Testing
@testable import TextLayout

/// The fonts every test shares, loaded once per process (as the harness does). Throws the
/// library's own message, naming the missing file, when DejaVu Sans is not installed.
func sharedFonts() throws -> FontLibrary {
    try FontLibrary.load()
}

/// A fresh engine with its own cache, so tests do not see each other's counters.
func makeEngine(cache: TextCache = TextCache()) throws -> TextEngine {
    TextEngine(fonts: try sharedFonts(), cache: cache)
}

/// Where Debian's libharfbuzz-bin installs hb-shape, the reference for advances.
let hbShapePath = "/usr/bin/hb-shape"

/// Fails the calling test, saying what to install, when `hb-shape` is missing. A missing reference is
/// a failure, never a skip: `scripts/bootstrap` installs it, so a test run without it checked nothing.
func requireHBShape(at path: String = hbShapePath, sourceLocation: SourceLocation = #_sourceLocation) throws {
    try #require(
        FileManager.default.isExecutableFile(atPath: path),
        "hb-shape, the reference the text tests compare against, is not at \(path): install Debian's libharfbuzz-bin (scripts/bootstrap does)",
        sourceLocation: sourceLocation)
}

/// Runs `hb-shape` on `text` and returns each glyph's x advance as it prints them.
///
/// - Parameter fontSize: passed as `--font-size`; nil keeps hb-shape's default (units per em).
func hbShapeAdvances(_ text: String, font: TextFont, fontSize: Int? = nil) throws -> [Int] {
    try requireHBShape()
    struct Glyph: Decodable { let ax: Int }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: hbShapePath)
    var arguments = ["--output-format=json", "--text=\(text)"]
    if let fontSize { arguments.append("--font-size=\(fontSize)") }
    arguments.append(FontDirectory.path(of: font, in: try sharedFonts().directory))
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "hb-shape failed for \(text)")
    return try JSONDecoder().decode([Glyph].self, from: data).map(\.ax)
}

/// Deterministic feed-like strings in several scripts, for the property and concurrency tests.
func sampleStrings(count: Int) -> [String] {
    let words = [
        "Hello", "world", "feed", "story", "liked", "your", "photo", "state-of-the-art", "naïve",
        "café", "e\u{301}te\u{301}", "👍", "👩‍👩‍👧‍👦", "🇫🇷", "👋🏽", "日本語の", "文章です。", "한국어",
        "שלום", "مرحبا", "Supercalifragilisticexpialidocious", "2020-2021", "(yes)", "—", "ok!",
    ]
    var generator = SplitMix(seed: 42)
    return (0..<count).map { index in
        let length = 1 + Int(generator.next() % 24)
        var parts: [String] = []
        for _ in 0..<length { parts.append(words[Int(generator.next() % UInt64(words.count))]) }
        return parts.joined(separator: index % 7 == 0 ? "\n" : " ")
    }
}

/// A small SplitMix64, so sample strings are the same on every run.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension TextLayoutResult {
    var texts: [String] { lines.map(\.text) }
}
