// The allocation functions, defined in the executable so that every caller in the process reaches them
// (Swift's runtime, Foundation, HarfBuzz, ICU, fontconfig and libc resolve `malloc` to the executable's
// definition first), each counting one request for the calling thread and then tail-calling jemalloc's own
// function of the same name: jemalloc serves, sizes and frees every block exactly as before, with its own
// semantics (errno, `realloc(p, 0)`, alignment rules, `std::bad_alloc`); `free`, `malloc_usable_size` and
// the delete operators are not wrapped at all.
//
// Why not count in jemalloc: it keeps request counts per arena only, merged from a thread's cache when
// the cache is flushed or the thread is bound to another arena. Counting the requests of one phase of
// work that way meant binding the thread to an arena of the phase's own before it and away after, about
// 4,400 instructions a bind (36 bin locks): three binds a worker job were most of the phase observer's
// cost (issue 17). Here a request costs a thread-local increment and an indirect jump.
//
// The thread-local counter uses the initial-exec model: reached from the thread pointer with no call, so
// counting can never itself call the allocator (the general-dynamic model may allocate on a thread's
// first access), and each thread has its own.
#define _GNU_SOURCE
#include "allocation_count.h"

#include <dlfcn.h>
#include <errno.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdlib.h>
#include <unistd.h>
#include <jemalloc/jemalloc.h>

__attribute__((tls_model("initial-exec"))) static __thread uint64_t requests;

uint64_t feedbench_thread_allocation_requests(void) {
    return requests;
}

// jemalloc's functions, found once at start-up (`find_jemalloc`). Until then, and if they cannot be
// found, the requests go to `mallocx` (jemalloc's general entry, about 80 instructions slower than its
// `malloc` fast path, which is why it is not used always), with `malloc`'s semantics written out below.
typedef struct {
    void *(*malloc)(size_t);
    void *(*calloc)(size_t, size_t);
    void *(*realloc)(void *, size_t);
    int (*posix_memalign)(void **, size_t, size_t);
    void *(*aligned_alloc)(size_t, size_t);
    void *(*memalign)(size_t, size_t);
    void *(*valloc)(size_t);
    void *(*new_object)(size_t);                              // operator new(size_t)
    void *(*new_array)(size_t);                               // operator new[](size_t)
    void *(*new_object_nothrow)(size_t, const void *);        // operator new(size_t, nothrow_t const&)
    void *(*new_array_nothrow)(size_t, const void *);
    void *(*new_object_aligned)(size_t, size_t);              // operator new(size_t, align_val_t)
    void *(*new_array_aligned)(size_t, size_t);
    void *(*new_object_aligned_nothrow)(size_t, size_t, const void *);
    void *(*new_array_aligned_nothrow)(size_t, size_t, const void *);
} jemalloc_functions;

// Written once by `find_jemalloc`, before `main`, read by every allocation: published with release
// ordering, read with acquire (a plain load on x86-64 and a load-acquire on arm64).
static jemalloc_functions found;
static _Atomic(const jemalloc_functions *) jemalloc = NULL;

// The next definition of `name` after the executable's, if it is jemalloc's: the library that defines
// it must be the one that defines `mallocx`.
static void *next_jemalloc_symbol(const char *name, const void *library_base) {
    void *symbol = dlsym(RTLD_NEXT, name);
    Dl_info info;
    if (symbol == NULL || dladdr(symbol, &info) == 0 || info.dli_fbase != library_base) return NULL;
    return symbol;
}

