/// A face's vertical metrics at one point size, in points.
public struct FontMetrics: Sendable, Hashable, Codable {
    /// Distance from the baseline up to the top of the line's content (positive).
    public let ascender: Double
    /// Distance from the baseline down to the bottom of the line's content (positive).
    public let descender: Double
    /// Extra space the font asks for between lines.
    public let lineGap: Double

    /// The font's own line height: ascender + descender + line gap. `LineHeight.automatic` uses it.
    public var naturalLineHeight: Double { ascender + descender + lineGap }

    init(face: FontFace, size: Double) {
        let scale = size / Double(face.unitsPerEm)
        ascender = Double(face.ascender) * scale
        descender = -Double(face.descender) * scale
        lineGap = Double(face.lineGap) * scale
    }
}
