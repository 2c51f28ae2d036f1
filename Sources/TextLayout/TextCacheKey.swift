/// What a cached layout depends on, as a lookup sees it: the string's UTF-8 bytes, the style and the width.
///
/// The bytes are borrowed from the caller's string for one call (`with`), not held: a key that held the
/// string retained it, and a stored key compared by copy retained the stored string, a line that every
/// thread looking that string up shares. The shard keeps its own copy of a stored key's bytes
/// (`TextCacheShard`), so a hit counts no reference on anything the cache holds (reading the caller's bytes
/// still retains the caller's own string for the call).
///
/// The string is keyed by its UTF-8 bytes, not by `String` equality: `String` hashes and compares
/// canonically (normalising to NFC), which costs several times a byte hash on non-ASCII text, and a
/// layout depends on the bytes anyway (its line ranges are UTF-8 offsets, and "é" precomposed and
/// decomposed shape differently).
///
/// Two hashes are computed once, when the key is made: `hash`, seeded as every Swift hash is, for the
/// shard's index, and `shardHash`, the same in every process (`StableHasher`), for choosing the shard.
/// Trivial (a pointer, a style and numbers): copying it counts no reference.
struct TextCacheKey {
    /// Valid only inside the `with` call that made the key.
    let bytes: UnsafeRawBufferPointer
    let style: TextStyle
    /// Normalised by `normalizedWidth`.
    let width: Double
    let hash: Int
    /// The same for equal keys in every process: picks the key's shard (`TextCache`).
    let shardHash: UInt64

    /// - Complexity: O(n) in the byte count (one pass of each hasher).
    private init(bytes: UnsafeRawBufferPointer, style: TextStyle, width: Double) {
        let width = Self.normalizedWidth(width)
        var hasher = Hasher()
        var stable = StableHasher()
        hasher.combine(bytes: bytes)
        stable.combine(bytes: bytes)
        hasher.combine(bytes.count)
        hasher.combine(style)
        hasher.combine(width)
        style.combine(into: &stable)
        stable.combine(width.bitPattern)
        self.init(bytes: bytes, style: style, width: width, hash: hasher.finalize(), shardHash: stable.finalize())
    }

    /// A key with the hashes given, not computed: tests make keys whose hashes collide with it. `width` must
    /// be normalised.
    init(bytes: UnsafeRawBufferPointer, style: TextStyle, width: Double, hash: Int, shardHash: UInt64) {
        self.bytes = bytes
        self.style = style
        self.width = width
        self.hash = hash
        self.shardHash = shardHash
    }

    /// `body` given the key of `string` in `style` at `width`, its bytes borrowed for the call (copied
    /// first only for a string without contiguous UTF-8). Inlined: called, it had `TextEngine`'s closures
    /// retain the engine, which every worker shares, once per measurement (`scripts/shared-refcounts`).
    @inline(__always)
    static func with<Result>(_ string: String, style: TextStyle, width: Double,
                             _ body: (TextCacheKey) -> Result) -> Result {
        if let result = string.utf8.withContiguousStorageIfAvailable({ bytes in
            body(TextCacheKey(bytes: UnsafeRawBufferPointer(bytes), style: style, width: width))
        }) {
            return result
        }
        return Array(string.utf8).withUnsafeBytes { body(TextCacheKey(bytes: $0, style: style, width: width)) }
    }

    /// NaN (the layout engine's "undefined") and +infinity both mean unconstrained, and -0 is 0,
    /// so each width has one representation in the cache.
    static func normalizedWidth(_ width: Double) -> Double {
        if width.isNaN || width == .infinity { return .infinity }
        return width == 0 ? 0 : width
    }
}