__attribute__((constructor)) static void find_jemalloc(void) {
    Dl_info info;
    if (dladdr((void *)mallocx, &info) == 0) return;
    const void *base = info.dli_fbase;
    jemalloc_functions functions = {
        .malloc = next_jemalloc_symbol("malloc", base),
        .calloc = next_jemalloc_symbol("calloc", base),
        .realloc = next_jemalloc_symbol("realloc", base),
        .posix_memalign = next_jemalloc_symbol("posix_memalign", base),
        .aligned_alloc = next_jemalloc_symbol("aligned_alloc", base),
        .memalign = next_jemalloc_symbol("memalign", base),
        .valloc = next_jemalloc_symbol("valloc", base),
        .new_object = next_jemalloc_symbol("_Znwm", base),
        .new_array = next_jemalloc_symbol("_Znam", base),
        .new_object_nothrow = next_jemalloc_symbol("_ZnwmRKSt9nothrow_t", base),
        .new_array_nothrow = next_jemalloc_symbol("_ZnamRKSt9nothrow_t", base),
        .new_object_aligned = next_jemalloc_symbol("_ZnwmSt11align_val_t", base),
        .new_array_aligned = next_jemalloc_symbol("_ZnamSt11align_val_t", base),
        .new_object_aligned_nothrow = next_jemalloc_symbol("_ZnwmSt11align_val_tRKSt9nothrow_t", base),
        .new_array_aligned_nothrow = next_jemalloc_symbol("_ZnamSt11align_val_tRKSt9nothrow_t", base),
    };
    // All or nothing: a jemalloc without one of them (a build without C++ support) keeps the fallback.
    void *const *each = (void *const *)&functions;
    for (size_t index = 0; index < sizeof(functions) / sizeof(void *); index += 1) {
        if (each[index] == NULL) return;
    }
    found = functions;
    atomic_store_explicit(&jemalloc, &found, memory_order_release);
}

static inline const jemalloc_functions *functions(void) {
    return atomic_load_explicit(&jemalloc, memory_order_acquire);
}

int feedbench_allocation_requests_go_to_jemalloc_directly(void) {
    return functions() != NULL;
}

// The fallback, on `mallocx` and `rallocx`: a `malloc(0)` still returns a block of its own, as jemalloc's
// `malloc` does, and failures set errno as its functions do.
static void *fallback_allocate(size_t size, int flags) {
    void *block = mallocx(size == 0 ? 1 : size, flags);
    if (block == NULL) errno = ENOMEM;
    return block;
}

static int is_power_of_two(size_t value) {
    return value != 0 && (value & (value - 1)) == 0;
}

void *malloc(size_t size) {
    requests += 1;
    const jemalloc_functions *f = functions();
    if (__builtin_expect(f != NULL, 1)) __attribute__((musttail)) return f->malloc(size);
    return fallback_allocate(size, 0);
}

void *calloc(size_t count, size_t size) {
    const jemalloc_functions *f = functions();
    size_t total;
    if (__builtin_mul_overflow(count, size, &total)) {
        // Refused before it reaches the allocator: no request.
        errno = ENOMEM;
        return NULL;
    }
    requests += 1;
    if (__builtin_expect(f != NULL, 1)) __attribute__((musttail)) return f->calloc(count, size);
    return fallback_allocate(total, MALLOCX_ZERO);
}

// Every call that asks for memory counts, whether jemalloc then grows the block in place or moves it: the
// count is then a property of the program, the same on every machine. `realloc(p, 0)` frees, and counts
// none; `realloc(NULL, n)` is a `malloc`.
void *realloc(void *block, size_t size) {
    if (block == NULL || size != 0) requests += 1;
    const jemalloc_functions *f = functions();
    if (__builtin_expect(f != NULL, 1)) __attribute__((musttail)) return f->realloc(block, size);
    if (block == NULL) return fallback_allocate(size, 0);
    if (size == 0) {
        free(block);
        return NULL;
    }
    void *moved = rallocx(block, size, 0);
    if (moved == NULL) errno = ENOMEM;
    return moved;
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    const jemalloc_functions *f = functions();
    if (!is_power_of_two(alignment) || alignment % sizeof(void *) != 0) return EINVAL;
    requests += 1;
    if (__builtin_expect(f != NULL, 1)) __attribute__((musttail)) return f->posix_memalign(result, alignment, size);
    void *block = mallocx(size == 0 ? 1 : size, MALLOCX_ALIGN(alignment));
    if (block == NULL) return ENOMEM;
    *result = block;
    return 0;
}

