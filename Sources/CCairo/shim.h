// Cairo, its FreeType font faces, and fontconfig patterns to name a face by file and index.
#ifndef FEEDBENCH_CCAIRO_SHIM_H
#define FEEDBENCH_CCAIRO_SHIM_H

#include <cairo.h>
#include <cairo-ft.h>
#include <fontconfig/fontconfig.h>

/// A Cairo font face for face `index` of the font file at `path` (the very file TextLayout shaped with),
/// hinting off and color glyphs on, as a phone draws. Cairo opens and locks the FreeType face itself, so the
/// face may be shared between threads. NULL when the pattern cannot be made.
static inline cairo_font_face_t *feedbench_cairo_face(const char *path, int index) {
    FcPattern *pattern = FcPatternCreate();
    if (pattern == 0) return 0;
    FcPatternAddString(pattern, FC_FILE, (const FcChar8 *)path);
    FcPatternAddInteger(pattern, FC_INDEX, index);
    FcPatternAddBool(pattern, FC_HINTING, FcFalse);
    FcPatternAddBool(pattern, FC_COLOR, FcTrue);
    cairo_font_face_t *face = cairo_ft_font_face_create_for_pattern(pattern);
    FcPatternDestroy(pattern);
    return face;
}

#endif
