// The allocator's entry points, defined in the executable so that every caller in the process reaches
// them first (Swift's runtime, Foundation, HarfBuzz, ICU, fontconfig and libc call `malloc` through the
// dynamic linker, which finds the executable's definition before any library's). The ones that ask for
// memory count one request for the calling thread; every one then tail-calls jemalloc's own function of
// the same name, so jemalloc serves, sizes and frees every block with its own semantics (errno,
// `realloc(p, 0)`, alignment rules, `std::bad_alloc`).
//
// Why not count in jemalloc: it keeps request counts per arena only, merged from a thread's cache when the
// cache is flushed or the thread is bound to another arena. Counting the requests of one phase of work that
// way meant binding the thread to an arena of the phase's own before it and away after, about 4,400
// instructions a bind (36 bin locks): three binds a worker job were most of the phase observer's cost
// (docs/measurements.md, "The harness's own overhead"). Here a request costs a thread-local increment and
// an indirect jump (about 9 instructions).
//
// Why the freeing functions too: every block must go back to the allocator that gave it. jemalloc's are
// found in jemalloc's own library, not merely as the next definition, so a library preloaded into the
// process (LD_PRELOAD) is used only when it passes requests on to jemalloc (see `find_jemalloc`).
//
// The counter is thread-local with the initial-exec model: reached from the thread pointer with no call, so
// counting can never itself call the allocator (the general-dynamic model may allocate on a thread's first
// access), and each thread has its own.
#define _GNU_SOURCE
#include "allocation_count.h"

#include <dlfcn.h>
#include <errno.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <jemalloc/jemalloc.h>

__attribute__((tls_model("initial-exec"))) static __thread uint64_t requests;

uint64_t feedbench_thread_allocation_requests(void) {
    return requests;
}

// jemalloc's own functions, by the names it exports (C++ operators by their mangled names).
typedef struct {
    void *(*malloc)(size_t);
    void *(*calloc)(size_t, size_t);
    void *(*realloc)(void *, size_t);
    int (*posix_memalign)(void **, size_t, size_t);
    void *(*aligned_alloc)(size_t, size_t);
    void *(*valloc)(size_t);
    void (*free)(void *);
    size_t (*malloc_usable_size)(void *);
    void *(*new_)(size_t);                                   // _Znwm: operator new(size_t)
    void *(*new_array)(size_t);                              // _Znam: operator new[](size_t)
    void *(*new_nothrow)(size_t, const void *);              // (size_t, std::nothrow_t const&)
    void *(*new_array_nothrow)(size_t, const void *);
    void *(*new_aligned)(size_t, size_t);                    // (size_t, std::align_val_t)
    void *(*new_array_aligned)(size_t, size_t);
    void *(*new_aligned_nothrow)(size_t, size_t, const void *);
    void *(*new_array_aligned_nothrow)(size_t, size_t, const void *);
    void (*delete_)(void *);                                 // _ZdlPv: operator delete(void *)
    void (*delete_array)(void *);
    void (*delete_nothrow)(void *, const void *);
    void (*delete_array_nothrow)(void *, const void *);
    void (*delete_aligned)(void *, size_t);
    void (*delete_array_aligned)(void *, size_t);
    void (*delete_aligned_nothrow)(void *, size_t, const void *);
    void (*delete_array_aligned_nothrow)(void *, size_t, const void *);
    void (*delete_sized)(void *, size_t);
    void (*delete_array_sized)(void *, size_t);
    void (*delete_sized_aligned)(void *, size_t, size_t);
    void (*delete_array_sized_aligned)(void *, size_t, size_t);
} jemalloc_functions;

static const char *const names[] = {
    "malloc", "calloc", "realloc", "posix_memalign", "aligned_alloc", "valloc", "free",
    "malloc_usable_size",
    "_Znwm", "_Znam", "_ZnwmRKSt9nothrow_t", "_ZnamRKSt9nothrow_t", "_ZnwmSt11align_val_t",
    "_ZnamSt11align_val_t", "_ZnwmSt11align_val_tRKSt9nothrow_t", "_ZnamSt11align_val_tRKSt9nothrow_t",
    "_ZdlPv", "_ZdaPv", "_ZdlPvRKSt9nothrow_t", "_ZdaPvRKSt9nothrow_t", "_ZdlPvSt11align_val_t",
    "_ZdaPvSt11align_val_t", "_ZdlPvSt11align_val_tRKSt9nothrow_t", "_ZdaPvSt11align_val_tRKSt9nothrow_t",
    "_ZdlPvm", "_ZdaPvm", "_ZdlPvmSt11align_val_t", "_ZdaPvmSt11align_val_t",
};
_Static_assert(sizeof(names) / sizeof(names[0]) == sizeof(jemalloc_functions) / sizeof(void (*)(void)),
               "one name per function");

