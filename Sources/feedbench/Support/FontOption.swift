import ArgumentParser
import Foundation
import TextLayout

/// `--font-dir`, shared by every command that lays out text (`@OptionGroup`), and the loading of the
/// fonts it names, with one way of failing: a message on stderr and exit 2.
struct FontOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "The directory holding DejaVuSans.ttf and DejaVuSans-Bold.ttf (default: $FEEDBENCH_FONT_DIR, "
            + "else \(FontDirectory.defaultPath)).",
        valueName: "dir"))
    var fontDir: String?

    /// The fonts, or `feedbench COMMAND: <why>` on stderr and exit 2.
    func loadFonts(for command: String) throws -> FontLibrary {
        do {
            return try FontLibrary.load(directory: fontDir)
        } catch {
            FileHandle.standardError.write(Data("feedbench \(command): \(error)\n".utf8))
            throw ExitCode(2)
        }
    }
}
