internal import CCairo
import Synchronization

/// Cairo's font face for each font file and face index drawn so far, made once per process: opening a face
/// reads the file, and every label of a feed draws with the same few.
enum FontFaces {
    /// A Cairo font face shared by every thread. `@unchecked Sendable`: a `cairo_font_face_t` is reference
    /// counted atomically and never changed after it is made, and Cairo locks the FreeType face behind it
    /// (`cairo_ft_scaled_font_lock_face`) whenever a glyph is loaded, so threads may draw with one at once.
    struct Face: @unchecked Sendable {
        let pointer: OpaquePointer
    }

    private struct Key: Hashable {
        let path: String
        let index: UInt32
    }

    /// Never emptied: there are as many entries as font files the text used (tens at most), each a few
    /// hundred bytes plus the FreeType face Cairo opens for it.
    private static let faces = Mutex<[Key: Face]>([:])

    /// Fontconfig's current configuration (Cairo's) told never to rescan, once (`feedbench_fontconfig_never_rescan`).
    private static let neverRescan: Void = feedbench_fontconfig_never_rescan()

    /// The face for face `index` of the file at `path`; `nil` when Cairo cannot make one.
    static func face(path: String, index: UInt32) -> Face? {
        _ = neverRescan
        let key = Key(path: path, index: index)
        if let face = faces.withLock({ $0[key] }) { return face }
        guard let pointer = feedbench_cairo_face(path, Int32(truncatingIfNeeded: index)) else { return nil }
        guard cairo_font_face_status(pointer) == CAIRO_STATUS_SUCCESS else {
            cairo_font_face_destroy(pointer)
            return nil
        }
        return faces.withLock { faces in
            // Another thread may have made it meanwhile: keep the first, so every drawing shares one.
            if let existing = faces[key] {
                cairo_font_face_destroy(pointer)
                return existing
            }
            let face = Face(pointer: pointer)
            faces[key] = face
            return face
        }
    }
}
