// jemalloc as Debian's libjemalloc-dev ships it: unprefixed, so linking it replaces malloc and free
// for the whole process, and `mallctl` reads its statistics.
#include <jemalloc/jemalloc.h>
