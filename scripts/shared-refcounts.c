// Preloaded by scripts/shared-refcounts: counts the Swift runtime's reference-count calls (swift_retain,
// swift_release, their _n forms, and their bridge-object forms, which strings' storage is counted by) per object, per call site and per thread, and at exit reports the
// objects that many threads counted on. Such an object's count is one cache line that every one of those
// threads writes with an atomic instruction: on a many-core machine each write waits for the line to come
// from another core, a cost that grows with the threads and that no single-thread profile shows.
//
// An object is keyed by its address and type; an address freed and reused by another object of the same
// type on another thread is counted as one object (rare for objects many threads share at once).
// Environment: SHARED_REFCOUNTS_THREADS (default 8), the number of threads that makes an object shared;
// SHARED_REFCOUNTS_OUT, the report's path (default: standard error).
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

typedef void *(*retain_fn)(void *);
typedef void (*release_fn)(void *);
typedef void *(*retain_n_fn)(void *, uint32_t);
typedef void (*release_n_fn)(void *, uint32_t);
static retain_fn real_retain;
static release_fn real_release;
static retain_n_fn real_retain_n;
static release_n_fn real_release_n;
static retain_fn real_bridge_retain;
static release_fn real_bridge_release;
static retain_n_fn real_bridge_retain_n;
static release_n_fn real_bridge_release_n;

// One thread's counts: open addressing on (object, call site), kept at most 3/4 full by doubling (a thread
// that makes millions of short-lived objects fills millions of pairs), up to MAX_SLOTS; past that, new pairs
// are dropped and counted as such, so a full table never stalls the program.
enum { SLOTS = 1u << 21, MAX_SLOTS = 1u << 26, MAX_THREADS = 1024 };
struct slot {
    uintptr_t object, type, site;
    uint64_t count;
};
struct table {
    struct slot *slots;
    uint32_t capacity, filled;
    uint64_t dropped;
};
static struct table tables[MAX_THREADS];
static _Atomic int table_count;
static __thread struct table *mine;
static __thread int opening;
static _Atomic int recording;

static void resolve(void) {
    real_retain = (retain_fn)dlsym(RTLD_NEXT, "swift_retain");
    real_release = (release_fn)dlsym(RTLD_NEXT, "swift_release");
    real_retain_n = (retain_n_fn)dlsym(RTLD_NEXT, "swift_retain_n");
    real_release_n = (release_n_fn)dlsym(RTLD_NEXT, "swift_release_n");
    real_bridge_retain = (retain_fn)dlsym(RTLD_NEXT, "swift_bridgeObjectRetain");
    real_bridge_release = (release_fn)dlsym(RTLD_NEXT, "swift_bridgeObjectRelease");
    real_bridge_retain_n = (retain_n_fn)dlsym(RTLD_NEXT, "swift_bridgeObjectRetain_n");
    real_bridge_release_n = (release_n_fn)dlsym(RTLD_NEXT, "swift_bridgeObjectRelease_n");
}

static uint32_t slot_hash(uintptr_t object, uintptr_t site, uint32_t capacity) {
    return (uint32_t)((((object >> 4) ^ (site * 0x100000001b3ull)) * 0x9E3779B97F4A7C15ull) >> 32) & (capacity - 1);
}

