import DequeModule
import Foundation
import Synchronization

/// The JPEG files of a feed's photos, in memory: what stands for the network and the disk cache. A photo is
/// made (`PhotoGenerator`, encoded at quality 85) the first time it is asked for and kept while the store
/// holds fewer than `capacityBytes`; past that the oldest go first. Fetching is not drawing: the harness
/// fills the store before the timed frames, and the views decode what they fetch, timed where they do.
///
/// Thread: any; one lock around the table (a photo is made outside it, so workers do not wait on each
/// other's encoding).
public final class PhotoStore: Sendable {
    /// A photo's identity: its id at a size in pixels.
    public struct Key: Hashable, Sendable {
        public let id: String
        public let width: Int
        public let height: Int

        public init(id: String, width: Int, height: Int) {
            self.id = id
            self.width = width
            self.height = height
        }
    }

    private struct State {
        var files: [Key: Data] = [:]
        /// Keys oldest first: the order of eviction.
        var order: Deque<Key> = []
        var bytes = 0
        var made = 0
    }

    public let capacityBytes: Int
    private let state = Mutex(State())

    public init(capacityBytes: Int = 256 << 20) {
        self.capacityBytes = max(0, capacityBytes)
    }

    /// The JPEG file of `key`, made now when the store does not hold it.
    public func jpeg(_ key: Key) -> Data {
        if let file = state.withLock({ $0.files[key] }) { return file }
        let width = min(max(1, key.width), 8_192)
        let height = min(max(1, key.height), 8_192)
        let rgb = PhotoGenerator.rgb(id: key.id, width: width, height: height)
        // Encoding valid RGB of a valid size cannot fail; were it to, an empty file stands for a broken photo.
        let file = (try? JPEG.encode(rgb: rgb, width: width, height: height)) ?? Data()
        return state.withLock { state in
            if let existing = state.files[key] { return existing }
            state.made += 1
            state.files[key] = file
            state.order.append(key)
            state.bytes += file.count
            while state.bytes > capacityBytes, state.order.count > 1 {
                let oldest = state.order.removeFirst()
                state.bytes -= state.files.removeValue(forKey: oldest)?.count ?? 0
            }
            return file
        }
    }

    /// Photos held, their bytes, and photos made since the store was created (a photo evicted and asked for
    /// again is made again).
    public var statistics: (photos: Int, bytes: Int, made: Int) {
        state.withLock { ($0.files.count, $0.bytes, $0.made) }
    }
}
