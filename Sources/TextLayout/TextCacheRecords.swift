import Synchronization

/// What a `TextCacheShard` knows of each stored key, kept where a lookup can read it without the shard's
/// lock: each slot's key (hash, width, style, bytes), its metrics and its "used" flag, and an index from a
/// key's hash to its slot. The shard writes all of it under its lock; `metrics(for:)` reads it with none.
///
/// Why: a hit under the lock writes the lock's cache line twice, and 16 threads hitting shards at random
/// fetch that line from one another's caches on almost every hit (`text-bench --threads 16` on a 16-core
/// machine: 0.73 µs a hit against 0.37 µs on one thread). A read here writes nothing shared: the lines it
/// reads stay in every core's cache until a store or an eviction in the same shard changes them.
///
/// How readers stay safe without the lock (a sequence lock):
/// - every word a reader may see is an `Atomic`, written by the shard under its lock between `beginWrite()`
///   (the sequence number turns odd) and `endWrite()` (even again);
/// - a reader notes the number before reading and checks it after; if a write began or ended meanwhile it
///   drops what it read (the shard's locked path answers instead), so it never returns a torn record;
/// - memory is never freed while the records live: records sit in segments that stay once made; the index,
///   the segment directory and a slot's key buffer are replaced only by larger ones, the old ones kept until
///   `deinit`; each of those buffers starts with its own length, so a reader following a stale or torn
///   pointer reads allocated memory within its bounds;
/// - probes are bounded, and a slot outside the directory reads as absent.
///
/// Memory grows with the slots in use (a segment of 64 records at a time), not with the shard's bound: the
/// harness's caches are bounded by bytes, with an entry bound of 2³⁰.
///
/// `@unchecked Sendable`: raw buffers of atomics, written only under the owning shard's `Mutex`, read as
/// above; `retired` and `indexed` are touched under that lock only.
final class TextCacheRecords: @unchecked Sendable {
    /// Odd while the shard writes.
    private let sequence = Atomic<UInt64>(0)
    /// A buffer `[n, segment 0, ..., segment n-1]`: each segment's address, 0 until made.
    private let directory = Atomic<UInt64>(0)
    /// A buffer `[cells, cell 0, ...]`: open addressing by hash, linear probing, each cell 0 (empty) or a
    /// slot + 1; cells a power of two, at most half of them used.
    private let index = Atomic<UInt64>(0)
    /// Buffers replaced by larger ones, and every segment, freed with the records.
    private var retired: [UnsafeMutablePointer<Atomic<UInt64>>] = []
    private var segments: [UnsafeMutablePointer<Atomic<UInt64>>] = []
    /// Slots in the index.
    private var indexed = 0

    /// A record's words.
    fileprivate enum Word {
        static let hash = 0, width = 1, size = 2, lineHeight = 3, enums = 4, maxLines = 5, keyCount = 6
        static let keyBuffer = 7, metricsWidth = 8, metricsHeight = 9, metricsLineHeight = 10
        static let metricsBaseline = 11, metricsTruncated = 12, referenced = 13, occupied = 14
        /// Two cache lines: the key's on the first, the metrics and the flag a hit may set on the second.
        static let count = 16
    }

    private static let slotsPerSegment = 64

    init() {}

    deinit {
        for segment in segments {
            for slot in 0..<Self.slotsPerSegment {
                let buffer = segment + (slot * Word.count + Word.keyBuffer)
                if let key = Self.buffer(at: buffer.pointee.load(ordering: .relaxed)) { Self.free(key) }
            }
            segment.deinitialize(count: Self.slotsPerSegment * Word.count)
            segment.deallocate()
        }
        for buffer in retired { Self.free(buffer) }
        if let buffer = Self.buffer(at: directory.load(ordering: .relaxed)) { Self.free(buffer) }
        if let buffer = Self.buffer(at: index.load(ordering: .relaxed)) { Self.free(buffer) }
    }

    // MARK: Reading without the lock

    /// What a lookup without the lock found.
    enum Lookup {
        /// The key's metrics (its slot flagged as used).
        case found(TextMetrics)
        /// Not stored when the records were read, with no write overlapping the read.
        case absent
        /// Writes overlapped both tries, or the style holds a NaN (compared bit by bit here, a NaN would match
        /// where the shard's own comparison does not): only the shard, under its lock, can answer.
        case unknown
    }