void *aligned_alloc(size_t alignment, size_t size) {
    const jemalloc_functions *f = functions();
    if (!is_power_of_two(alignment)) {
        errno = EINVAL;
        return NULL;
    }
    requests += 1;
    if (__builtin_expect(f != NULL, 1)) __attribute__((musttail)) return f->aligned_alloc(alignment, size);
    return fallback_allocate(size, MALLOCX_ALIGN(alignment));
}

void *memalign(size_t alignment, size_t size) {
    const jemalloc_functions *f = functions();
    if (!is_power_of_two(alignment)) {
        errno = EINVAL;
        return NULL;
    }
    requests += 1;
    if (__builtin_expect(f != NULL, 1)) __attribute__((musttail)) return f->memalign(alignment, size);
    return fallback_allocate(size, MALLOCX_ALIGN(alignment));
}

void *valloc(size_t size) {
    requests += 1;
    const jemalloc_functions *f = functions();
    if (__builtin_expect(f != NULL, 1)) __attribute__((musttail)) return f->valloc(size);
    return fallback_allocate(size, MALLOCX_ALIGN((size_t)sysconf(_SC_PAGESIZE)));
}

// C++'s replaceable allocation functions, by their mangled names (C cannot throw, so each passes the
// request on with a tail call and jemalloc's operator throws `std::bad_alloc` itself). Before start-up
// has found jemalloc (C++ allocating in a library's initialiser), a failure aborts, as an exception
// could not be thrown from here.
static void *fallback_new(size_t size, size_t alignment, int nothrow) {
    void *block = mallocx(size == 0 ? 1 : size, alignment == 0 ? 0 : MALLOCX_ALIGN(alignment));
    if (block == NULL && !nothrow) abort();
    return block;
}

void *_Znwm(size_t size) {
    requests += 1;
    const jemalloc_functions *f = functions();
    if (__builtin_expect(f != NULL, 1)) __attribute__((musttail)) return f->new_object(size);
    return fallback_new(size, 0, 0);
}

void *_Znam(size_t size) {
    requests += 1;
    const jemalloc_functions *f = functions();
    if (__builtin_expect(f != NULL, 1)) __attribute__((musttail)) return f->new_array(size);
    return fallback_new(size, 0, 0);
}

void *_ZnwmRKSt9nothrow_t(size_t size, const void *tag) {
    requests += 1;
    const jemalloc_functions *f = functions();
    if (__builtin_expect(f != NULL, 1)) __attribute__((musttail)) return f->new_object_nothrow(size, tag);
    return fallback_new(size, 0, 1);
}

void *_ZnamRKSt9nothrow_t(size_t size, const void *tag) {
    requests += 1;
    const jemalloc_functions *f = functions();
    if (__builtin_expect(f != NULL, 1)) __attribute__((musttail)) return f->new_array_nothrow(size, tag);
    return fallback_new(size, 0, 1);
}

void *_ZnwmSt11align_val_t(size_t size, size_t alignment) {
    requests += 1;
    const jemalloc_functions *f = functions();
    if (__builtin_expect(f != NULL, 1)) __attribute__((musttail)) return f->new_object_aligned(size, alignment);
    return fallback_new(size, alignment, 0);
}

void *_ZnamSt11align_val_t(size_t size, size_t alignment) {
    requests += 1;
    const jemalloc_functions *f = functions();
    if (__builtin_expect(f != NULL, 1)) __attribute__((musttail)) return f->new_array_aligned(size, alignment);
    return fallback_new(size, alignment, 0);
}

void *_ZnwmSt11align_val_tRKSt9nothrow_t(size_t size, size_t alignment, const void *tag) {
    requests += 1;
    const jemalloc_functions *f = functions();
    if (__builtin_expect(f != NULL, 1)) {
        __attribute__((musttail)) return f->new_object_aligned_nothrow(size, alignment, tag);
    }
    return fallback_new(size, alignment, 1);
}

void *_ZnamSt11align_val_tRKSt9nothrow_t(size_t size, size_t alignment, const void *tag) {
    requests += 1;
    const jemalloc_functions *f = functions();
    if (__builtin_expect(f != NULL, 1)) {
        __attribute__((musttail)) return f->new_array_aligned_nothrow(size, alignment, tag);
    }
    return fallback_new(size, alignment, 1);
}
