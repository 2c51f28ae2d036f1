#include "CICU.h"

#include <unicode/ubrk.h>
#include <unicode/utypes.h>
#include <unicode/uversion.h>

int32_t feedbench_line_breaks(const uint16_t *text, int32_t length, int32_t *breaks, int32_t capacity) {
    static __thread UBreakIterator *iterator = 0;
    UErrorCode status = U_ZERO_ERROR;
    if (iterator == 0) {
        iterator = ubrk_open(UBRK_LINE, "", 0, 0, &status);
        if (U_FAILURE(status)) {
            iterator = 0;
            return -1;
        }
    }
    status = U_ZERO_ERROR;
    ubrk_setText(iterator, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) return -1;
    int32_t count = 0;
    for (int32_t boundary = ubrk_next(iterator); boundary != UBRK_DONE && count < capacity; boundary = ubrk_next(iterator)) {
        breaks[count++] = boundary;
    }
    return count;
}

void feedbench_icu_version(char *buffer, int32_t capacity) {
    UVersionInfo version;
    u_getVersion(version);
    char text[U_MAX_VERSION_STRING_LENGTH];
    u_versionToString(version, text);
    int32_t index = 0;
    for (; index + 1 < capacity && text[index] != 0; index++) buffer[index] = text[index];
    if (capacity > 0) buffer[index] = 0;
}