static struct slot *slots_make(uint32_t capacity) {
    void *memory = mmap(NULL, (size_t)capacity * sizeof(struct slot), PROT_READ | PROT_WRITE,
                        MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    return memory == MAP_FAILED ? NULL : memory;
}

// Doubles `table`'s slots, rehashing its pairs; leaves it as it is when the memory cannot be had.
static void table_grow(struct table *table) {
    uint32_t capacity = table->capacity * 2;
    struct slot *slots = slots_make(capacity);
    if (slots == NULL) return;
    for (uint32_t i = 0; i < table->capacity; i++) {
        struct slot *old = &table->slots[i];
        if (old->object == 0) continue;
        uint32_t h = slot_hash(old->object, old->site, capacity);
        while (slots[h].object != 0) h = (h + 1) & (capacity - 1);
        slots[h] = *old;
    }
    munmap(table->slots, (size_t)table->capacity * sizeof(struct slot));
    table->slots = slots;
    table->capacity = capacity;
}

static void record(void *object, uint64_t count, uintptr_t site) {
    if (object == NULL || opening || !atomic_load_explicit(&recording, memory_order_relaxed)) return;
    if (mine == NULL) {
        opening = 1;  // mmap allocates nothing through Swift, but stay out of our own way regardless
        int index = atomic_fetch_add(&table_count, 1);
        if (index < MAX_THREADS) {
            struct slot *slots = slots_make(SLOTS);
            if (slots != NULL) {
                tables[index].slots = slots;
                tables[index].capacity = SLOTS;
                mine = &tables[index];
            }
        }
        opening = 0;
        if (mine == NULL) return;
    }
    uintptr_t key = (uintptr_t)object;
    if (mine->filled >= mine->capacity / 4 * 3 && mine->capacity < MAX_SLOTS) {
        opening = 1;
        table_grow(mine);
        opening = 0;
    }
    for (uint32_t h = slot_hash(key, site, mine->capacity);; h = (h + 1) & (mine->capacity - 1)) {
        struct slot *s = &mine->slots[h];
        if (s->object == key && s->site == site) {
            s->count += count;
            return;
        }
        if (s->object == 0) {
            if (mine->filled >= mine->capacity / 4 * 3) {
                mine->dropped += count;
                return;
            }
            mine->filled++;
            // A native Swift object's first word is its type's metadata.
            *s = (struct slot){key, *(uintptr_t *)object, site, count};
            return;
        }
    }
}

// Libraries' initialisers can retain before this library's constructor runs: each entry point resolves the
// runtime's functions itself the first time.
void *swift_retain(void *object) {
    if (real_retain == NULL) resolve();
    record(object, 1, (uintptr_t)__builtin_return_address(0));
    return real_retain(object);
}
void swift_release(void *object) {
    if (real_release == NULL) resolve();
    record(object, 1, (uintptr_t)__builtin_return_address(0));
    real_release(object);
}
void *swift_retain_n(void *object, uint32_t n) {
    if (real_retain_n == NULL) resolve();
    record(object, n, (uintptr_t)__builtin_return_address(0));
    return real_retain_n(object, n);
}
void swift_release_n(void *object, uint32_t n) {
    if (real_release_n == NULL) resolve();
    record(object, n, (uintptr_t)__builtin_return_address(0));
    real_release_n(object, n);
}

// A bridge object (a string's storage, mostly) comes with flag bits around its address. A value with the top
// bit set is immortal (a literal's storage) or no object at all (a small string kept inline): the runtime
// writes nothing for it. Otherwise the address is the value without its top four and low three bits.
static void *bridged_object(void *bits) {
    intptr_t value = (intptr_t)bits;
    return value <= 0 ? NULL : (void *)((uintptr_t)value & 0x0FFFFFFFFFFFFFF8ull);
}
void *swift_bridgeObjectRetain(void *bits) {
    if (real_bridge_retain == NULL) resolve();
    record(bridged_object(bits), 1, (uintptr_t)__builtin_return_address(0));
    return real_bridge_retain(bits);
}
void swift_bridgeObjectRelease(void *bits) {
    if (real_bridge_release == NULL) resolve();
    record(bridged_object(bits), 1, (uintptr_t)__builtin_return_address(0));
    real_bridge_release(bits);
}
void *swift_bridgeObjectRetain_n(void *bits, uint32_t n) {
    if (real_bridge_retain_n == NULL) resolve();
    record(bridged_object(bits), n, (uintptr_t)__builtin_return_address(0));
    return real_bridge_retain_n(bits, n);
}
void swift_bridgeObjectRelease_n(void *bits, uint32_t n) {
    if (real_bridge_release_n == NULL) resolve();
    record(bridged_object(bits), n, (uintptr_t)__builtin_return_address(0));
    real_bridge_release_n(bits, n);
}

struct TypeNamePair {
    const char *data;
    uintptr_t length;
};
extern struct TypeNamePair swift_getTypeName(const void *type, _Bool qualified);

// A growable open-addressing map from two words to a count, a thread count and the last thread seen.
struct entry {
    uintptr_t a, b;
    uint64_t count;
    int threads, last_thread;
};
struct map {
    struct entry *entries;
    size_t capacity, used;
};
static struct entry *map_find(struct map *map, uintptr_t a, uintptr_t b);
static void map_grow(struct map *map) {
    struct map bigger = {calloc(map->capacity * 2, sizeof(struct entry)), map->capacity * 2, 0};
    if (bigger.entries == NULL) abort();
    for (size_t i = 0; i < map->capacity; i++) {
        if (map->entries[i].a == 0 && map->entries[i].b == 0) continue;
        *map_find(&bigger, map->entries[i].a, map->entries[i].b) = map->entries[i];
    }
    free(map->entries);
    *map = bigger;
}
static struct entry *map_find(struct map *map, uintptr_t a, uintptr_t b) {
    if ((map->used + 1) * 2 > map->capacity) map_grow(map);
    size_t h = (size_t)(((a >> 3) ^ (b * 0x100000001b3ull)) * 0x9E3779B97F4A7C15ull >> 20) & (map->capacity - 1);
    for (;; h = (h + 1) & (map->capacity - 1)) {
        struct entry *e = &map->entries[h];
        if (e->a == a && e->b == b) return e;
        if (e->a == 0 && e->b == 0) {
            e->a = a;
            e->b = b;
            map->used++;
            return e;
        }
    }
}
static struct map map_make(void) {
    struct map map = {calloc(1024, sizeof(struct entry)), 1024, 0};
    if (map.entries == NULL) abort();
    return map;
}

static int by_count(const void *x, const void *y) {
    const struct entry *a = x, *b = y;
    return a->count < b->count ? 1 : a->count > b->count ? -1 : 0;
}

static void print_type(FILE *out, uintptr_t type) {
    struct TypeNamePair name = swift_getTypeName((const void *)type, 1);
    if (name.data && name.length) fprintf(out, "%.*s", (int)name.length, name.data);
    else fprintf(out, "(type at %#lx)", (unsigned long)type);
}

// The runtime's empty collections are immortal, statically allocated objects: retaining one reads its count
// and writes nothing, so no line is shared by writing it.
static int is_immortal_singleton(uintptr_t type) {
    struct TypeNamePair name = swift_getTypeName((const void *)type, 1);
    static const char prefix[] = "Swift.__Empty";
    return name.data && name.length >= sizeof prefix - 1 && memcmp(name.data, prefix, sizeof prefix - 1) == 0;
}

static void report(void) {
    atomic_store(&recording, 0);
    int threads = atomic_load(&table_count);
    if (threads > MAX_THREADS) threads = MAX_THREADS;
    const char *limit_text = getenv("SHARED_REFCOUNTS_THREADS");
    int limit = limit_text ? atoi(limit_text) : 8;
    if (limit < 2) limit = 2;
    const char *path = getenv("SHARED_REFCOUNTS_OUT");
    FILE *out = path && *path ? fopen(path, "w") : stderr;
    if (out == NULL) out = stderr;

    // Objects (address, type): total count and the number of threads that counted on them.
    struct map objects = map_make();
    uint64_t total = 0, dropped = 0;
    for (int t = 0; t < threads; t++) {
        if (tables[t].slots == NULL) continue;
        dropped += tables[t].dropped;
        for (uint32_t i = 0; i < tables[t].capacity; i++) {
            struct slot *s = &tables[t].slots[i];
            if (s->object == 0) continue;
            total += s->count;
            struct entry *e = map_find(&objects, s->object, s->type);
            e->count += s->count;
            if (e->last_thread != t + 1) {
                e->threads++;
                e->last_thread = t + 1;
            }
        }
    }
    // The shared objects' counts by type, and by type and call site.
    struct map types = map_make(), sites = map_make();
    uint64_t shared = 0;
    for (int t = 0; t < threads; t++) {
        if (tables[t].slots == NULL) continue;
        for (uint32_t i = 0; i < tables[t].capacity; i++) {
            struct slot *s = &tables[t].slots[i];
            if (s->object == 0) continue;
            struct entry *object = map_find(&objects, s->object, s->type);
            if (object->threads < limit) continue;
            if (object->last_thread != -1 && is_immortal_singleton(s->type)) {
                object->threads = 0;  // left out from here on
                continue;
            }
            shared += s->count;
            struct entry *type = map_find(&types, s->type, 1);
            type->count += s->count;
            if (object->last_thread != -1) {  // each object once in the type's object count
                type->threads++;
                object->last_thread = -1;
            }
            map_find(&sites, s->type, s->site)->count += s->count;
        }
    }
    fprintf(out, "threads that counted references: %d\n", threads);
    fprintf(out, "reference-count calls: %llu; on objects that %d or more threads counted on (immortal runtime singletons left out): %llu (%.2f%%)\n",
            (unsigned long long)total, limit, (unsigned long long)shared, total ? 100.0 * shared / total : 0);
    if (dropped) fprintf(out, "not counted (a thread's table was full): %llu\n", (unsigned long long)dropped);

    size_t type_count = 0;
    for (size_t i = 0; i < types.capacity; i++) if (types.entries[i].a) types.entries[type_count++] = types.entries[i];
    qsort(types.entries, type_count, sizeof(struct entry), by_count);
    size_t site_count = 0;
    for (size_t i = 0; i < sites.capacity; i++) if (sites.entries[i].a) sites.entries[site_count++] = sites.entries[i];
    qsort(sites.entries, site_count, sizeof(struct entry), by_count);

    for (size_t i = 0; i < type_count && i < 20; i++) {
        struct entry *type = &types.entries[i];
        fprintf(out, "\n%12llu  ", (unsigned long long)type->count);
        print_type(out, type->a);
        fprintf(out, " (%d objects)\n", type->threads);
        int shown = 0;
        for (size_t j = 0; j < site_count && shown < 8; j++) {
            if (sites.entries[j].a != type->a) continue;
            Dl_info info;
            const char *module = "?";
            uintptr_t offset = sites.entries[j].b;
            if (dladdr((void *)sites.entries[j].b, &info) && info.dli_fname) {
                module = strrchr(info.dli_fname, '/') ? strrchr(info.dli_fname, '/') + 1 : info.dli_fname;
                offset -= (uintptr_t)info.dli_fbase;
            }
            fprintf(out, "  %12llu  at %s+%#lx\n", (unsigned long long)sites.entries[j].count, module,
                    (unsigned long)offset);
            shown++;
        }
    }
    if (out != stderr) fclose(out);
}

__attribute__((constructor)) static void start(void) {
    resolve();
    if (real_retain && real_release && real_retain_n && real_release_n) {
        atomic_store(&recording, 1);
        atexit(report);
    }
}
