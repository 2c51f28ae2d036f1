#if NO_JEMALLOC
// A sanitizer build (Package.swift, `NO_JEMALLOC`): jemalloc is not linked, because under a sanitizer
// jemalloc would serve `malloc` and the sanitizer's allocator would then be handed memory it did not
// allocate. These stand in for jemalloc's control calls, so the counters keep their API and every one
// fails: reads give 0, and every arena is the one placeholder arena 0, which counts nothing but can be
// bound to (a run still works; its allocation figures are reported as unavailable).

/// Fails every read, except the arena calls that must work for a run: `arenas.create` and
/// `thread.arena` answer arena 0.
func mallctl(
    _ name: UnsafePointer<CChar>?, _ old: UnsafeMutableRawPointer?, _ oldSize: UnsafeMutablePointer<Int>?,
    _ new: UnsafeMutableRawPointer?, _ newSize: Int
) -> Int32 {
    guard let name, String(cString: name) == "arenas.create" else { return noJemalloc }
    return placeholderArena(old, oldSize)
}

func mallctlnametomib(_ name: UnsafePointer<CChar>?, _ mib: UnsafeMutablePointer<Int>?, _ count: UnsafeMutablePointer<Int>?)
    -> Int32 {
    // One element, so `Arena.threadArena` is not empty; `mallctlbymib` treats any MIB as `thread.arena`.
    guard let mib, let count, count.pointee >= 1 else { return noJemalloc }
    mib.pointee = 0
    count.pointee = 1
    return 0
}

func mallctlbymib(
    _ mib: UnsafePointer<Int>?, _ count: Int, _ old: UnsafeMutableRawPointer?, _ oldSize: UnsafeMutablePointer<Int>?,
    _ new: UnsafeMutableRawPointer?, _ newSize: Int
) -> Int32 {
    guard mib != nil, count == 1 else { return noJemalloc }
    return placeholderArena(old, oldSize)
}

/// ENOENT, as jemalloc answers for a name it does not know.
private let noJemalloc: Int32 = 2

private func placeholderArena(_ old: UnsafeMutableRawPointer?, _ oldSize: UnsafeMutablePointer<Int>?) -> Int32 {
    if let old, let oldSize, oldSize.pointee == MemoryLayout<UInt32>.size {
        old.storeBytes(of: UInt32(0), as: UInt32.self)
    }
    return 0
}
#endif
