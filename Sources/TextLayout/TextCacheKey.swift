#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a cached layout depends on: the string, the style and the width.
///
/// The string is keyed by its UTF-8 bytes, not by `String` equality: `String` hashes and compares
/// canonically (normalising to NFC), which costs several times a byte hash on non-ASCII text, and a
/// layout depends on the bytes anyway (its line ranges are UTF-8 offsets, and "é" precomposed and
/// decomposed shape differently).
///
/// Two hashes are computed once, when the key is made: `hash`, seeded as every Swift hash is, for the
/// shard's dictionary, and `shardHash`, the same in every process (`StableHasher`), for choosing the shard.
/// Equality compares the hash first, then the storage address (a hit on a string the caller measured
/// before shares its storage with the stored key), and only then the bytes.
struct TextCacheKey: Hashable, Sendable {
    let string: String
    let style: TextStyle
    /// Normalised by `normalizedWidth`.
    let width: Double
    let hash: Int
    /// The same for equal keys in every process: picks the key's shard (`TextCache`).
    let shardHash: UInt64

    /// - Complexity: O(n) in the string's UTF-8 length (one pass of the hasher).
    init(string: String, style: TextStyle, width: Double) {
        self.string = string
        self.style = style
        self.width = Self.normalizedWidth(width)
        var hasher = Hasher()
        var stable = StableHasher()
        let hashedBytes: Void? = string.utf8.withContiguousStorageIfAvailable { bytes in
            hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
            stable.combine(bytes: UnsafeRawBufferPointer(bytes))
        }
        if hashedBytes == nil {
            let bytes = Array(string.utf8)
            bytes.withUnsafeBytes { bytes in
                hasher.combine(bytes: bytes)
                stable.combine(bytes: bytes)
            }
        }
        hasher.combine(string.utf8.count)
        hasher.combine(style)
        hasher.combine(self.width)
        hash = hasher.finalize()
        style.combine(into: &stable)
        stable.combine(self.width.bitPattern)
        shardHash = stable.finalize()
    }

    /// NaN (the layout engine's "undefined") and +infinity both mean unconstrained, and -0 is 0,
    /// so each width has one representation in the cache.
    static func normalizedWidth(_ width: Double) -> Double {
        if width.isNaN || width == .infinity { return .infinity }
        return width == 0 ? 0 : width
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }

    static func == (lhs: TextCacheKey, rhs: TextCacheKey) -> Bool {
        lhs.hash == rhs.hash && lhs.width == rhs.width && lhs.style == rhs.style
            && sameBytes(lhs.string, rhs.string)
    }

    /// Byte equality of two strings' UTF-8, with a shortcut for shared storage.
    ///
    /// - Complexity: O(1) for shared storage, else O(n).
    private static func sameBytes(_ lhs: String, _ rhs: String) -> Bool {
        let count = lhs.utf8.count
        guard count == rhs.utf8.count else { return false }
        let compared = lhs.utf8.withContiguousStorageIfAvailable { left in
            rhs.utf8.withContiguousStorageIfAvailable { right in
                guard let leftBase = left.baseAddress, let rightBase = right.baseAddress else { return true }
                return leftBase == rightBase || memcmp(leftBase, rightBase, count) == 0
            }
        }
        if let compared, let result = compared { return result }
        return lhs.utf8.elementsEqual(rhs.utf8)
    }
}