    /// The metrics stored for `key`, flagging its slot as used, or whether the key is known to be absent.
    ///
    /// - Complexity: O(1) expected, plus one comparison of the key's bytes; writes nothing shared unless the
    ///   slot's flag was clear.
    func metrics(for key: TextCacheKey) -> Lookup {
        guard let style = StyleWords(key.style) else { return .unknown }
        for _ in 0..<2 {
            let before = sequence.load(ordering: .acquiring)
            guard before & 1 == 0 else { continue }
            var found = Lookup.absent
            if let record = firstRecord(hash: key.hash, { record in
                record[Word.width].load(ordering: .relaxed) == key.width.bitPattern
                    && style.matches(record) && Self.keyMatches(record, key.bytes)
            }) {
                found = .found(Self.metrics(of: record))
                // A flag set on a slot that a store has just reused only keeps that entry a little longer.
                Self.markUsed(record)
            }
            atomicMemoryFence(ordering: .acquiring)
            if sequence.load(ordering: .relaxed) == before { return found }
        }
        return .unknown
    }

    // MARK: Under the shard's lock

    /// The occupied slot with `key`'s hash, width and bytes for which `styleMatches` holds.
    func slot(of key: TextCacheKey, styleMatches: (Int) -> Bool) -> Int? {
        var found: Int?
        _ = firstRecord(hash: key.hash) { record in
            guard record[Word.width].load(ordering: .relaxed) == key.width.bitPattern,
                  Self.keyMatches(record, key.bytes) else { return false }
            let slot = Int(record[Word.occupied].load(ordering: .relaxed)) - 1
            guard styleMatches(slot) else { return false }
            found = slot
            return true
        }
        return found
    }

    /// The stored metrics of `slot`.
    func metrics(at slot: Int) -> TextMetrics {
        Self.metrics(of: writableRecord(slot))
    }

    /// Flags `slot` as used, writing only when the flag is clear.
    func markUsed(_ slot: Int) {
        Self.markUsed(writableRecord(slot))
    }

    /// Whether `slot` was used since the flag was last cleared; clears it.
    func takeUsed(_ slot: Int) -> Bool {
        writableRecord(slot)[Word.referenced].exchange(0, ordering: .relaxed) != 0
    }

    /// Opens a write: readers that overlap it retry or give up. Call under the shard's lock.
    func beginWrite() {
        sequence.store(sequence.load(ordering: .relaxed) &+ 1, ordering: .relaxed)
        atomicMemoryFence(ordering: .releasing)
    }

    /// Closes the write opened by `beginWrite()`.
    func endWrite() {
        sequence.store(sequence.load(ordering: .relaxed) &+ 1, ordering: .releasing)
    }

    /// Records `key` with `metrics` in the free slot `slot` and indexes it (inside a write).
    func insert(_ key: TextCacheKey, metrics: TextMetrics, at slot: Int) {
        makeRoom(for: slot)
        let record = writableRecord(slot)
        let style = StyleWords(unchecked: key.style)
        record[Word.hash].store(UInt64(bitPattern: Int64(key.hash)), ordering: .relaxed)
        record[Word.width].store(key.width.bitPattern, ordering: .relaxed)
        record[Word.size].store(style.size, ordering: .relaxed)
        record[Word.lineHeight].store(style.lineHeight, ordering: .relaxed)
        record[Word.enums].store(style.enums, ordering: .relaxed)
        record[Word.maxLines].store(style.maxLines, ordering: .relaxed)
        storeKey(key.bytes, in: record)
        record[Word.metricsWidth].store(metrics.width.bitPattern, ordering: .relaxed)
        record[Word.metricsHeight].store(metrics.height.bitPattern, ordering: .relaxed)
        record[Word.metricsLineHeight].store(metrics.lineHeight.bitPattern, ordering: .relaxed)
        record[Word.metricsBaseline].store(metrics.firstBaseline.bitPattern, ordering: .relaxed)
        record[Word.metricsTruncated].store(metrics.isTruncated ? 1 : 0, ordering: .relaxed)
        record[Word.referenced].store(0, ordering: .relaxed)
        // The slot + 1: a record read through the index names its own slot.
        record[Word.occupied].store(UInt64(slot + 1), ordering: .relaxed)
        if (indexed + 1) * 2 > currentIndexCells { growIndex() }
        place(slot, hash: key.hash, in: currentIndex)
        indexed += 1
    }

