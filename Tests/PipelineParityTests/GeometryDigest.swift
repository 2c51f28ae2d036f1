import FeedStyle
import Geometry
import Views

/// The geometry of a view tree, for comparing pipelines: one entry per showing view, named by its
/// path of kinds (each with its index among showing siblings of that kind), with its frame in the
/// root's coordinates (the root at the origin) in whole pixels.
struct GeometryDigest: Equatable {
    struct Entry: Equatable, CustomStringConvertible {
        let path: String
        let frame: [Int]

        var description: String { "\(path) \(frame)" }
    }

    let entries: [Entry]

    @MainActor
    init(root: View, scale: Double) {
        var entries: [Entry] = []
        func pixels(_ value: Double) -> Int { Int((value * scale).rounded()) }
        func visit(_ view: View, path: String, origin: Point) {
            entries.append(Entry(path: path, frame: [pixels(origin.x), pixels(origin.y),
                                                     pixels(view.frame.width), pixels(view.frame.height)]))
            var seen: [ViewKind: Int] = [:]
            for subview in view.subviews where !subview.isHidden {
                let index = seen[subview.kind, default: 0]
                seen[subview.kind] = index + 1
                visit(subview, path: "\(path)/\(subview.kind.name)[\(index)]",
                      origin: Point(x: origin.x + subview.frame.minX, y: origin.y + subview.frame.minY))
            }
        }
        visit(root, path: root.kind.name, origin: .zero)
        self.entries = entries.sorted { $0.path < $1.path }
    }

    /// A stable hash (FNV-1a, 64 bits) of the entries, for reports.
    var hash: UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in entries.map(\.description).joined(separator: "\n").utf8 {
            value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return value
    }

    /// The first entry that differs from `other`'s, described for a failure message; nil when equal.
    func firstDifference(from other: GeometryDigest) -> String? {
        for (mine, theirs) in zip(entries, other.entries) where mine != theirs {
            return "\(mine) vs \(theirs)"
        }
        if entries.count != other.entries.count {
            let longer = entries.count > other.entries.count ? entries : other.entries
            return "view counts differ (\(entries.count) vs \(other.entries.count)); first extra: "
                + "\(longer[min(entries.count, other.entries.count)])"
        }
        return nil
    }
}
