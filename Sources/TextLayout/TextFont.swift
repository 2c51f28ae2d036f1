/// The faces FeedBench sets text in: DejaVu Sans, regular and bold (Debian's fonts-dejavu-core).
///
/// A closed set on purpose: every pipeline and every reference measurement (`hb-shape`) must use the
/// same font files, so a style names a face, not a file.
public enum TextFont: String, Sendable, Hashable, CaseIterable, Codable {
    case regular
    case bold

    /// The file name of this face inside a font directory.
    public var fileName: String {
        switch self {
        case .regular: return "DejaVuSans.ttf"
        case .bold: return "DejaVuSans-Bold.ttf"
        }
    }
}
