import CFontconfig
import Synchronization

/// The fonts that draw what the primary faces (DejaVu Sans) lack, found with fontconfig over the fonts
/// installed (Debian's Noto: `fonts-noto-core`, `fonts-noto-cjk`, `fonts-noto-color-emoji`).
///
/// A grapheme cluster needs a fallback when the primary face has no glyph for one of its scalars
/// (default-ignorable ones aside), or when it asks for emoji presentation (a scalar of default emoji
/// presentation, or U+FE0F): emoji are then drawn by the emoji font even where DejaVu has a text glyph,
/// as a phone would. The whole cluster goes to one font, so an emoji sequence is never split.
///
/// fontconfig is asked once per distinct question (the cluster's first drawn scalar, whether it wants
/// emoji, the weight), and each font file is loaded once; the answers are kept for the process.
///
/// Thread safety: `Sendable`; every fontconfig call and every cache access happens under one `Mutex`
/// (fontconfig's configuration is not documented as safe to query concurrently). Answers come from the
/// cache without calling fontconfig after the first time.
final class FontFallback: Sendable {
    private struct Question: Hashable {
        let scalars: [UInt32]
        let emoji: Bool
        let bold: Bool
    }

    private struct FaceKey: Hashable {
        let path: String
        let index: UInt32
    }

    private struct State {
        /// fontconfig's configuration (`nil` when it failed to load): used under the lock only.
        let config: OpaquePointer?
        var faces: [FaceKey: FontFace] = [:]
        /// The faces in the order they were first used.
        var order: [FontFace] = []
        var answers: [Question: FontFace?] = [:]
        /// The same answers for clusters of one drawn scalar (most of them), keyed by `singleKey` so a
        /// repeated question allocates nothing.
        var singleAnswers: [UInt64: FontFace?] = [:]
    }

    private let state: Mutex<State>

    init() {
        state = Mutex(State(config: FcInitLoadConfigAndFonts()))
    }

    deinit {
        state.withLock { state in
            if let config = state.config { FcConfigDestroy(config) }
        }
    }

    /// The font that draws `cluster` where the primary face cannot, or `nil` when no installed font
    /// covers it (it is then drawn with the primary face's `.notdef`).
    func face(for cluster: Character, bold: Bool) -> FontFace? {
        face(for: cluster, emoji: Self.wantsEmoji(cluster), bold: bold)
    }

    /// `face(for:bold:)` where the caller already knows whether `cluster` wants emoji.
    func face(for cluster: Character, emoji: Bool, bold: Bool) -> FontFace? {
        let scalars = cluster.unicodeScalars
        if let only = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex {
            // Keyed by the scalar itself, ignorable or not: the same cluster always asks the same question.
            let key = UInt64(only.value) << 2 | (emoji ? 2 : 0) | (bold ? 1 : 0)
            return state.withLock { state in
                if let known = state.singleAnswers[key] { return known }
                let drawn = only.properties.isDefaultIgnorableCodePoint ? [] : [only.value]
                let answer = answer(Question(scalars: drawn, emoji: emoji, bold: bold), state: &state)
                state.singleAnswers[key] = answer
                return answer
            }
        }
        // Lazily: `filter` on the scalar view itself would build a String.
        let drawn = scalars.lazy.filter { !$0.properties.isDefaultIgnorableCodePoint }.map(\.value)
        let question = Question(scalars: Array(drawn), emoji: emoji, bold: bold)
        return state.withLock { state in answer(question, state: &state) }
    }

    /// The remembered answer to `question`, asking fontconfig the first time.
    private func answer(_ question: Question, state: inout State) -> FontFace? {
        if let known = state.answers[question] { return known }
        let answer = ask(question, state: &state)
        state.answers[question] = answer
        return answer
    }

    /// Whether `cluster` should be drawn as an emoji: a scalar of default emoji presentation, or the emoji
    /// variation selector.
    static func wantsEmoji(_ cluster: Character) -> Bool {
        // No scalar below U+231A (WATCH) has default emoji presentation: most text skips the property lookup.
        cluster.unicodeScalars.contains { $0.value == 0xFE0F || $0.value >= 0x231A && $0.properties.isEmojiPresentation }
    }

    /// The fallback faces used so far, in the order they were first used: `path#index`.
    var facesInUse: [String] {
        state.withLock { $0.order.map { "\($0.path)#\($0.index)" } }
    }

    /// fontconfig's sorted candidates for the question's characters; the first that covers them all.
    private func ask(_ question: Question, state: inout State) -> FontFace? {
        guard let config = state.config, let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        _ = FcPatternAddString(pattern, FC_FAMILY, question.emoji ? "emoji" : "sans-serif")
        if question.emoji { _ = FcPatternAddString(pattern, FC_LANG, "und-zsye") }
        _ = FcPatternAddInteger(pattern, FC_WEIGHT, question.bold ? Int32(FC_WEIGHT_BOLD) : Int32(FC_WEIGHT_REGULAR))
        if let charset = FcCharSetCreate() {
            for scalar in question.scalars { _ = FcCharSetAddChar(charset, scalar) }
            _ = FcPatternAddCharSet(pattern, FC_CHARSET, charset)
            FcCharSetDestroy(charset)
        }
        _ = FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let sorted = FcFontSort(config, pattern, FcTrue, nil, &result) else { return nil }
        defer { FcFontSetDestroy(sorted) }
        let scalars = question.scalars.compactMap(Unicode.Scalar.init)
        for candidate in 0..<Int(sorted.pointee.nfont) {
            guard let font = sorted.pointee.fonts[candidate] else { continue }
            var file: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else { continue }
            var index: Int32 = 0
            _ = FcPatternGetInteger(font, FC_INDEX, 0, &index)
            let key = FaceKey(path: String(cString: file), index: UInt32(max(0, index)))
            guard let face = load(key, state: &state) else { continue }
            if scalars.allSatisfy(face.hasGlyph(for:)) {
                if !state.order.contains(where: { $0 === face }) { state.order.append(face) }
                return face
            }
        }
        return nil
    }

    private func load(_ key: FaceKey, state: inout State) -> FontFace? {
        if let face = state.faces[key] { return face }
        guard let face = try? FontFace(path: key.path, index: key.index) else { return nil }
        state.faces[key] = face
        return face
    }
}
