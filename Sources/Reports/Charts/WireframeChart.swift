import Foundation
import Harness

/// A pipeline's first screen as it was mounted: the real frame of every view drawn as a box at the
/// device's size, with its text where it shows one.
enum WireframeChart {
    static let scale = 0.8

    static func make(_ wireframe: Wireframe, pipeline: PipelineKind) -> HTML {
        let look = Series.of(pipeline)
        let width = wireframe.width * scale
        let height = wireframe.height * scale
        var nodes: [HTML] = [SVG.rect(0, 0, width, height, fill: "#fff", stroke: "#888")]
        for box in wireframe.boxes {
            let title = "\(box.kind) \(Format.coordinate(box.x)),\(Format.coordinate(box.y)) "
                + "\(Format.coordinate(box.width))×\(Format.coordinate(box.height)) pt"
                + (box.text.map { ": \($0)" } ?? "")
            nodes.append(SVG.rect(box.x * scale, box.y * scale, box.width * scale, box.height * scale,
                                  fill: box.text == nil ? "none" : "#f3f6fb", stroke: look.color, title: title,
                                  extra: [("stroke-opacity", "0.55")]))
            if let text = box.text, box.height * scale >= 8 {
                // Clamped before converting: a box read from a run folder can be any finite size.
                let characters = Int(max(1, min(box.width * scale / 5.2, 10_000)))
                let shown = text.count > characters ? String(text.prefix(max(1, characters - 1))) + "…" : text
                nodes.append(SVG.text(box.x * scale + 2, box.y * scale + min(box.height * scale - 2, 10), shown, size: 8,
                                      fill: "#222"))
            }
        }
        return .el("figure", [], [
            SVG.svg(width: width, height: height,
                    label: "\(look.name) first screen: \(wireframe.boxes.count) views", nodes),
            .el("figcaption", [("class", look.name == "MVC" ? "mvc" : "components")],
                text: "\(look.name): \(wireframe.boxes.count) views on the first screen"),
        ])
    }
}
