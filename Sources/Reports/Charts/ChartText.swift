/// Text in charts. A chart's viewBox is at most 640 units wide and shrinks to a phone's column (about 358 px
/// at 390 px wide), so its text is 16 units: about 9 px there, 16 px at full size.
enum ChartText {
    static let size = 16.0
    /// The gap kept between two labels side by side.
    static let gap = 8.0

    /// A generous estimate of a label's width: DejaVu Sans, the charts' font, averages about 0.6 em a
    /// character (digits 0.64), and no browser measures text for us.
    static func width(_ string: String, size: Double = size) -> Double {
        Double(string.count) * size * 0.62
    }
}
