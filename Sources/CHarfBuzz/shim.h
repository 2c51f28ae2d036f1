// The HarfBuzz headers TextLayout uses: the core shaping API (hb.h) and the OpenType tables API
// (hb-ot.h), which gives the font metrics (ascender, descender, line gap); and each thread's own shaping
// state (below).
#ifndef FEEDBENCH_CHARFBUZZ_SHIM_H
#define FEEDBENCH_CHARFBUZZ_SHIM_H

#include <hb.h>
#include <hb-ot.h>
#include <pthread.h>
#include <stdlib.h>

// Each thread's own shaping state: a buffer, and a twin of each shared font, made over a face of its own.
//
// Why: a shared `hb_font_t` writes its glyph and advance caches as it shapes, and a buffer made for each
// call writes the reference count of the process-wide default Unicode functions twice. With 16 workers those
// cache lines bounced between cores: HarfBuzz took 12% more of the 16-worker build's CPU time than of one
// worker's (perf on a 16-core machine, the same stories). Here a thread keeps one buffer and shapes with its
// own font made over a face of its own on the same blob (the same scale and functions: the same glyphs and
// advances). The face is the thread's too: HarfBuzz keeps the glyph-mapping cache and the shape plans (with
// their reference counts) in the face, shared by every font made from it, and lookups write them.
// Everything is released when the thread ends. Shaping still goes through `hb_shape`, which sets the
// buffer's limits for each call.
//
// Use from one Swift file (`Shaper.swift`): the state lives in this header's static key.

#define FEEDBENCH_THREAD_FONTS 16

typedef struct {
    hb_font_t *shared;
    hb_font_t *own;
} feedbench_font_twin;

typedef struct feedbench_shaping_state {
    /// The thread-local pointer to this state, cleared when the state is freed.
    struct feedbench_shaping_state **owner;
    hb_buffer_t *buffer;
    int buffer_in_use;
    int font_count;
    feedbench_font_twin fonts[FEEDBENCH_THREAD_FONTS];
} feedbench_shaping_state;

// Swift emits no storage for a C header's file-level statics: the key lives in functions' own statics.
static inline pthread_key_t *feedbench_shaping_key_storage(void) {
    static pthread_key_t key;
    return &key;
}

static inline int *feedbench_shaping_key_made(void) {
    static int made = 0;
    return &made;
}

static inline pthread_once_t *feedbench_shaping_once(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    return &once;
}

static inline void feedbench_shaping_state_free(void *pointer) {
    feedbench_shaping_state *state = (feedbench_shaping_state *)pointer;
    if (state->owner) *state->owner = NULL;
    hb_buffer_destroy(state->buffer);
    for (int index = 0; index < state->font_count; index++) {
        hb_font_destroy(state->fonts[index].own);
        hb_font_destroy(state->fonts[index].shared);
    }
    free(state);
}

static inline void feedbench_shaping_key_make(void) {
    *feedbench_shaping_key_made() = pthread_key_create(feedbench_shaping_key_storage(), feedbench_shaping_state_free) == 0;
}

/// The calling thread's state, made on first use and freed when the thread ends (a thread-specific key's
/// destructor); NULL when it cannot be made (callers then use a buffer of their own and the shared font).
static inline feedbench_shaping_state *feedbench_shaping_state_get(void) {
    static __thread feedbench_shaping_state *current = NULL;
    if (current) return current;
    pthread_once(feedbench_shaping_once(), feedbench_shaping_key_make);
    if (!*feedbench_shaping_key_made()) return NULL;
    feedbench_shaping_state *state = (feedbench_shaping_state *)calloc(1, sizeof(feedbench_shaping_state));
    if (!state) return NULL;
    state->buffer = hb_buffer_create();
    if (!hb_buffer_allocation_successful(state->buffer) || pthread_setspecific(*feedbench_shaping_key_storage(), state) != 0) {
        hb_buffer_destroy(state->buffer);
        free(state);
        return NULL;
    }
    state->owner = &current;
    current = state;
    return state;
}

/// An empty buffer for one shaping pass (cleared here, so giving it back clears nothing); give it back
/// with `feedbench_buffer_end`. The thread's own when it is free, else (a pass inside a pass) a new one.
static inline hb_buffer_t *feedbench_buffer_begin(void) {
    feedbench_shaping_state *state = feedbench_shaping_state_get();
    if (!state || state->buffer_in_use) return hb_buffer_create();
    state->buffer_in_use = 1;
    hb_buffer_clear_contents(state->buffer);
    return state->buffer;
}

static inline void feedbench_buffer_end(hb_buffer_t *buffer) {
    feedbench_shaping_state *state = feedbench_shaping_state_get();
    if (state && buffer == state->buffer) {
        state->buffer_in_use = 0;
        return;
    }
    hb_buffer_destroy(buffer);
}

/// The thread's twin of `shared` (an immutable font at its face's default scale), made on first use;
/// `shared` itself when the twin cannot be made or the thread already keeps as many as it may. The twin
/// holds a reference to `shared`, so a font freed and another made at its address cannot be mistaken
/// for it.
static inline hb_font_t *feedbench_thread_font(hb_font_t *shared) {
    feedbench_shaping_state *state = feedbench_shaping_state_get();
    if (!state) return shared;
    for (int index = 0; index < state->font_count; index++) {
        if (state->fonts[index].shared == shared) return state->fonts[index].own;
    }
    if (state->font_count == FEEDBENCH_THREAD_FONTS) return shared;
    // The twin has a face of its own over the same (immutable, shared) blob: a face keeps caches that
    // every font made from it writes (the glyph-mapping cache, the shape plans and their reference
    // counts), so a font of its own alone would still write lines that every worker shares.
    hb_face_t *shared_face = hb_font_get_face(shared);
    hb_blob_t *blob = hb_face_reference_blob(shared_face);
    hb_face_t *own_face = hb_face_create(blob, hb_face_get_index(shared_face));
    hb_blob_destroy(blob);
    if (own_face == hb_face_get_empty()) return shared;
    hb_face_make_immutable(own_face);
    hb_font_t *own = hb_font_create(own_face);
    hb_face_destroy(own_face);
    if (own == hb_font_get_empty()) return shared;
    int x_scale = 0, y_scale = 0;
    hb_font_get_scale(shared, &x_scale, &y_scale);
    hb_font_set_scale(own, x_scale, y_scale);
    hb_font_make_immutable(own);
    state->fonts[state->font_count].shared = hb_font_reference(shared);
    state->fonts[state->font_count].own = own;
    state->font_count++;
    return own;
}

#endif
