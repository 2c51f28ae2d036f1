/// Pixel bytes whose first byte sits on a cache line (64 bytes), held in a Swift array: a value, copied on write.
///
/// A plain `[UInt8]`'s elements start 32 bytes into its allocation (after the array's header), so every row a
/// SIMD loop writes into one straddles cache lines: TurboJPEG decoded a small photo into one 20% slower than into
/// memory of its own (`feedbench draw-bench --width 200 --scale 2`). The array holds 63 bytes more than the
/// pixels, and the pixels start at the first aligned byte of it.
///
/// An array moves only when it is written while shared (copy on write), and its copy may be aligned otherwise:
/// `start` records where the pixels are, so reading is always right, and `withUnsafeMutableBytes` moves them
/// back onto a cache line before handing them out.
public struct PixelBuffer: Sendable, Hashable, RandomAccessCollection {
    /// The alignment of the first pixel: a cache line.
    static let alignment = 64

    private var storage: [UInt8]
    /// Where the pixels begin in `storage`.
    private var start: Int
    /// How many bytes of pixels there are.
    public let count: Int

    /// `count` bytes of zeros.
    public init(zeroed count: Int) {
        let count = Swift.max(0, count)
        storage = [UInt8](repeating: 0, count: count + Self.alignment - 1)
        start = storage.withUnsafeBytes { Self.alignedStart(of: $0.baseAddress) }
        self.count = count
    }

    /// `count` bytes written by `initialize`, which must write every one of them (no zeroing first: decoding a
    /// photo writes them all, and zeroing them cost a tenth of it).
    public init(count: Int, initializingWith initialize: (UnsafeMutableRawBufferPointer) -> Void) {
        let count = Swift.max(0, count)
        var alignedStart = 0
        storage = [UInt8](unsafeUninitializedCapacity: count + Self.alignment - 1) { buffer, initialized in
            alignedStart = Self.alignedStart(of: buffer.baseAddress.map(UnsafeRawPointer.init))
            initialize(UnsafeMutableRawBufferPointer(rebasing: UnsafeMutableRawBufferPointer(buffer)[alignedStart..<alignedStart + count]))
            // UInt8 is trivial: the bytes around the pixels need no initializing to be read or freed.
            initialized = count + Self.alignment - 1
        }
        start = alignedStart
        self.count = count
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(position: Int) -> UInt8 {
        get { storage[start + position] }
        set { storage[start + position] = newValue }
    }

    /// `body` given the pixels' bytes, read only.
    public func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try storage.withUnsafeBytes { bytes in
            try body(UnsafeRawBufferPointer(rebasing: bytes[start..<start + count]))
        }
    }

    /// `body` given the pixels' bytes to write, on a cache line: pixels shared with another buffer are copied
    /// first, and moved when the copy is aligned otherwise.
    public mutating func withUnsafeMutableBytes<Result>(_ body: (UnsafeMutableRawBufferPointer) throws -> Result) rethrows -> Result {
        let (count, oldStart) = (count, start)
        var newStart = oldStart
        let result = try storage.withUnsafeMutableBytes { bytes -> Result in
            newStart = Self.alignedStart(of: bytes.baseAddress.map(UnsafeRawPointer.init))
            if newStart != oldStart, let base = bytes.baseAddress {
                (base + newStart).copyMemory(from: base + oldStart, byteCount: count)
            }
            return try body(UnsafeMutableRawBufferPointer(rebasing: bytes[newStart..<newStart + count]))
        }
        start = newStart
        return result
    }

    public static func == (lhs: PixelBuffer, rhs: PixelBuffer) -> Bool {
        lhs.count == rhs.count && lhs.withUnsafeBytes { left in rhs.withUnsafeBytes { right in left.elementsEqual(right) } }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        withUnsafeBytes { hasher.combine(bytes: $0) }
    }

    /// The offset of the first 64-byte aligned address at or after `base`.
    private static func alignedStart(of base: UnsafeRawPointer?) -> Int {
        guard let base else { return 0 }
        let misalignment = Int(bitPattern: base) % alignment
        return misalignment == 0 ? 0 : alignment - misalignment
    }
}
