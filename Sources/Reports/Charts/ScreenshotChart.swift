import Drawing
import Foundation
import Harness

/// A pipeline's first screen as it was drawn (`RunResult.firstScreenPNG`), beside its wireframe: the PNG in the
/// run folder is at the device's scale; the page shows a JPEG preview at one pixel per point, inline (a
/// `data:` image, which the page's policy allows), so that a report of photo feeds stays a few megabytes.
enum ScreenshotChart {
    static func make(_ png: Data, width: Double, height: Double, scale: Double, pipeline: PipelineKind, file: String) -> HTML? {
        guard let full = Bitmap(png: png, scale: scale), let jpeg = full.scaled(to: 1).jpegData(quality: 80) else { return nil }
        let look = Series.of(pipeline)
        return .el("figure", [], [
            .el("img", [("src", "data:image/jpeg;base64," + jpeg.base64EncodedString()),
                        ("width", Format.coordinate(width * WireframeChart.scale)),
                        ("height", Format.coordinate(height * WireframeChart.scale)),
                        ("alt", "\(look.name) first screen as drawn")]),
            .el("figcaption", [("class", look.name == "MVC" ? "mvc" : "components")],
                text: "\(look.name) as drawn (\(file), \(full.width) × \(full.height) pixels)"),
        ])
    }
}
