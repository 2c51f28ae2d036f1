internal import CFontconfig
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
/// emoji, the weight), and each font file is loaded once; the answers are kept for the process. An answer
/// is an index into the faces in use (`unretainedFace(at:)`), so a cluster costs no reference count on a
/// shared face.
///
/// Thread safety: `Sendable`; every fontconfig call and every change happens under one `Mutex`
/// (fontconfig's configuration is not documented as safe to query concurrently). Known single-scalar
/// answers and the faces in use are read without it (`FallbackAnswers`, and a published `FaceList`), so
/// workers laying out text at once do not queue on it.
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

    /// The faces in use, in the order they were first used. Immutable: a new list is published when a
    /// face is first used (a handful of times per process).
    private final class FaceList: Sendable {
        let faces: [FontFace]
        init(_ faces: [FontFace]) { self.faces = faces }
    }

    private struct State {
        /// fontconfig's configuration (`nil` when it failed to load): used under the lock only.
        let config: OpaquePointer?
        var faces: [FaceKey: FontFace] = [:]
        /// Every list published, the current one last: kept alive so a reader holding one it loaded
        /// unretained never sees it freed.
        var lists: [FaceList]
        /// The index in the current list of each face in use.
        var indices: [ObjectIdentifier: Int] = [:]
        var answers: [Question: Int?] = [:]
        /// Single-scalar answers, keyed by `singleKey`: those `FallbackAnswers` had no room for.
        var singleAnswers: [UInt64: Int?] = [:]
    }

    private let state: Mutex<State>
    /// The current `FaceList` (unretained: `State.lists` keeps it alive).
    private let published: Atomic<Unmanaged<FaceList>>
    private let known = FallbackAnswers()

    init() {
        let empty = FaceList([])
        published = Atomic(Unmanaged.passUnretained(empty))
        let config = FcInitLoadConfigAndFonts()
        // The fonts do not change during a run: no check of the configuration every 30 seconds, which would
        // land in whichever fallback lookup came next (a cost that depends on timing).
        if let config { FcConfigSetRescanInterval(config, 0) }
        state = Mutex(State(config: config, lists: [empty]))
    }

    deinit {
        state.withLock { state in
            if let config = state.config { FcConfigDestroy(config) }
        }
    }

    /// The font that draws `cluster` where the primary face cannot, or `nil` when no installed font
    /// covers it (it is then drawn with the primary face's `.notdef`).
    func face(for cluster: Character, bold: Bool) -> FontFace? {
        faceIndex(for: cluster, emoji: Self.wantsEmoji(cluster), bold: bold).map {
            unretainedFace(at: $0).takeUnretainedValue()
        }
    }

    /// `face(for:bold:)` as an index for `unretainedFace(at:)`, where the caller already knows whether
    /// `cluster` wants emoji. A known single-scalar answer is read without the lock.
    func faceIndex(for cluster: Character, emoji: Bool, bold: Bool) -> Int? {
        let scalars = cluster.unicodeScalars
        if let only = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex {
            return faceIndex(for: only, emoji: emoji, bold: bold)
        }
        // Lazily: `filter` on the scalar view itself would build a String.
        let drawn = scalars.lazy.filter { !ScalarProperties.isDefaultIgnorable($0) }.map(\.value)
        let question = Question(scalars: Array(drawn), emoji: emoji, bold: bold)
        return state.withLock { state in answer(question, state: &state) }
    }

    /// `faceIndex(for:emoji:bold:)` for a cluster of the one scalar `scalar`.
    func faceIndex(for scalar: Unicode.Scalar, emoji: Bool, bold: Bool) -> Int? {
        // Keyed by the scalar itself, ignorable or not: the same cluster always asks the same question.
        let key = UInt64(scalar.value) << 2 | (emoji ? 2 : 0) | (bold ? 1 : 0)
        if let answer = known.answer(for: key) { return answer }
        return state.withLock { state in
            if let answer = known.answer(for: key) { return answer }
            if let answer = state.singleAnswers[key] { return answer }
            let drawn = ScalarProperties.isDefaultIgnorable(scalar) ? [] : [scalar.value]
            let answer = answer(Question(scalars: drawn, emoji: emoji, bold: bold), state: &state)
            if !known.record(answer, for: key) { state.singleAnswers[key] = answer }
            return answer
        }
    }

    /// The face in use at `index` (an answer of `faceIndex`), read in place without the lock and unretained,
    /// so no reference count is written: valid as long as this fallback is, which keeps every face it made.
    func unretainedFace(at index: Int) -> Unmanaged<FontFace> {
        published.load(ordering: .acquiring)._withUnsafeGuaranteedRef { list in
            list.faces.withUnsafeBufferPointer { $0.withMemoryRebound(to: Unmanaged<FontFace>.self) { $0[index] } }
        }
    }

    /// The remembered answer to `question`, asking fontconfig the first time.
    private func answer(_ question: Question, state: inout State) -> Int? {
        if let known = state.answers[question] { return known }
        let answer = ask(question, state: &state).map { inUse($0, state: &state) }
        state.answers[question] = answer
        return answer
    }

    /// `face`'s index among the faces in use, publishing a longer list the first time it is used.
    private func inUse(_ face: FontFace, state: inout State) -> Int {
        if let index = state.indices[ObjectIdentifier(face)] { return index }
        let faces = (state.lists.last?.faces ?? []) + [face]
        let list = FaceList(faces)
        state.lists.append(list)
        state.indices[ObjectIdentifier(face)] = faces.count - 1
        published.store(Unmanaged.passUnretained(list), ordering: .releasing)
        return faces.count - 1
    }

    /// Whether `cluster` should be drawn as an emoji: a scalar of default emoji presentation, or the emoji
    /// variation selector.
    static func wantsEmoji(_ cluster: Character) -> Bool {
        cluster.unicodeScalars.contains { wantsEmoji($0) }
    }

    /// `wantsEmoji(_:)` for a cluster of the one scalar `scalar`.
    static func wantsEmoji(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0xFE0F || ScalarProperties.isEmojiPresentation(scalar)
    }

    /// The fallback faces used so far, in the order they were first used: `path#index`.
    var facesInUse: [String] {
        state.withLock { ($0.lists.last?.faces ?? []).map { "\($0.path)#\($0.index)" } }
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
            if scalars.allSatisfy(face.hasGlyph(for:)) { return face }
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
