/// How the viewport moves, one step per frame: a list of `ScrollGesture`s, each starting where the previous
/// ended. Offsets never go below 0: an upward gesture that reaches the top stays there for the rest of its
/// frames. Offsets are not clamped at the content's end, which only the pipelines know: they show the last
/// screen for any offset past it.
///
/// JSON: `{"kind": "gestures", "gestures": [...]}` (format version 2) chains gestures: drags, flings, pauses,
/// and scrolling back up (negative speeds). Version 1's two forms are one-gesture scripts, written back as
/// they were read: `{"kind": "constant", "pointsPerFrame": 12, "frames": 600}` scrolls the same distance
/// every frame; `{"kind": "fling", "initialVelocity": 6000, "deceleration": 0.998}` is one downward fling
/// (`ScrollGesture.fling`).
public struct ScrollScript: Hashable, Sendable, Codable {
    /// The gestures, in order; one for the version-1 forms.
    public let gestures: [ScrollGesture]
    /// How the script is written in JSON: `constant` and `fling` hold their one gesture.
    public let kind: Kind

    public enum Kind: String, CaseIterable, Sendable {
        case constant, fling, gestures
    }

    private init(gestures: [ScrollGesture], kind: Kind) {
        self.gestures = gestures
        self.kind = kind
    }

    /// Version 1's steady scroll: `pointsPerFrame` points down every frame, for `frames` frames.
    public static func constant(pointsPerFrame: Double, frames: Int) -> ScrollScript {
        ScrollScript(gestures: [.constant(pointsPerFrame: pointsPerFrame, frames: frames)], kind: .constant)
    }

    /// Version 1's fling: one downward `ScrollGesture.fling`.
    public static func fling(initialVelocity: Double, deceleration: Double) -> ScrollScript {
        ScrollScript(gestures: [.fling(initialVelocity: initialVelocity, deceleration: deceleration)], kind: .fling)
    }

    /// Version 2's chain of gestures.
    public static func gestures(_ gestures: [ScrollGesture]) -> ScrollScript {
        ScrollScript(gestures: gestures, kind: .gestures)
    }

    /// The number of frames the script lasts when each frame lasts `frameBudget` milliseconds.
    /// At least 1 for a valid script; clamped to `ScenarioLimits.standard.maximumFrames` otherwise.
    public func frameCount(frameBudget: Double) -> Int {
        Self.clampedFrames(exactFrameCount(frameBudget: frameBudget))
    }

    /// The scroll offset, in points from the top of the feed, at the end of each frame
    /// (`frameCount(frameBudget:)` values).
    ///
    /// - Complexity: O(frames).
    public func offsets(frameBudget: Double) -> [Double] {
        let frames = frameCount(frameBudget: frameBudget)
        var offsets: [Double] = []
        offsets.reserveCapacity(frames)
        var offset = 0.0
        for gesture in gestures where offsets.count < frames {
            let count = Self.clampedFrames(gesture.exactFrameCount(frameBudget: frameBudget))
            let start = offset
            for displacement in gesture.displacements(frames: min(count, frames - offsets.count), frameBudget: frameBudget) {
                offset = max(0, start + displacement)
                offsets.append(offset)
            }
        }
        return offsets
    }

    /// The frame count before rounding and clamping (each gesture at least 1); may be huge or not finite
    /// for an invalid script.
    func exactFrameCount(frameBudget: Double) -> Double {
        gestures.reduce(0) { $0 + max(1, $1.exactFrameCount(frameBudget: frameBudget)) }
    }

    /// A frame count as run: at least 1, at most the frame limit (the limit where it is not finite).
    static func clampedFrames(_ exact: Double) -> Int {
        guard exact.isFinite else { return ScenarioLimits.standard.maximumFrames }
        return Int(min(max(exact, 1), Double(ScenarioLimits.standard.maximumFrames)))
    }

    private enum CodingKeys: String, CodingKey {
        case kind, gestures
    }

    public init(from decoder: any Decoder) throws {
        self = try ScenarioReader.decode(decoder) { reader, value, path in reader.readScroll(value, at: path) }
    }

    /// A version-1 form is its one gesture's JSON (the same keys); a chain is the list.
    public func encode(to encoder: any Encoder) throws {
        if kind != .gestures, gestures.count == 1 {
            try gestures[0].encode(to: encoder)
            return
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Kind.gestures.rawValue, forKey: .kind)
        try container.encode(gestures, forKey: .gestures)
    }
}
