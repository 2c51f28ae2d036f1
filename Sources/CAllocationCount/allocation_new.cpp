// C++'s replaceable allocation functions, counted as the C ones are (allocation_entry_points.c): jemalloc
// exports operator new of its own, which the C entry points would not see. The delete operators stay
// jemalloc's: every block still comes from jemalloc.
#include <cstddef>
#include <new>

extern "C" void *feedbench_counted_allocation(std::size_t size, std::size_t alignment);

namespace {

// The standard's loop: ask again after each new-handler call; without a handler, throw.
void *allocate(std::size_t size, std::size_t alignment) {
    for (;;) {
        if (void *block = feedbench_counted_allocation(size, alignment)) return block;
        std::new_handler handler = std::get_new_handler();
        if (handler == nullptr) throw std::bad_alloc();
        handler();
    }
}

void *allocateOrNull(std::size_t size, std::size_t alignment) noexcept {
    try {
        return allocate(size, alignment);
    } catch (...) {
        return nullptr;
    }
}

} // namespace

void *operator new(std::size_t size) { return allocate(size, 0); }
void *operator new[](std::size_t size) { return allocate(size, 0); }
void *operator new(std::size_t size, const std::nothrow_t &) noexcept { return allocateOrNull(size, 0); }
void *operator new[](std::size_t size, const std::nothrow_t &) noexcept { return allocateOrNull(size, 0); }
void *operator new(std::size_t size, std::align_val_t alignment) {
    return allocate(size, static_cast<std::size_t>(alignment));
}
void *operator new[](std::size_t size, std::align_val_t alignment) {
    return allocate(size, static_cast<std::size_t>(alignment));
}
void *operator new(std::size_t size, std::align_val_t alignment, const std::nothrow_t &) noexcept {
    return allocateOrNull(size, static_cast<std::size_t>(alignment));
}
void *operator new[](std::size_t size, std::align_val_t alignment, const std::nothrow_t &) noexcept {
    return allocateOrNull(size, static_cast<std::size_t>(alignment));
}
