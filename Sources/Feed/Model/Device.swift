/// The screen the feed is laid out for: the viewport in points and the display scale (pixels per point,
/// used to round layouts to the pixel grid).
public struct Device: Hashable, Sendable, Codable {
    /// A label for reports, e.g. "iPhone SE"; optional.
    public let name: String?
    /// Viewport width in points: the column width of the feed.
    public let width: Double
    /// Viewport height in points: how much of the feed is visible at once.
    public let height: Double
    /// Pixels per point (1, 2 or 3 on real phones).
    public let scale: Double

    public init(name: String? = nil, width: Double, height: Double, scale: Double) {
        self.name = name
        self.width = width
        self.height = height
        self.scale = scale
    }

    public init(from decoder: any Decoder) throws {
        self = try ScenarioReader.decode(decoder) { reader, value, path in reader.readDevice(value, at: path) }
    }
}
