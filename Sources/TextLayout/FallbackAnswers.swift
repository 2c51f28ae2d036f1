import Synchronization

/// `FontFallback`'s answers to single-scalar questions (most of them: a CJK ideograph, an emoji, a letter
/// DejaVu lacks), readable by every thread at once without a lock.
///
/// Why: every cluster the primary face cannot draw asks for its fallback. Behind one `Mutex`, 16 workers
/// laying out CJK and emoji text queued on that lock for most of their time (perf on a 16-worker parallel
/// build: 30% of the CPU time spinning in the mutex's slow path, all of it from here).
///
/// An insert-only open-addressing table of atomic 64-bit slots: a slot holds the question's key + 1 in its
/// high half and the answer (the face's index + 1, 0 for "no font covers it") in its low half, so a reader
/// sees a whole entry or none. Writers are serialized by the caller (`FontFallback`'s lock) and a slot,
/// once written, never changes, so a reader's linear probe is safe without a lock: it stops at the key or
/// at an empty slot (not known yet: the caller asks under its lock). The table stops taking entries at
/// three quarters full; later questions are answered under the lock.
final class FallbackAnswers: Sendable {
    /// Slots: a power of two (64 KiB).
    static let capacity = 8192
    private static let capacityBits = 13
    private let slots: InlineArray<8192, Atomic<UInt64>>
    /// Entries written, by writers under the caller's lock only.
    private let entries = Atomic<Int>(0)

    init() {
        slots = InlineArray { _ in Atomic<UInt64>(0) }
    }

    /// What is known of `key` (at most 2^31 - 2): `nil` not known; `.some(nil)` no face covers it;
    /// `.some(index)` the face at `index`.
    func answer(for key: UInt64) -> Int?? {
        let wanted = (key + 1) << 32
        var slot = Self.home(of: key)
        while true {
            let entry = slots[slot].load(ordering: .acquiring)
            if entry == 0 { return nil }
            if entry & 0xFFFF_FFFF_0000_0000 == wanted {
                let face = Int(entry & 0xFFFF_FFFF)
                return .some(face == 0 ? nil : face - 1)
            }
            slot = (slot + 1) & (Self.capacity - 1)
        }
    }

    /// Records `answer` for `key` (not recorded yet). Callers serialize their calls (one lock); the
    /// entry becomes visible to readers at once. Returns false when the table is full enough to stop.
    @discardableResult
    func record(_ answer: Int?, for key: UInt64) -> Bool {
        guard entries.load(ordering: .relaxed) < Self.capacity / 4 * 3 else { return false }
        let entry = (key + 1) << 32 | UInt64(answer.map { $0 + 1 } ?? 0)
        var slot = Self.home(of: key)
        while slots[slot].load(ordering: .relaxed) != 0 { slot = (slot + 1) & (Self.capacity - 1) }
        slots[slot].store(entry, ordering: .releasing)
        entries.wrappingAdd(1, ordering: .relaxed)
        return true
    }

    /// The first slot to probe: Fibonacci hashing spreads neighbouring scalars (a script's block).
    private static func home(of key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - capacityBits))
    }
}
