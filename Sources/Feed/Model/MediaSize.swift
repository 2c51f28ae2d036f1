/// The natural size of a photo, video or link image, in points. Both sides are positive and finite; the
/// pipelines scale media to the column width keeping this aspect ratio.
public struct MediaSize: Hashable, Sendable, Codable {
    public let width: Double
    public let height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Width divided by height.
    public var aspectRatio: Double { width / height }

    public init(from decoder: any Decoder) throws {
        self = try ScenarioReader.decode(decoder) { reader, value, path in reader.readMediaSize(value, at: path) }
    }
}