    /// Unindexes `slot` and marks it free (inside a write). Its key buffer stays, for the next key.
    func remove(_ slot: Int) {
        let record = writableRecord(slot)
        let cells = currentIndex
        let mask = Int(cells[0].load(ordering: .relaxed)) - 1
        let hash = Int(Int64(bitPattern: record[Word.hash].load(ordering: .relaxed)))
        var cell = Self.home(of: hash, mask: mask)
        var probes = 0
        while cells[1 + cell].load(ordering: .relaxed) != UInt64(slot + 1) {
            cell = (cell + 1) & mask
            probes += 1
            precondition(probes <= mask, "a stored text cache slot is indexed")
        }
        // Backward-shift deletion: each later entry of the probe run that may move closer to its home fills the
        // hole, so no tombstones are needed and every run stays unbroken.
        var hole = cell
        var next = (hole + 1) & mask
        while true {
            let entry = cells[1 + next].load(ordering: .relaxed)
            if entry == 0 { break }
            let entryHash = Int(Int64(bitPattern: writableRecord(Int(entry) - 1)[Word.hash].load(ordering: .relaxed)))
            let entryHome = Self.home(of: entryHash, mask: mask)
            // It may move unless its home lies cyclically after the hole, up to its own cell.
            if (hole - entryHome) & mask < (next - entryHome) & mask {
                cells[1 + hole].store(entry, ordering: .relaxed)
                hole = next
            }
            next = (next + 1) & mask
        }
        cells[1 + hole].store(0, ordering: .relaxed)
        record[Word.occupied].store(0, ordering: .relaxed)
        record[Word.referenced].store(0, ordering: .relaxed)
        indexed -= 1
    }

    /// Unindexes every slot (inside a write).
    func removeAll() {
        guard let cells = Self.buffer(at: index.load(ordering: .relaxed)) else { return }
        let count = Int(cells[0].load(ordering: .relaxed))
        for cell in 0..<count {
            let entry = cells[1 + cell].load(ordering: .relaxed)
            guard entry != 0 else { continue }
            let record = writableRecord(Int(entry) - 1)
            record[Word.occupied].store(0, ordering: .relaxed)
            record[Word.referenced].store(0, ordering: .relaxed)
            cells[1 + cell].store(0, ordering: .relaxed)
        }
        indexed = 0
    }

    // MARK: Records and buffers

    /// `slot`'s record as a reader finds it: `nil` when its segment is not (yet) in the directory it read.
    @inline(__always)
    private func record(_ slot: Int) -> UnsafeMutablePointer<Atomic<UInt64>>? {
        guard let directory = Self.buffer(at: directory.load(ordering: .acquiring)) else { return nil }
        let segment = slot / Self.slotsPerSegment
        guard segment < Int(directory[0].load(ordering: .relaxed)),
              let records = Self.buffer(at: directory[1 + segment].load(ordering: .acquiring)) else { return nil }
        return records + (slot % Self.slotsPerSegment) * Word.count
    }

    /// `slot`'s record, which the writer made (`makeRoom`).
    private func writableRecord(_ slot: Int) -> UnsafeMutablePointer<Atomic<UInt64>> {
        guard let record = record(slot) else { preconditionFailure("text cache slot \(slot) has a record") }
        return record
    }

    /// Makes `slot`'s segment, growing the directory when it is too short.
    private func makeRoom(for slot: Int) {
        let segment = slot / Self.slotsPerSegment
        var directory = Self.buffer(at: directory.load(ordering: .relaxed))
        let length = directory.map { Int($0[0].load(ordering: .relaxed)) } ?? 0
        if segment >= length {
            let grown = Self.allocate(length: max(4, length * 2, segment + 1))
            if let old = directory {
                for index in 0..<length { grown[1 + index].store(old[1 + index].load(ordering: .relaxed), ordering: .relaxed) }
                retired.append(old)
            }
            self.directory.store(UInt64(UInt(bitPattern: grown)), ordering: .releasing)
            directory = grown
        }
        guard let directory, directory[1 + segment].load(ordering: .relaxed) == 0 else { return }
        let records = UnsafeMutablePointer<Atomic<UInt64>>.allocate(capacity: Self.slotsPerSegment * Word.count)
        for offset in 0..<Self.slotsPerSegment * Word.count { (records + offset).initialize(to: Atomic(0)) }
        segments.append(records)
        directory[1 + segment].store(UInt64(UInt(bitPattern: records)), ordering: .releasing)
    }