// Written once by `find_jemalloc` before `main`, read by every call: published with release ordering, read
// with acquire (a plain load on x86-64).
static jemalloc_functions found;
static _Atomic(const jemalloc_functions *) jemalloc = NULL;

// What stands between the executable and jemalloc (LD_PRELOAD), as `find_jemalloc` found it.
static int preload_kind = FEEDBENCH_PRELOAD_NONE;
static char preload_path[512];

// The calling thread's `thread.allocated`, 0 when jemalloc cannot say.
static uint64_t thread_allocated(void) {
    uint64_t bytes = 0;
    size_t size = sizeof(bytes);
    return mallctl("thread.allocated", &bytes, &size, NULL, 0) == 0 ? bytes : 0;
}

// Each function, looked up in jemalloc's own library (the one that defines `mallocx`, which the executable
// links), and checked to be that library's definition rather than one of its dependencies'. All or nothing:
// until then, or if one is missing (a jemalloc built without C++ support), each entry point falls back on
// jemalloc's non-standard API (`mallocx`, `rallocx`, `dallocx`, `sallocx`), which no other allocator defines,
// so every block still comes from jemalloc and goes back to it.
//
// A library preloaded between the executable and jemalloc (LD_PRELOAD) that defines `malloc` is one of two
// kinds, told apart by one block: a layer that passes requests on to jemalloc (heaptrack and the like: the
// block moves jemalloc's `thread.allocated`), whose functions are then called instead of jemalloc's, so the
// layer sees every request and its own requests are not counted; or another allocator, bypassed whole (its
// blocks and jemalloc's must never meet one `free`), which `Jemalloc.verifyServesMalloc()` reports.
__attribute__((constructor)) static void find_jemalloc(void) {
    Dl_info library, self;
    if (dladdr((void *)mallocx, &library) == 0 || library.dli_fname == NULL) return;
    // jemalloc linked into this very object: its `malloc` would be this file's, and a call to it a loop.
    if (dladdr((void *)find_jemalloc, &self) != 0 && self.dli_fbase == library.dli_fbase) return;
    void *handle = dlopen(library.dli_fname, RTLD_LAZY | RTLD_NOLOAD);
    if (handle == NULL) return;
    jemalloc_functions functions;
    void **slots = (void **)&functions;
    for (size_t index = 0; index < sizeof(names) / sizeof(names[0]); index += 1) {
        void *symbol = dlsym(handle, names[index]);
        Dl_info owner;
        if (symbol == NULL || dladdr(symbol, &owner) == 0 || owner.dli_fbase != library.dli_fbase) return;
        slots[index] = symbol;
    }
    void *(*next_malloc)(size_t) = (void *(*)(size_t))dlsym(RTLD_NEXT, "malloc");
    void (*next_free)(void *) = (void (*)(void *))dlsym(RTLD_NEXT, "free");
    Dl_info layer, libc;
    // libc's own malloc found first would mean a link order that puts libc before jemalloc, not a preload:
    // jemalloc's functions are called all the same.
    void *libc_malloc = dlsym(RTLD_DEFAULT, "__libc_malloc");
    int next_is_libc = libc_malloc != NULL && dladdr(libc_malloc, &libc) != 0
        && dladdr((void *)next_malloc, &layer) != 0 && layer.dli_fbase == libc.dli_fbase;
    if (next_malloc != NULL && next_free != NULL && (void *)next_malloc != (void *)functions.malloc && !next_is_libc
        && dladdr((void *)next_malloc, &layer) != 0 && layer.dli_fbase != library.dli_fbase) {
        if (layer.dli_fname != NULL) {
            strncpy(preload_path, layer.dli_fname, sizeof(preload_path) - 1);
        }
        uint64_t before = thread_allocated();
        void *probe = next_malloc(256);
        uint64_t after = thread_allocated();
        next_free(probe);
        if (probe != NULL && after - before >= 256) {
            preload_kind = FEEDBENCH_PRELOAD_LAYER;
            // The layer's own definitions; what it does not define stays jemalloc's.
            for (size_t index = 0; index < sizeof(names) / sizeof(names[0]); index += 1) {
                void *symbol = dlsym(RTLD_NEXT, names[index]);
                Dl_info owner;
                if (symbol != NULL && dladdr(symbol, &owner) != 0 && owner.dli_fbase == layer.dli_fbase) {
                    slots[index] = symbol;
                }
            }
        } else {
            preload_kind = FEEDBENCH_PRELOAD_OTHER_ALLOCATOR;
        }
    }
    found = functions;
    atomic_store_explicit(&jemalloc, &found, memory_order_release);
}

