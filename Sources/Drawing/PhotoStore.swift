import DequeModule
import Foundation
import Synchronization

/// The JPEG files of a feed's photos, in memory: what stands for the network and the disk cache. A photo is
/// a name served at a size in pixels (registered from the feed, before any frame); its file is made
/// (`PhotoGenerator`, encoded at quality 85) when it is prepared, outside the timed frames, as a feed's images
/// are downloaded ahead of the rows that show them. The store holds at most `capacityBytes` of files, the
/// oldest made going first; a photo asked for while not held is made then, counted (`statistics.madeLate`)
/// as it costs the frame that asked.
///
/// Thread: any; one lock around the table (a file is made outside it, so threads do not wait on each
/// other's encoding).
public final class PhotoStore: Sendable {
    private struct Entry {
        var width: Int
        var height: Int
        var file: Data?
    }

    private struct State {
        var entries: [String: Entry] = [:]
        /// Names whose file is held, oldest first: the order of eviction.
        var order: Deque<String> = []
        var bytes = 0
        var made = 0
        var madeLate = 0
    }

    /// One store for a process: the photos of a scenario are made once, whatever runs it and how often.
    /// Its files also on disk, in `FEEDBENCH_PHOTO_CACHE` (`off`: none), by default
    /// `~/.cache/feedbench/photos`: a photo is made once per machine, not once per process.
    public static let shared = PhotoStore(directory: defaultDirectory)

    public let capacityBytes: Int
    /// Where the files are kept between processes (the disk cache); `nil`: memory only.
    public let directory: URL?
    private let state = Mutex(State())

    public init(capacityBytes: Int = 512 << 20, directory: URL? = nil) {
        self.capacityBytes = max(0, capacityBytes)
        self.directory = directory
        if let directory { try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true) }
    }

    static var defaultDirectory: URL? {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["FEEDBENCH_PHOTO_CACHE"] {
            return path == "off" || path.isEmpty ? nil : URL(fileURLWithPath: path)
        }
        let home = environment["XDG_CACHE_HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
        return home.appendingPathComponent("feedbench/photos")
    }

    /// Records that photo `name` is served at `width × height` pixels (clamped to 1...4,096), without making
    /// it: a feed's image list, known before any frame. A photo registered at another size is made again.
    public func register(_ name: String, width: Int, height: Int) {
        let size = (Self.clamped(width), Self.clamped(height))
        state.withLock { state in
            if let entry = state.entries[name], entry.width == size.0, entry.height == size.1 { return }
            if let old = state.entries[name]?.file {
                state.bytes -= old.count
                state.order.removeAll { $0 == name }
            }
            state.entries[name] = Entry(width: size.0, height: size.1, file: nil)
        }
    }

    /// Makes photo `name`'s file, unless it is held: at its registered size, else at `width × height`.
    public func prepare(_ name: String, width: Int, height: Int) {
        let entry = state.withLock { $0.entries[name] }
        guard entry?.file == nil else { return }
        let size = (Self.clamped(entry?.width ?? width), Self.clamped(entry?.height ?? height))
        store(name, width: size.0, height: size.1, file: file(name, width: size.0, height: size.1), late: false)
    }

    /// The file of photo `name`: the one held, or one made now (at its registered size, else at
    /// `width × height`), counted as made late.
    public func jpeg(named name: String, width: Int, height: Int) -> Data {
        let entry = state.withLock { $0.entries[name] }
        if let file = entry?.file { return file }
        let size = (Self.clamped(entry?.width ?? width), Self.clamped(entry?.height ?? height))
        let file = file(name, width: size.0, height: size.1)
        store(name, width: size.0, height: size.1, file: file, late: true)
        return file
    }

    /// Photos whose file is held, those files' bytes, files made since the store was created, and those of
    /// them made when a photo was asked for rather than prepared.
    public var statistics: (photos: Int, bytes: Int, made: Int, madeLate: Int) {
        state.withLock { ($0.order.count, $0.bytes, $0.made, $0.madeLate) }
    }

    private func store(_ name: String, width: Int, height: Int, file: Data, late: Bool) {
        state.withLock { state in
            if let old = state.entries[name]?.file {
                state.bytes -= old.count
                state.order.removeAll { $0 == name }
            }
            state.entries[name] = Entry(width: width, height: height, file: file)
            state.order.append(name)
            state.bytes += file.count
            state.made += 1
            if late { state.madeLate += 1 }
            while state.bytes > capacityBytes, state.order.count > 1, let oldest = state.order.popFirst() {
                state.bytes -= state.entries[oldest]?.file?.count ?? 0
                state.entries[oldest]?.file = nil
            }
        }
    }

    private static func clamped(_ side: Int) -> Int { min(max(1, side), 4_096) }

    /// Encoding valid RGB of a valid size cannot fail; were it to, an empty file stands for a broken photo
    /// (it is not decoded, and the view shows its background).
    /// The file from the disk cache when it holds one of that size, else made (and written there, atomically,
    /// so processes making the same photo at once each write a whole file).
    private func file(_ name: String, width: Int, height: Int) -> Data {
        guard let directory else { return Self.make(name, width: width, height: height) }
        // The name hashed (a scenario's ids are any strings), with the size and the generator's version.
        let hash = String(PhotoGenerator.stableHash(name), radix: 16)
        let url = directory.appendingPathComponent("\(hash)-\(width)x\(height)-v\(PhotoGenerator.version).jpg")
        if let cached = try? Data(contentsOf: url), let size = JPEG.size(of: cached), size == (width, height) {
            return cached
        }
        let made = Self.make(name, width: width, height: height)
        try? made.write(to: url, options: .atomic)
        return made
    }

    private static func make(_ name: String, width: Int, height: Int) -> Data {
        (try? JPEG.encode(rgb: PhotoGenerator.rgb(id: name, width: width, height: height), width: width, height: height))
            ?? Data()
    }
}
