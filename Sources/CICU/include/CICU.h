// Line breaking by ICU (UAX #14 with ICU's default tailoring), behind functions of plain C types. ICU's own
// headers are included by the implementation only: a module that declared ICU's types would clash with the
// copy of them Foundation carries (`_FoundationICU`), which clang refuses to load beside it ("'UProperty'
// has different definitions in different modules") whenever one Swift file sees both.
#ifndef FEEDBENCH_CICU_H
#define FEEDBENCH_CICU_H

#include <stdint.h>

/// Writes the line break opportunities of `text` (UTF-16, `length` code units) to `breaks`: each is the
/// UTF-16 offset a line may start at, ascending, ending with `length`. Returns how many were written (at
/// most `capacity`), or -1 when ICU fails. Thread-safe: each thread keeps its own iterator (ICU's break
/// iterators are not shared between threads), opened on first use and reused for every call after.
int32_t feedbench_line_breaks(const uint16_t *text, int32_t length, int32_t *breaks, int32_t capacity);

/// ICU's version, e.g. "72.1", into `buffer` (`capacity` bytes, NUL-terminated).
void feedbench_icu_version(char *buffer, int32_t capacity);

#endif
