internal import CHarfBuzz
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One loaded font (a file, or one face of a collection): its HarfBuzz blob, face and font, and the
/// metrics layout needs.
///
/// The `hb_font_t` keeps HarfBuzz's default scale (units per em), so one font serves every point
/// size: shaping returns advances in font units and `Typesetter` multiplies by `size / upem`. Widths
/// are summed in integer font units and converted once, so a width does not depend on the order in
/// which advances were added.
///
/// Thread safety: `@unchecked Sendable` because the C objects are made immutable
/// (`hb_face_make_immutable`, `hb_font_make_immutable`) before `init` returns and nothing writes to
/// them afterwards; HarfBuzz documents `hb_shape` as safe to call concurrently on one immutable
/// `hb_font_t` (its lazily loaded tables use atomic initialisation). Each shaping call uses its own
/// `hb_buffer_t`. The stored Swift properties are all `let` constants. The pointers are released in
/// `deinit`, which runs once no thread holds the object.
final class FontFace: @unchecked Sendable {
    let path: String
    /// The face's index in its file (0 but in a collection, such as Noto Sans CJK's `.ttc`).
    let index: UInt32
    let font: OpaquePointer
    private let face: OpaquePointer
    private let blob: OpaquePointer

    /// Font units per em.
    let unitsPerEm: Int32
    /// Ascender above the baseline, in font units (positive).
    let ascender: Int32
    /// Descender below the baseline, in font units (negative, as in the font).
    let descender: Int32
    /// Extra space the font asks for between lines, in font units.
    let lineGap: Int32
    /// Advance of "…" (U+2026), in font units: the truncation mark.
    let ellipsisAdvance: Int32
    /// Advance of "‐" (U+2010), in font units: the hyphen a line broken at a soft hyphen shows.
    let hyphenAdvance: Int32
    /// The glyphs of "…" and "‐" in this face, shaped alone: drawn after a truncated or hyphenated line's kept
    /// glyphs. `nil` where the face has none of its own (the line is then shaped again, with fallback, to draw).
    let ellipsisGlyph: UInt32?
    let hyphenGlyph: UInt32?

    /// Loads face `index` of the font file at `path`.
    ///
    /// - Throws: `FontError` naming `path` when the file is missing, unreadable or not a font.
    init(path: String, index: UInt32 = 0) throws(FontError) {
        try Self.checkReadable(path)
        guard let blob = hb_blob_create_from_file_or_fail(path) else {
            throw .fileUnreadable(path: path)
        }
        let face = hb_face_create(blob, index)
        guard let face, hb_face_get_glyph_count(face) > 0, hb_face_get_upem(face) > 0 else {
            hb_face_destroy(face)
            hb_blob_destroy(blob)
            throw .notAFont(path: path)
        }
        hb_face_make_immutable(face)
        guard let font = hb_font_create(face) else {
            hb_face_destroy(face)
            hb_blob_destroy(blob)
            throw .notAFont(path: path)
        }
        hb_font_make_immutable(font)

        var extents = hb_font_extents_t()
        hb_font_get_h_extents(font, &extents)

        self.path = path
        self.index = index
        self.blob = blob
        self.face = face
        self.font = font
        self.unitsPerEm = Int32(hb_face_get_upem(face))
        self.ascender = extents.ascender
        self.descender = extents.descender
        self.lineGap = extents.line_gap
        self.ellipsisAdvance = Shaper.advance(of: "\u{2026}", font: font)
        self.hyphenAdvance = Shaper.advance(of: "\u{2010}", font: font)
        self.ellipsisGlyph = Shaper.singleGlyph(of: "\u{2026}", font: font)
        self.hyphenGlyph = Shaper.singleGlyph(of: "\u{2010}", font: font)
    }

    /// Whether the font maps `scalar` to a glyph of its own (not `.notdef`).
    func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
        Shaper.hasGlyph(font, for: scalar)
    }

    /// Whether the font has a glyph for every scalar of `scalars` that must be drawn (default-ignorable
    /// ones, such as ZWJ or variation selectors, need none).
    func covers(_ scalars: some Sequence<Unicode.Scalar>) -> Bool {
        // The glyph lookup first: it is cheaper than the property lookup and nearly always answers. The
        // closure holds the font pointer, not the face, which every thread shares.
        let font = font
        return scalars.allSatisfy { Shaper.hasGlyph(font, for: $0) || ScalarProperties.isDefaultIgnorable($0) }
    }

    /// `covers(_:)` for one scalar.
    func covers(_ scalar: Unicode.Scalar) -> Bool {
        Shaper.hasGlyph(font, for: scalar) || ScalarProperties.isDefaultIgnorable(scalar)
    }

    deinit {
        hb_font_destroy(font)
        hb_face_destroy(face)
        hb_blob_destroy(blob)
    }

    /// Distinguishes a missing file from an unreadable one before HarfBuzz sees it, because
    /// `hb_blob_create_from_file_or_fail` reports both as a plain failure.
    private static func checkReadable(_ path: String) throws(FontError) {
        var info = stat()
        guard stat(path, &info) == 0 else { throw .fileMissing(path: path) }
        guard (info.st_mode & S_IFMT) == S_IFREG, access(path, R_OK) == 0 else {
            throw .fileUnreadable(path: path)
        }
    }
}
