/// One repetition's frames as columns, one array per field of `FrameSample` (index i of every array is
/// frame i): the frame file's layout. A column of similar numbers compresses to about half of what the same
/// frames as objects do.
public struct FrameColumns: Hashable, Sendable, Codable {
    public var frame: [Int] = []
    public var milliseconds: [Double] = []
    public var cpuMilliseconds: [Double] = []
    public var build: [Double] = []
    public var layout: [Double] = []
    public var mount: [Double] = []
    public var scroll: [Double] = []
    public var update: [Double] = []
    public var navigation: [Double] = []
    public var display: [Double] = []
    public var wait: [Double] = []
    public var allocatedBytes: [UInt64] = []
    public var viewsCreated: [Int] = []
    public var liveViews: [Int] = []
    public var offset: [Double] = []

    public init(_ samples: [FrameSample]) {
        for sample in samples {
            frame.append(sample.frame)
            milliseconds.append(sample.milliseconds)
            cpuMilliseconds.append(sample.cpuMilliseconds)
            build.append(sample.passes.build)
            layout.append(sample.passes.layout)
            mount.append(sample.passes.mount)
            scroll.append(sample.passes.scroll)
            update.append(sample.passes.update)
            navigation.append(sample.passes.navigation)
            display.append(sample.passes.display)
            wait.append(sample.passes.wait)
            allocatedBytes.append(sample.allocatedBytes)
            viewsCreated.append(sample.viewsCreated)
            liveViews.append(sample.liveViews)
            offset.append(sample.offset)
        }
    }

    /// The frames again, or the first column whose length differs from `frame`'s.
    public func samples() -> Result<[FrameSample], ColumnLengthMismatch> {
        let count = frame.count
        let lengths: [(String, Int)] = [
            ("milliseconds", milliseconds.count), ("cpuMilliseconds", cpuMilliseconds.count), ("build", build.count),
            ("layout", layout.count), ("mount", mount.count), ("scroll", scroll.count), ("update", update.count),
            ("navigation", navigation.count), ("display", display.count), ("wait", wait.count), ("allocatedBytes", allocatedBytes.count),
            ("viewsCreated", viewsCreated.count), ("liveViews", liveViews.count), ("offset", offset.count),
        ]
        if let (name, length) = lengths.first(where: { $0.1 != count }) {
            return .failure(ColumnLengthMismatch(column: name, length: length, expected: count))
        }
        return .success((0..<count).map { i in
            FrameSample(frame: frame[i], milliseconds: milliseconds[i], cpuMilliseconds: cpuMilliseconds[i],
                        passes: FramePassTimes(build: build[i], layout: layout[i], mount: mount[i], scroll: scroll[i],
                                               update: update[i], navigation: navigation[i], display: display[i],
                                               wait: wait[i]),
                        allocatedBytes: allocatedBytes[i], viewsCreated: viewsCreated[i], liveViews: liveViews[i],
                        offset: offset[i])
        })
    }
}

/// A column of a frame file whose length is not its table's.
public struct ColumnLengthMismatch: Error, Hashable, Sendable, CustomStringConvertible {
    public let column: String
    public let length: Int
    public let expected: Int

    public var description: String { "\(column) has \(length) values where frame has \(expected)" }
}
