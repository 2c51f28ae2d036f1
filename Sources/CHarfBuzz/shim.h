// The HarfBuzz headers TextLayout uses: the core shaping API (hb.h) and the OpenType tables API
// (hb-ot.h), which gives the font metrics (ascender, descender, line gap).
#ifndef FEEDBENCH_CHARFBUZZ_SHIM_H
#define FEEDBENCH_CHARFBUZZ_SHIM_H

#include <hb.h>
#include <hb-ot.h>

#endif
