/// Why the fonts could not be loaded. Every case names the file or directory involved, so the
/// message alone tells a user what to install or which path to fix.
public enum FontError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No file at `path`.
    case fileMissing(path: String)
    /// A file exists at `path` but could not be read (permissions, a directory, an I/O error).
    case fileUnreadable(path: String)
    /// The file at `path` was read but HarfBuzz found no font in it (no glyphs, no units per em).
    case notAFont(path: String)

    public var description: String {
        let hint = "install Debian's fonts-dejavu-core (scripts/bootstrap does), or point "
            + "\(FontDirectory.environmentVariable) or --font-dir at a directory holding "
            + "\(TextFont.regular.fileName) and \(TextFont.bold.fileName)"
        switch self {
        case .fileMissing(let path):
            return "font file not found: \(path); \(hint)"
        case .fileUnreadable(let path):
            return "font file cannot be read: \(path); check that it is a readable file"
        case .notAFont(let path):
            return "not a usable font (HarfBuzz found no glyphs): \(path); \(hint)"
        }
    }
}
