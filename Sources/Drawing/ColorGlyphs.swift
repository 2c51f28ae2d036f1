internal import CCairo
import Synchronization

/// The glyphs of colour bitmap fonts (Noto Color Emoji), drawn from the font's own bitmaps: Cairo 1.16 draws
/// nothing for them at any size but the font's one strike. Each glyph's bitmap is loaded once per process
/// (FreeType decodes a PNG for it) and kept, as a text renderer's glyph cache keeps it.
enum ColorGlyphs {
    /// A glyph's bitmap at the strike's size: premultiplied BGRA rows (Cairo's ARGB32 on a little-endian
    /// machine), and its placement from the pen on the baseline, in strike pixels.
    struct Image: Sendable {
        let pixels: [UInt8]
        let width: Int
        let height: Int
        let stride: Int
        let left: Int
        let top: Int
        /// The strike's size in pixels per em.
        let ppem: Int
    }

    /// A FreeType face opened for its colour bitmaps. `@unchecked Sendable`: FreeType faces are not
    /// thread-safe, and every use of `pointer` holds `lock`.
    private final class Face: @unchecked Sendable {
        let pointer: UnsafeMutablePointer<feedbench_color_face>
        let lock = Mutex(())

        init(pointer: UnsafeMutablePointer<feedbench_color_face>) {
            self.pointer = pointer
        }
    }

    private struct FaceKey: Hashable {
        let path: String
        let index: UInt32
    }

    private struct GlyphKey: Hashable {
        let face: FaceKey
        let glyph: UInt32
    }

    /// `nil` for a file that is not a colour bitmap font (looked at once). Never emptied: one entry per
    /// font file drawn with, and one bitmap per colour glyph drawn (an emoji's is about 100 × 100 pixels).
    private static let faces = Mutex<[FaceKey: Face?]>([:])
    private static let glyphs = Mutex<[GlyphKey: Image?]>([:])

    /// Whether face `index` of `path` is drawn from its colour bitmaps.
    static func isColorFont(path: String, index: UInt32) -> Bool {
        face(FaceKey(path: path, index: index)) != nil
    }

    /// The bitmap of `glyph` in that face; `nil` when it has none.
    static func image(path: String, index: UInt32, glyph: UInt32) -> Image? {
        let faceKey = FaceKey(path: path, index: index)
        let key = GlyphKey(face: faceKey, glyph: glyph)
        if let cached = glyphs.withLock({ $0[key] }) { return cached }
        guard let face = face(faceKey) else { return nil }
        let image: Image? = face.lock.withLock { _ in
            var pixels: UnsafePointer<UInt8>?
            var width: Int32 = 0, height: Int32 = 0, pitch: Int32 = 0, left: Int32 = 0, top: Int32 = 0
            guard feedbench_color_glyph(face.pointer, glyph, &pixels, &width, &height, &pitch, &left, &top) != 0,
                  let pixels, width > 0, height > 0, pitch >= width * 4 else { return nil }
            let copy = [UInt8](UnsafeBufferPointer(start: pixels, count: Int(pitch) * Int(height)))
            return Image(pixels: copy, width: Int(width), height: Int(height), stride: Int(pitch), left: Int(left),
                         top: Int(top), ppem: Int(face.pointer.pointee.ppem))
        }
        glyphs.withLock { $0[key] = image }
        return image
    }

    private static func face(_ key: FaceKey) -> Face? {
        if let known = faces.withLock({ $0[key] }) { return known }
        let opened = feedbench_color_face_open(key.path, Int32(truncatingIfNeeded: key.index)).map(Face.init)
        return faces.withLock { faces in
            // Another thread may have opened it meanwhile: keep the first, and close this one.
            if let existing = faces[key] {
                if let opened { feedbench_color_face_close(opened.pointer) }
                return existing
            }
            faces[key] = opened
            return opened
        }
    }
}
