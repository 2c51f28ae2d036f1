// The C allocation functions, defined in the executable so that every caller in the process reaches them
// (Swift's runtime, Foundation, HarfBuzz, ICU and libc resolve `malloc` to the executable's definition
// first), each counting one request for the calling thread, then passing the request to jemalloc's own
// entry points (`mallocx`, `rallocx`): jemalloc still serves and sizes every block, and `free` and
// `malloc_usable_size` are jemalloc's, unchanged.
//
// Why not count in jemalloc: it keeps request counts per arena, merged from a thread's cache only when
// the cache is flushed or the thread is bound to another arena. Counting the requests of one phase of
// work that way meant binding the thread to an arena of the phase's own before it and away after, about
// 4,400 instructions a bind (36 bin locks): three binds a worker job were most of the phase observer's
// 5.5% (issue 17). Here a request costs one thread-local increment.
//
// The thread-local counter uses the initial-exec model: reached from the thread pointer with no call, so
// counting can never itself call the allocator (the general-dynamic model may allocate on a thread's
// first access) and a thread's counter is never shared with another thread's.
#include "allocation_count.h"

#include <errno.h>
#include <stddef.h>
#include <stdlib.h>
#include <unistd.h>
#include <jemalloc/jemalloc.h>

__attribute__((tls_model("initial-exec"))) __thread uint64_t feedbench_allocation_requests;

uint64_t feedbench_thread_allocation_requests(void) {
    return feedbench_allocation_requests;
}

// jemalloc's `mallocx` asks for a size above 0; a `malloc(0)` still returns a block of its own, as
// jemalloc's `malloc` does.
static inline size_t at_least_one(size_t size) {
    return size == 0 ? 1 : size;
}

// For operator new (allocation_new.cpp): a counted request of `size` bytes aligned to `alignment`
// (0 for the default), NULL when there is no memory.
void *feedbench_counted_allocation(size_t size, size_t alignment) {
    feedbench_allocation_requests += 1;
    return mallocx(at_least_one(size), alignment == 0 ? 0 : MALLOCX_ALIGN(alignment));
}

void *malloc(size_t size) {
    feedbench_allocation_requests += 1;
    void *block = mallocx(at_least_one(size), 0);
    if (block == NULL) errno = ENOMEM;
    return block;
}

void *calloc(size_t count, size_t size) {
    size_t total;
    if (__builtin_mul_overflow(count, size, &total)) {
        errno = ENOMEM;
        return NULL;
    }
    feedbench_allocation_requests += 1;
    void *block = mallocx(at_least_one(total), MALLOCX_ZERO);
    if (block == NULL) errno = ENOMEM;
    return block;
}

// Every call that asks for memory counts, whether jemalloc then grows the block in place or moves it:
// the count is then a property of the program, the same on every machine.
void *realloc(void *block, size_t size) {
    if (block == NULL) return malloc(size);
    if (size == 0) {
        // As jemalloc's realloc does by default (and glibc's): the block is freed, nothing is returned.
        free(block);
        return NULL;
    }
    feedbench_allocation_requests += 1;
    void *moved = rallocx(block, size, 0);
    if (moved == NULL) errno = ENOMEM;
    return moved;
}

static int is_power_of_two(size_t value) {
    return value != 0 && (value & (value - 1)) == 0;
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (!is_power_of_two(alignment) || alignment % sizeof(void *) != 0) return EINVAL;
    feedbench_allocation_requests += 1;
    void *block = mallocx(at_least_one(size), MALLOCX_ALIGN(alignment));
    if (block == NULL) return ENOMEM;
    *result = block;
    return 0;
}

void *aligned_alloc(size_t alignment, size_t size) {
    if (!is_power_of_two(alignment)) {
        errno = EINVAL;
        return NULL;
    }
    feedbench_allocation_requests += 1;
    void *block = mallocx(at_least_one(size), MALLOCX_ALIGN(alignment));
    if (block == NULL) errno = ENOMEM;
    return block;
}

void *memalign(size_t alignment, size_t size) {
    return aligned_alloc(alignment, size);
}

void *valloc(size_t size) {
    return aligned_alloc((size_t)sysconf(_SC_PAGESIZE), size);
}
