import Foundation

/// How the viewport moves, one step per frame.
///
/// JSON: `{"kind": "constant", "pointsPerFrame": 12, "frames": 600}` scrolls the same distance every
/// frame; `{"kind": "fling", "initialVelocity": 6000, "deceleration": 0.998}` starts at `initialVelocity`
/// points per second and slows down as UIKit's scroll views do: the velocity is multiplied by
/// `deceleration` every millisecond (0.998 is UIKit's "normal" rate, 0.99 its "fast" one). A fling ends
/// at the first frame after which less than `flingStopDistance` points remain to travel.
/// `{"kind": "gestures", "gestures": [...]}` (format version 2) chains `ScrollGesture`s, each starting
/// where the previous ended: drags, flings, pauses, and scrolling back up (negative speeds). Offsets never
/// go below 0: an upward gesture that reaches the top stays there for the rest of its frames. Offsets are
/// not clamped at the content's end, which only the pipelines know: they show the last screen for any
/// offset past it.
public enum ScrollScript: Hashable, Sendable, Codable {
    case constant(pointsPerFrame: Double, frames: Int)
    case fling(initialVelocity: Double, deceleration: Double)
    case gestures([ScrollGesture])

    public enum Kind: String, CaseIterable, Sendable {
        case constant, fling, gestures
    }

    public var kind: Kind {
        switch self {
        case .constant: return .constant
        case .fling: return .fling
        case .gestures: return .gestures
        }
    }

    /// A fling stops once the distance still to travel is below this many points (invisible on screen).
    public static let flingStopDistance = 0.5

    /// The number of frames the script lasts when each frame lasts `frameBudget` milliseconds.
    /// At least 1 for a valid script; clamped to `ScenarioLimits.standard.maximumFrames` otherwise.
    public func frameCount(frameBudget: Double) -> Int {
        let exact = exactFrameCount(frameBudget: frameBudget)
        guard exact.isFinite else { return ScenarioLimits.standard.maximumFrames }
        return Int(min(max(exact, 1), Double(ScenarioLimits.standard.maximumFrames)))
    }

    /// The scroll offset, in points from the top of the feed, at the end of each frame
    /// (`frameCount(frameBudget:)` values, never decreasing).
    ///
    /// - Complexity: O(frames).
    public func offsets(frameBudget: Double) -> [Double] {
        let frames = frameCount(frameBudget: frameBudget)
        switch self {
        case .constant(let pointsPerFrame, _):
            return (1...frames).map { Double($0) * pointsPerFrame }
        case .fling(let initialVelocity, let deceleration):
            let logRate = Foundation.log(deceleration)
            let perMillisecond = initialVelocity / 1_000
            return (1...frames).map { frame in
                let elapsed = Double(frame) * frameBudget
                return perMillisecond * (Foundation.pow(deceleration, elapsed) - 1) / logRate
            }
        case .gestures(let gestures):
            var offsets: [Double] = []
            offsets.reserveCapacity(frames)
            var offset = 0.0
            for gesture in gestures where offsets.count < frames {
                let count = Self.frames(of: gesture, frameBudget: frameBudget)
                let start = offset
                for displacement in gesture.displacements(frames: min(count, frames - offsets.count), frameBudget: frameBudget) {
                    offset = max(0, start + displacement)
                    offsets.append(offset)
                }
            }
            return offsets
        }
    }

    /// The frames one gesture lasts: at least 1, at most the frame limit.
    static func frames(of gesture: ScrollGesture, frameBudget: Double) -> Int {
        let exact = gesture.exactFrameCount(frameBudget: frameBudget)
        guard exact.isFinite else { return ScenarioLimits.standard.maximumFrames }
        return Int(min(max(exact, 1), Double(ScenarioLimits.standard.maximumFrames)))
    }

    /// The frame count before rounding and clamping; may be huge or not finite for an invalid script.
    func exactFrameCount(frameBudget: Double) -> Double {
        switch self {
        case .constant(_, let frames):
            return Double(frames)
        case .fling(let initialVelocity, let deceleration):
            // Distance left at time t (ms): v0 / 1000 * r^t / -ln r. Solve for distance left = stop distance.
            let logRate = Foundation.log(deceleration)
            let ratio = Self.flingStopDistance * -logRate * 1_000 / initialVelocity
            guard ratio < 1 else { return 1 }
            return (Foundation.log(ratio) / logRate / frameBudget).rounded(.up)
        case .gestures(let gestures):
            return gestures.reduce(0) { $0 + max(1, $1.exactFrameCount(frameBudget: frameBudget)) }
        }
    }

    private enum CodingKeys: String, CodingKey {
        case kind, pointsPerFrame, frames, initialVelocity, deceleration, gestures
    }

    public init(from decoder: any Decoder) throws {
        self = try ScenarioReader.decode(decoder) { reader, value, path in reader.readScroll(value, at: path) }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind.rawValue, forKey: .kind)
        switch self {
        case .constant(let pointsPerFrame, let frames):
            try container.encode(pointsPerFrame, forKey: .pointsPerFrame)
            try container.encode(frames, forKey: .frames)
        case .fling(let initialVelocity, let deceleration):
            try container.encode(initialVelocity, forKey: .initialVelocity)
            try container.encode(deceleration, forKey: .deceleration)
        case .gestures(let gestures):
            try container.encode(gestures, forKey: .gestures)
        }
    }
}
