/// A 64-bit hash that is the same in every process and on every machine, for choosing a text cache key's
/// shard. Swift's `Hasher` is seeded afresh in each process, so a shard chosen by it changes from run to
/// run, and with it how many entries each shard's dictionary holds: when it grows (allocations) and, under
/// the cache's bounds, what it evicts (hits and misses). Figures the harness reports as repeatable would
/// then differ between two runs of one scenario. The dictionaries inside the shards still use `Hasher`,
/// whose seed keeps crafted strings from piling into one bucket; a crafted set of strings can only load
/// one shard more than the others here.
///
/// Each 8-byte word is mixed in by an xor, a multiplication by 2⁶⁴/φ and a shift; the state is finished
/// by MurmurHash3's 64-bit finaliser, so every output bit depends on every input bit.
struct StableHasher {
    private var state: UInt64 = 0x243F_6A88_85A3_08D3

    mutating func combine(_ word: UInt64) {
        state = (state ^ word) &* 0x9E37_79B9_7F4A_7C15
        state ^= state >> 29
    }

    /// The bytes as little-endian words, the last one padded with zeros, then their count.
    mutating func combine(bytes: UnsafeRawBufferPointer) {
        var offset = 0
        while offset + 8 <= bytes.count {
            combine(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.count {
            tail |= UInt64(bytes[offset]) << shift
            shift += 8
            offset += 1
        }
        combine(tail)
        combine(UInt64(bytes.count))
    }

    func finalize() -> UInt64 {
        var value = state
        value ^= value >> 33
        value &*= 0xFF51_AFD7_ED55_8CCD
        value ^= value >> 33
        value &*= 0xC4CE_B9FE_1A85_EC53
        value ^= value >> 33
        return value
    }
}
