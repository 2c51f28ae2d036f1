import Foundation

/// One gesture of a scroll script (`ScrollScript`). Negative speeds scroll back up.
///
/// JSON: `{"kind": "constant", "pointsPerFrame": 12, "frames": 100}` (a steady drag),
/// `{"kind": "fling", "initialVelocity": -6000, "deceleration": 0.998}` (a flick that slows down as
/// UIKit's scroll views do), `{"kind": "pause", "frames": 30}` (the finger rests).
///
/// A fling starts at `initialVelocity` points per second and its velocity is multiplied by `deceleration`
/// every millisecond (0.998 is UIKit's "normal" rate, 0.99 its "fast" one). It ends at the first frame after
/// which less than `flingStopDistance` points remain to travel.
public enum ScrollGesture: Hashable, Sendable, Codable {
    case constant(pointsPerFrame: Double, frames: Int)
    case fling(initialVelocity: Double, deceleration: Double)
    case pause(frames: Int)

    public enum Kind: String, CaseIterable, Sendable {
        case constant, fling, pause
    }

    public var kind: Kind {
        switch self {
        case .constant: .constant
        case .fling: .fling
        case .pause: .pause
        }
    }

    /// A fling stops once the distance still to travel is below this many points (invisible on screen).
    public static let flingStopDistance = 0.5

    /// The frames the gesture lasts at `frameBudget` (before any clamping); may be huge or not finite
    /// for an invalid fling.
    func exactFrameCount(frameBudget: Double) -> Double {
        switch self {
        case .constant(_, let frames), .pause(let frames):
            return Double(frames)
        case .fling(let velocity, let deceleration):
            // Distance left at time t (ms): |v0| / 1000 * r^t / -ln r. Solve for distance left = stop distance.
            let logRate = Foundation.log(deceleration)
            let ratio = Self.flingStopDistance * -logRate * 1_000 / abs(velocity)
            guard ratio < 1 else { return 1 }
            return (Foundation.log(ratio) / logRate / frameBudget).rounded(.up)
        }
    }

    /// How far the gesture has moved at the end of each of its `frames` frames, from where it started
    /// (negative: up).
    func displacements(frames: Int, frameBudget: Double) -> [Double] {
        guard frames > 0 else { return [] }
        switch self {
        case .constant(let pointsPerFrame, _):
            return (1...frames).map { Double($0) * pointsPerFrame }
        case .pause:
            return Array(repeating: 0, count: frames)
        case .fling(let velocity, let deceleration):
            let logRate = Foundation.log(deceleration)
            let perMillisecond = velocity / 1_000
            return (1...frames).map { frame in
                perMillisecond * (Foundation.pow(deceleration, Double(frame) * frameBudget) - 1) / logRate
            }
        }
    }

    private enum CodingKeys: String, CodingKey {
        case kind, pointsPerFrame, frames, initialVelocity, deceleration
    }

    public init(from decoder: any Decoder) throws {
        self = try ScenarioReader.decode(decoder) { reader, value, path in reader.readGesture(value, at: path) }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind.rawValue, forKey: .kind)
        switch self {
        case .constant(let pointsPerFrame, let frames):
            try container.encode(pointsPerFrame, forKey: .pointsPerFrame)
            try container.encode(frames, forKey: .frames)
        case .fling(let velocity, let deceleration):
            try container.encode(velocity, forKey: .initialVelocity)
            try container.encode(deceleration, forKey: .deceleration)
        case .pause(let frames):
            try container.encode(frames, forKey: .frames)
        }
    }
}