int feedbench_allocation_preload(void) {
    return preload_kind;
}

const char *feedbench_allocation_preload_path(void) {
    return preload_path;
}

static inline const jemalloc_functions *functions(void) {
    return atomic_load_explicit(&jemalloc, memory_order_acquire);
}

int feedbench_allocation_requests_go_to_jemalloc_directly(void) {
    return functions() != NULL;
}

// The fallbacks: a request of 0 bytes still returns a block of its own, as jemalloc's `malloc` does;
// failures set errno as its functions do; a failed operator new aborts (C cannot throw).
static void *fallback_allocate(size_t size, size_t alignment) {
    void *block = mallocx(size == 0 ? 1 : size, alignment == 0 ? 0 : MALLOCX_ALIGN(alignment));
    if (block == NULL) errno = ENOMEM;
    return block;
}

static void *fallback_new(size_t size, size_t alignment, int nothrow) {
    void *block = fallback_allocate(size, alignment);
    if (block == NULL && !nothrow) abort();
    return block;
}

static void fallback_free(void *block) {
    if (block != NULL) dallocx(block, 0);
}

static int is_power_of_two(size_t value) {
    return value != 0 && (value & (value - 1)) == 0;
}

#define LIKELY(condition) __builtin_expect((condition), 1)

// An entry point that counts a request, then passes the call on.
#define COUNTED(type, name, field, parameters, arguments, fallback) \
    type name parameters {                                                      \
        requests += 1;                                                          \
        const jemalloc_functions *f = functions();                              \
        if (LIKELY(f != NULL)) __attribute__((musttail)) return f->field arguments; \
        return fallback;                                                        \
    }

// An entry point that gives memory back: nothing to count.
#define RELEASING(name, field, parameters, arguments, block)                    \
    void name parameters {                                                      \
        const jemalloc_functions *f = functions();                              \
        if (LIKELY(f != NULL)) __attribute__((musttail)) return f->field arguments; \
        fallback_free(block);                                                   \
    }

COUNTED(void *, malloc, malloc, (size_t size), (size), fallback_allocate(size, 0))
COUNTED(void *, valloc, valloc, (size_t size), (size), fallback_allocate(size, (size_t)sysconf(_SC_PAGESIZE)))

void *calloc(size_t count, size_t size) {
    size_t total;
    if (__builtin_mul_overflow(count, size, &total)) {
        // Refused before it reaches the allocator: no request.
        errno = ENOMEM;
        return NULL;
    }
    requests += 1;
    const jemalloc_functions *f = functions();
    if (LIKELY(f != NULL)) __attribute__((musttail)) return f->calloc(count, size);
    void *block = mallocx(total == 0 ? 1 : total, MALLOCX_ZERO);
    if (block == NULL) errno = ENOMEM;
    return block;
}

// Every call that asks for memory counts, whether jemalloc then grows the block in place or moves it: the
// count is then a property of the program, the same on every machine. `realloc(p, 0)` frees and counts
// none; `realloc(NULL, n)` is a `malloc`.
void *realloc(void *block, size_t size) {
    if (block == NULL || size != 0) requests += 1;
    const jemalloc_functions *f = functions();
    if (LIKELY(f != NULL)) __attribute__((musttail)) return f->realloc(block, size);
    if (block == NULL) return fallback_allocate(size, 0);
    if (size == 0) {
        fallback_free(block);
        return NULL;
    }
    void *moved = rallocx(block, size, 0);
    if (moved == NULL) errno = ENOMEM;
    return moved;
}

// The aligned allocations: an alignment jemalloc refuses is refused here, uncounted, as it would refuse it.
int posix_memalign(void **result, size_t alignment, size_t size) {
    if (!is_power_of_two(alignment) || alignment % sizeof(void *) != 0) return EINVAL;
    requests += 1;
    const jemalloc_functions *f = functions();
    if (LIKELY(f != NULL)) __attribute__((musttail)) return f->posix_memalign(result, alignment, size);
    void *block = mallocx(size == 0 ? 1 : size, MALLOCX_ALIGN(alignment));
    if (block == NULL) return ENOMEM;
    *result = block;
    return 0;
}