    private var currentIndex: UnsafeMutablePointer<Atomic<UInt64>> {
        if let cells = Self.buffer(at: index.load(ordering: .relaxed)) { return cells }
        let cells = Self.allocate(length: 16)
        index.store(UInt64(UInt(bitPattern: cells)), ordering: .releasing)
        return cells
    }

    private var currentIndexCells: Int { Int(currentIndex[0].load(ordering: .relaxed)) }

    /// Replaces the index by one twice its size holding the same slots.
    private func growIndex() {
        let old = currentIndex
        let count = Int(old[0].load(ordering: .relaxed))
        let grown = Self.allocate(length: count * 2)
        for cell in 0..<count {
            let entry = old[1 + cell].load(ordering: .relaxed)
            guard entry != 0 else { continue }
            let slot = Int(entry) - 1
            place(slot, hash: Int(Int64(bitPattern: writableRecord(slot)[Word.hash].load(ordering: .relaxed))), in: grown)
        }
        index.store(UInt64(UInt(bitPattern: grown)), ordering: .releasing)
        retired.append(old)
    }

    /// Puts `slot` in the first empty cell from its hash's home.
    private func place(_ slot: Int, hash: Int, in cells: UnsafeMutablePointer<Atomic<UInt64>>) {
        let mask = Int(cells[0].load(ordering: .relaxed)) - 1
        var cell = Self.home(of: hash, mask: mask)
        while cells[1 + cell].load(ordering: .relaxed) != 0 { cell = (cell + 1) & mask }
        cells[1 + cell].store(UInt64(slot + 1), ordering: .relaxed)
    }

    /// The first record in the index with `hash`, occupied, for which `matches` holds; at most one pass.
    @inline(__always)
    private func firstRecord(hash: Int, _ matches: (UnsafeMutablePointer<Atomic<UInt64>>) -> Bool)
        -> UnsafeMutablePointer<Atomic<UInt64>>? {
        guard let cells = Self.buffer(at: index.load(ordering: .acquiring)) else { return nil }
        let count = Int(cells[0].load(ordering: .relaxed))
        let wanted = UInt64(bitPattern: Int64(hash))
        var cell = Self.home(of: hash, mask: count - 1)
        for _ in 0..<count {
            let entry = cells[1 + cell].load(ordering: .relaxed)
            if entry == 0 { return nil }
            if let record = record(Int(entry) - 1), record[Word.hash].load(ordering: .relaxed) == wanted,
               record[Word.occupied].load(ordering: .relaxed) == entry, matches(record) {
                return record
            }
            cell = (cell + 1) & (count - 1)
        }
        return nil
    }

    @inline(__always)
    private static func home(of hash: Int, mask: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(hash)) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    private static func metrics(of record: UnsafeMutablePointer<Atomic<UInt64>>) -> TextMetrics {
        TextMetrics(
            width: Double(bitPattern: record[Word.metricsWidth].load(ordering: .relaxed)),
            height: Double(bitPattern: record[Word.metricsHeight].load(ordering: .relaxed)),
            lineHeight: Double(bitPattern: record[Word.metricsLineHeight].load(ordering: .relaxed)),
            firstBaseline: Double(bitPattern: record[Word.metricsBaseline].load(ordering: .relaxed)),
            isTruncated: record[Word.metricsTruncated].load(ordering: .relaxed) != 0)
    }

    @inline(__always)
    private static func markUsed(_ record: UnsafeMutablePointer<Atomic<UInt64>>) {
        if record[Word.referenced].load(ordering: .relaxed) == 0 { record[Word.referenced].store(1, ordering: .relaxed) }
    }

