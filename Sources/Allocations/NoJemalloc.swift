#if NO_JEMALLOC
// A sanitizer build (Package.swift, `NO_JEMALLOC`): jemalloc is not linked, because under a sanitizer
// jemalloc would serve `malloc` and the sanitizer's allocator would then be handed memory it did not
// allocate. This stands in for jemalloc's control call, so the counters keep their API and every read
// fails: they give 0 (a run still works; its allocation figures are reported as unavailable).

/// Fails every read, as jemalloc answers for a name it does not know (ENOENT).
func mallctl(
    _ name: UnsafePointer<CChar>?, _ old: UnsafeMutableRawPointer?, _ oldSize: UnsafeMutablePointer<Int>?,
    _ new: UnsafeMutableRawPointer?, _ newSize: Int
) -> Int32 {
    2
}
#endif
