// zlib, whose stream functions take the size of `z_stream` and the header's version through macros Swift
// cannot call: these wrappers pass them.
#ifndef FEEDBENCH_CZLIB_SHIM_H
#define FEEDBENCH_CZLIB_SHIM_H

#include <zlib.h>

/// `deflateInit2` for a gzip stream (a gzip header and trailer around the deflate data).
static inline int feedbench_deflate_init_gzip(z_stream *stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY);
}

/// `inflateInit2` that reads a gzip stream only (a raw zlib stream or plain text is an error).
static inline int feedbench_inflate_init_gzip(z_stream *stream) {
    return inflateInit2(stream, 15 + 16);
}

#endif
