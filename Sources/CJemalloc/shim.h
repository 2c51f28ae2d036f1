// jemalloc as Debian's libjemalloc-dev ships it: unprefixed, so linking it replaces malloc and free
// for the whole process, and `mallctl` reads its statistics.
#include <jemalloc/jemalloc.h>
#include <stdint.h>

// The calling thread's `thread.allocated` counter, read through the pointer `thread.allocatedp` gives,
// looked up once per thread and kept in thread-local storage: a plain load after the first call, where a
// `mallctlbymib` read walks jemalloc's control tree (about 200 instructions) and the worker observer reads
// it twice a phase. 0 when jemalloc does not provide the pointer.
static inline uint64_t feedbench_thread_allocated_bytes(void) {
    static __thread uint64_t *counter;
    if (__builtin_expect(counter == 0, 0)) {
        size_t size = sizeof(counter);
        if (mallctl("thread.allocatedp", &counter, &size, 0, 0) != 0 || size != sizeof(counter)) {
            counter = 0;
            return 0;
        }
    }
    return *counter;
}