void *aligned_alloc(size_t alignment, size_t size) {
    if (!is_power_of_two(alignment)) {
        errno = EINVAL;
        return NULL;
    }
    requests += 1;
    const jemalloc_functions *f = functions();
    if (LIKELY(f != NULL)) __attribute__((musttail)) return f->aligned_alloc(alignment, size);
    return fallback_allocate(size, alignment);
}

// The older name of the same request: jemalloc answers both alike.
void *memalign(size_t alignment, size_t size) {
    __attribute__((musttail)) return aligned_alloc(alignment, size);
}

// jemalloc has no `pvalloc`: without this one, glibc's would hand out a block of glibc's heap that
// jemalloc's `free` cannot take back. A page-aligned block of whole pages, one at least.
void *pvalloc(size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t pages = size == 0 ? page : ((size + page - 1) / page) * page;
    if (pages < size) {
        errno = ENOMEM;
        return NULL;
    }
    return aligned_alloc(page, pages);
}

RELEASING(free, free, (void *block), (block), block)

size_t malloc_usable_size(void *block) {
    const jemalloc_functions *f = functions();
    if (LIKELY(f != NULL)) __attribute__((musttail)) return f->malloc_usable_size(block);
    return block == NULL ? 0 : sallocx(block, 0);
}

// C++'s replaceable allocation functions, by their mangled names. Each passes the request on with a tail
// call, so jemalloc's operator throws `std::bad_alloc` itself with no frame of this file in between.
COUNTED(void *, _Znwm, new_, (size_t size), (size), fallback_new(size, 0, 0))
COUNTED(void *, _Znam, new_array, (size_t size), (size), fallback_new(size, 0, 0))
COUNTED(void *, _ZnwmRKSt9nothrow_t, new_nothrow, (size_t size, const void *tag), (size, tag),
        fallback_new(size, 0, 1))
COUNTED(void *, _ZnamRKSt9nothrow_t, new_array_nothrow, (size_t size, const void *tag), (size, tag),
        fallback_new(size, 0, 1))
COUNTED(void *, _ZnwmSt11align_val_t, new_aligned, (size_t size, size_t alignment), (size, alignment),
        fallback_new(size, alignment, 0))
COUNTED(void *, _ZnamSt11align_val_t, new_array_aligned, (size_t size, size_t alignment), (size, alignment),
        fallback_new(size, alignment, 0))
COUNTED(void *, _ZnwmSt11align_val_tRKSt9nothrow_t, new_aligned_nothrow,
        (size_t size, size_t alignment, const void *tag), (size, alignment, tag), fallback_new(size, alignment, 1))
COUNTED(void *, _ZnamSt11align_val_tRKSt9nothrow_t, new_array_aligned_nothrow,
        (size_t size, size_t alignment, const void *tag), (size, alignment, tag), fallback_new(size, alignment, 1))

RELEASING(_ZdlPv, delete_, (void *block), (block), block)
RELEASING(_ZdaPv, delete_array, (void *block), (block), block)
RELEASING(_ZdlPvRKSt9nothrow_t, delete_nothrow, (void *block, const void *tag), (block, tag), block)
RELEASING(_ZdaPvRKSt9nothrow_t, delete_array_nothrow, (void *block, const void *tag), (block, tag), block)
RELEASING(_ZdlPvSt11align_val_t, delete_aligned, (void *block, size_t alignment), (block, alignment), block)
RELEASING(_ZdaPvSt11align_val_t, delete_array_aligned, (void *block, size_t alignment), (block, alignment), block)
RELEASING(_ZdlPvSt11align_val_tRKSt9nothrow_t, delete_aligned_nothrow,
          (void *block, size_t alignment, const void *tag), (block, alignment, tag), block)
RELEASING(_ZdaPvSt11align_val_tRKSt9nothrow_t, delete_array_aligned_nothrow,
          (void *block, size_t alignment, const void *tag), (block, alignment, tag), block)
RELEASING(_ZdlPvm, delete_sized, (void *block, size_t size), (block, size), block)
RELEASING(_ZdaPvm, delete_array_sized, (void *block, size_t size), (block, size), block)
RELEASING(_ZdlPvmSt11align_val_t, delete_sized_aligned, (void *block, size_t size, size_t alignment),
          (block, size, alignment), block)
RELEASING(_ZdaPvmSt11align_val_t, delete_array_sized_aligned, (void *block, size_t size, size_t alignment),
          (block, size, alignment), block)