    /// Whether the record's key bytes are `bytes`, compared a word at a time within the buffer's own length.
    private static func keyMatches(_ record: UnsafeMutablePointer<Atomic<UInt64>>, _ bytes: UnsafeRawBufferPointer) -> Bool {
        guard record[Word.keyCount].load(ordering: .relaxed) == UInt64(bytes.count) else { return false }
        let wordCount = (bytes.count + 7) / 8
        guard wordCount > 0 else { return true }
        // Acquiring: a buffer published by a store is read whole, its length word included.
        guard let buffer = buffer(at: record[Word.keyBuffer].load(ordering: .acquiring)),
              Int(buffer[0].load(ordering: .relaxed)) >= wordCount else { return false }
        let fullWords = bytes.count / 8
        var offset = 0
        while offset < fullWords {
            let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset * 8, as: UInt64.self))
            if buffer[1 + offset].load(ordering: .relaxed) != word { return false }
            offset += 1
        }
        return fullWords == wordCount || buffer[1 + fullWords].load(ordering: .relaxed) == word(of: bytes, at: fullWords)
    }

    /// Copies `bytes` into the record's key buffer, replacing it by a larger one when it is too short.
    private func storeKey(_ bytes: UnsafeRawBufferPointer, in record: UnsafeMutablePointer<Atomic<UInt64>>) {
        let wordCount = (bytes.count + 7) / 8
        var buffer = Self.buffer(at: record[Word.keyBuffer].load(ordering: .relaxed))
        if wordCount > 0, buffer.map({ Int($0[0].load(ordering: .relaxed)) < wordCount }) ?? true {
            if let old = buffer { retired.append(old) }
            let fresh = Self.allocate(length: max(wordCount, 4))
            record[Word.keyBuffer].store(UInt64(UInt(bitPattern: fresh)), ordering: .releasing)
            buffer = fresh
        }
        if let buffer {
            for offset in 0..<wordCount { buffer[1 + offset].store(Self.word(of: bytes, at: offset), ordering: .relaxed) }
        }
        record[Word.keyCount].store(UInt64(bytes.count), ordering: .relaxed)
    }

    /// Word `offset` of `bytes`, little-endian, the last one padded with zeros.
    @inline(__always)
    private static func word(of bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt64 {
        let start = offset * 8
        if start + 8 <= bytes.count {
            return UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: start, as: UInt64.self))
        }
        if bytes.count >= 8 {
            // The last 8 bytes in one load, shifted down to the ones past `start`.
            let last = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self))
            return last >> UInt64((8 - (bytes.count - start)) * 8)
        }
        var value: UInt64 = 0
        for index in start..<bytes.count { value |= UInt64(bytes[index]) << UInt64((index - start) * 8) }
        return value
    }

    /// A buffer of `length` zero words after its length word.
    private static func allocate(length: Int) -> UnsafeMutablePointer<Atomic<UInt64>> {
        let buffer = UnsafeMutablePointer<Atomic<UInt64>>.allocate(capacity: length + 1)
        buffer.initialize(to: Atomic(UInt64(length)))
        for offset in 1...length { (buffer + offset).initialize(to: Atomic(0)) }
        return buffer
    }

    private static func buffer(at address: UInt64) -> UnsafeMutablePointer<Atomic<UInt64>>? {
        UnsafeMutablePointer(bitPattern: UInt(address))
    }

    private static func free(_ buffer: UnsafeMutablePointer<Atomic<UInt64>>) {
        let length = Int(buffer[0].load(ordering: .relaxed))
        buffer.deinitialize(count: length + 1)
        buffer.deallocate()
    }
}

/// A text style as four words, compared bit by bit by lock-free readers.
private struct StyleWords {
    let size: UInt64
    let lineHeight: UInt64
    let enums: UInt64
    let maxLines: UInt64

    /// `nil` for a style holding a NaN, which `==` never matches and bits would.
    init?(_ style: TextStyle) {
        self.init(unchecked: style)
        guard !Double(bitPattern: size).isNaN, !Double(bitPattern: lineHeight).isNaN else { return nil }
    }

    init(unchecked style: TextStyle) {
        size = style.size.bitPattern
        let kind: UInt64
        switch style.lineHeight {
        case .automatic:
            kind = 0
            lineHeight = 0
        case .multiple(let factor):
            kind = 1
            lineHeight = factor.bitPattern
        case .points(let points):
            kind = 2
            lineHeight = points.bitPattern
        }
        // Exhaustive switches: a new case must be given a number of its own here.
        let font: UInt64 = switch style.font {
        case .regular: 0
        case .bold: 1
        }
        let truncation: UInt64 = switch style.truncation {
        case .tail: 0
        case .clip: 1
        }
        let alignment: UInt64 = switch style.alignment {
        case .left: 0
        case .center: 1
        case .right: 2
        }
        enums = font | kind << 8 | truncation << 16 | alignment << 24
        maxLines = UInt64(bitPattern: Int64(style.maxLines))
    }

    @inline(__always)
    func matches(_ record: UnsafeMutablePointer<Atomic<UInt64>>) -> Bool {
        typealias Word = TextCacheRecords.Word
        return record[Word.size].load(ordering: .relaxed) == size
            && record[Word.lineHeight].load(ordering: .relaxed) == lineHeight
            && record[Word.enums].load(ordering: .relaxed) == enums
            && record[Word.maxLines].load(ordering: .relaxed) == maxLines
    }
}
