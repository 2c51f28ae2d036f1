// Cairo, its FreeType font faces, and fontconfig patterns to name a face by file and index.
#ifndef FEEDBENCH_CCAIRO_SHIM_H
#define FEEDBENCH_CCAIRO_SHIM_H

#include <cairo.h>
#include <cairo-ft.h>
#include <fontconfig/fontconfig.h>
#include <stdlib.h>
#include <ft2build.h>
#include FT_FREETYPE_H

/// Stops fontconfig from checking, every 30 seconds, whether its configuration files and font folders
/// changed (the fonts do not change during a run): that check ran inside whichever drawing came after the
/// 30 seconds, some 160,000 instructions at a moment that depends on timing, and moved instruction counts.
static inline void feedbench_fontconfig_never_rescan(void) {
    FcConfigSetRescanInterval(0, 0);
}

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

/// A colour bitmap font (Noto Color Emoji's CBDT strikes) opened with FreeType, its one strike selected:
/// Cairo 1.16 draws nothing for such glyphs at other sizes, so they are drawn from these bitmaps, scaled.
/// Not thread-safe: the caller holds a lock around every call with one face.
typedef struct {
    FT_Library library;
    FT_Face face;
    int ppem;
} feedbench_color_face;

/// Opens face `index` of `path` when it is a colour bitmap font; NULL otherwise (or on any error).
static inline feedbench_color_face *feedbench_color_face_open(const char *path, int index) {
    feedbench_color_face *result = (feedbench_color_face *)calloc(1, sizeof(feedbench_color_face));
    if (result == 0) return 0;
    if (FT_Init_FreeType(&result->library) != 0) { free(result); return 0; }
    if (FT_New_Face(result->library, path, index, &result->face) != 0) {
        FT_Done_FreeType(result->library);
        free(result);
        return 0;
    }
    FT_Face face = result->face;
    if (!FT_HAS_COLOR(face) || face->num_fixed_sizes < 1 || FT_Select_Size(face, 0) != 0) {
        FT_Done_Face(face);
        FT_Done_FreeType(result->library);
        free(result);
        return 0;
    }
    result->ppem = face->available_sizes[0].y_ppem >> 6;
    if (result->ppem <= 0) result->ppem = face->available_sizes[0].height;
    return result;
}

/// Closes a face `feedbench_color_face_open` opened.
static inline void feedbench_color_face_close(feedbench_color_face *color) {
    FT_Done_Face(color->face);
    FT_Done_FreeType(color->library);
    free(color);
}

/// Loads `glyph`'s colour bitmap: premultiplied BGRA rows of `*pitch` bytes (Cairo's ARGB32 on a
/// little-endian machine), `*width` × `*height` pixels, `*left` and `*top` from the pen position on the
/// baseline, at the strike's `ppem`. The pixels stay valid until the next call with this face. Returns 0 when
/// the glyph has no colour bitmap.
static inline int feedbench_color_glyph(feedbench_color_face *color, unsigned glyph, const unsigned char **pixels,
                                        int *width, int *height, int *pitch, int *left, int *top) {
    if (FT_Load_Glyph(color->face, glyph, FT_LOAD_COLOR) != 0) return 0;
    FT_GlyphSlot slot = color->face->glyph;
    if (slot->bitmap.pixel_mode != FT_PIXEL_MODE_BGRA || slot->bitmap.buffer == 0) return 0;
    *pixels = slot->bitmap.buffer;
    *width = (int)slot->bitmap.width;
    *height = (int)slot->bitmap.rows;
    *pitch = slot->bitmap.pitch;
    *left = slot->bitmap_left;
    *top = slot->bitmap_top;
    return 1;
}

#endif
