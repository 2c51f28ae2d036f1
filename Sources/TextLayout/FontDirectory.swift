#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the font files are looked up: an explicit directory first, then the environment variable
/// `FEEDBENCH_FONT_DIR`, then Debian's DejaVu directory.
///
/// An empty explicit value or an empty variable counts as unset, so `FEEDBENCH_FONT_DIR=` in a CI
/// script does not silently point at the working directory.
public enum FontDirectory {
    /// The environment variable that overrides the default directory.
    public static let environmentVariable = "FEEDBENCH_FONT_DIR"

    /// Where Debian's fonts-dejavu-core installs DejaVu Sans.
    public static let defaultPath = "/usr/share/fonts/truetype/dejavu"

    /// The directory to load fonts from.
    ///
    /// - Parameters:
    ///   - explicit: a directory given by the caller (a command-line option); wins when non-empty.
    ///   - environment: the value of `FEEDBENCH_FONT_DIR`; read from the process when not given.
    public static func resolve(explicit: String? = nil, environment: String?? = nil) -> String {
        if let explicit, !explicit.isEmpty { return explicit }
        let fromEnvironment = environment ?? processEnvironmentValue()
        if let fromEnvironment, !fromEnvironment.isEmpty { return fromEnvironment }
        return defaultPath
    }

    /// The path of `font` inside `directory`.
    public static func path(of font: TextFont, in directory: String) -> String {
        directory.hasSuffix("/") ? directory + font.fileName : directory + "/" + font.fileName
    }

    private static func processEnvironmentValue() -> String? {
        guard let value = getenv(environmentVariable) else { return nil }
        return String(cString: value)
    }
}
