import ArgumentParser
import Foundation
import TextLayout

/// `--font-dir`, shared by every command that lays out text (`@OptionGroup`), and the loading of the
/// fonts it names.
struct FontOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "The directory holding DejaVuSans.ttf and DejaVuSans-Bold.ttf (default: $FEEDBENCH_FONT_DIR, "
            + "else \(FontDirectory.defaultPath)).",
        valueName: "dir"))
    var fontDir: String?

    /// The fonts; fonts that cannot be loaded are bad input.
    func loadFonts() throws(CommandFailure) -> FontLibrary {
        do {
            return try FontLibrary.load(directory: fontDir)
        } catch {
            throw .badInput("\(error)")
        }
    }
}
