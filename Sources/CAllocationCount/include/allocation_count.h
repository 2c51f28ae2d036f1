// Allocation requests counted per thread, at the allocator's entry points (allocation_entry_points.c).
#ifndef FEEDBENCH_ALLOCATION_COUNT_H
#define FEEDBENCH_ALLOCATION_COUNT_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// How many times the calling thread has asked the allocator for memory since it started: malloc,
/// calloc, realloc, the aligned allocations and C++'s operator new. A plain thread-local load.
uint64_t feedbench_thread_allocation_requests(void);

/// 1 when the counting entry points pass requests straight to jemalloc's own functions (found at
/// start-up), 0 when they use the slower fallback through `mallocx`.
int feedbench_allocation_requests_go_to_jemalloc_directly(void);

/// What start-up found preloaded (LD_PRELOAD) between the executable and jemalloc.
enum {
    /// Nothing: requests go to jemalloc's own functions.
    FEEDBENCH_PRELOAD_NONE = 0,
    /// A layer that passes requests on to jemalloc (a profiler such as heaptrack): requests go through it.
    FEEDBENCH_PRELOAD_LAYER = 1,
    /// Another allocator: bypassed, requests go to jemalloc's own functions.
    FEEDBENCH_PRELOAD_OTHER_ALLOCATOR = 2,
};
int feedbench_allocation_preload(void);

/// The preloaded library's path ("" when nothing is preloaded).
const char *feedbench_allocation_preload_path(void);

#ifdef __cplusplus
}
#endif

#endif
