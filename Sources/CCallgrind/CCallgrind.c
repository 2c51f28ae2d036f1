#include "CCallgrind.h"

// Debian's `valgrind` package installs the headers; without them the requests compile to nothing and
// `feedbench run --instructions` refuses to run (`feedbench_has_client_requests`).
#if defined(__has_include)
#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#define FEEDBENCH_HAVE_CALLGRIND 1
#endif
#endif

int feedbench_has_client_requests(void) {
#ifdef FEEDBENCH_HAVE_CALLGRIND
    return 1;
#else
    return 0;
#endif
}

int feedbench_running_on_valgrind(void) {
#ifdef FEEDBENCH_HAVE_CALLGRIND
    return RUNNING_ON_VALGRIND ? 1 : 0;
#else
    return 0;
#endif
}

void feedbench_callgrind_start(void) {
#ifdef FEEDBENCH_HAVE_CALLGRIND
    CALLGRIND_ZERO_STATS;
    CALLGRIND_START_INSTRUMENTATION;
#endif
}

void feedbench_callgrind_toggle_collect(void) {
#ifdef FEEDBENCH_HAVE_CALLGRIND
    CALLGRIND_TOGGLE_COLLECT;
#endif
}

void feedbench_callgrind_stop_and_dump(const char *reason) {
#ifdef FEEDBENCH_HAVE_CALLGRIND
    CALLGRIND_STOP_INSTRUMENTATION;
    CALLGRIND_DUMP_STATS_AT(reason);
#else
    (void)reason;
#endif
}

// The store to a volatile of the marker's own id keeps two markers from being folded into one, and the
// empty asm after the call keeps it from being a tail call (which would drop the marker from the call graph).
static volatile int feedbench_marker_sink;

#define FEEDBENCH_MARKER(name, id)                                                   \
    __attribute__((noinline)) void feedbench_marker_##name(feedbench_marked_body body, \
                                                          void *context) {          \
        feedbench_marker_sink = id;                                                  \
        body(context);                                                               \
        __asm__ volatile("" ::: "memory");                                          \
    }

FEEDBENCH_MARKER(main_build, 1)
FEEDBENCH_MARKER(main_layout, 2)
FEEDBENCH_MARKER(main_mount, 3)
FEEDBENCH_MARKER(main_scroll, 4)
FEEDBENCH_MARKER(main_update, 5)
FEEDBENCH_MARKER(main_navigation, 6)
FEEDBENCH_MARKER(workers_build, 7)
FEEDBENCH_MARKER(workers_layout, 8)
FEEDBENCH_MARKER(main_display, 9)
FEEDBENCH_MARKER(workers_display, 10)

uint64_t feedbench_deterministic_work(uint64_t iterations) {
    uint64_t state = 0x9E3779B97F4A7C15ull;
    for (uint64_t i = 0; i < iterations; i++) {
        state = state * 6364136223846793005ull + 1442695040888963407ull;
        __asm__ volatile("" : "+r"(state));
    }
    return state;
}
