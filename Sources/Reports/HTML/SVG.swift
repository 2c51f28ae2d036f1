/// A small SVG builder over `HTML`: every label goes through `HTML.text`, so it is escaped; every shape can
/// carry a `<title>`, which a browser shows on hover, the chart's values in words.
enum SVG {
    static func svg(width: Double, height: Double, label: String, _ children: [HTML]) -> HTML {
        .el("svg", [("xmlns", "http://www.w3.org/2000/svg"), ("viewBox", "0 0 \(c(width)) \(c(height))"),
                    ("width", c(width)), ("height", c(height)), ("role", "img"), ("aria-label", label)],
            [.el("title", text: label)] + children)
    }

    /// A chart's root: its viewBox, and its size in the attributes, which give the aspect ratio; its own style lets
    /// it shrink to a narrow column and keep that ratio (`height: auto`) whatever the page's style sheet says,
    /// and its class lets the page's style sheet size it further.
    static func chart(width: Double, height: Double, label: String, _ children: [HTML]) -> HTML {
        .el("svg", [("xmlns", "http://www.w3.org/2000/svg"), ("viewBox", "0 0 \(c(width)) \(c(height))"),
                    ("width", c(width)), ("height", c(height)), ("class", "chart"),
                    ("style", "max-width:100%;height:auto"), ("role", "img"), ("aria-label", label)],
            [.el("title", text: label)] + children)
    }

    /// Shapes that share one `<title>`: a mark made of several lines and its label.
    static func group(title: String, _ children: [HTML]) -> HTML {
        .el("g", [], [.el("title", text: title)] + children)
    }

    static func polygon(_ points: [(Double, Double)], fill: String, stroke: String? = nil, title: String) -> HTML {
        var attributes = [("points", points.map { "\(c($0.0)),\(c($0.1))" }.joined(separator: " ")), ("fill", fill)]
        if let stroke { attributes += [("stroke", stroke), ("stroke-width", "1.5")] }
        return .el("polygon", attributes, [.el("title", text: title)])
    }

    static func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, stroke: String, width: Double = 1,
                     dash: String? = nil, title: String? = nil) -> HTML {
        var attributes = [("x1", c(x1)), ("y1", c(y1)), ("x2", c(x2)), ("y2", c(y2)), ("stroke", stroke),
                          ("stroke-width", c(width))]
        if let dash { attributes.append(("stroke-dasharray", dash)) }
        return .el("line", attributes, title.map { [.el("title", text: $0)] } ?? [])
    }

    static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double, fill: String, stroke: String? = nil,
                     title: String? = nil, extra: [(String, String)] = []) -> HTML {
        var attributes = [("x", c(x)), ("y", c(y)), ("width", c(max(0, width))), ("height", c(max(0, height))),
                          ("fill", fill)]
        if let stroke { attributes += [("stroke", stroke), ("stroke-width", "1")] }
        return .el("rect", attributes + extra, title.map { [.el("title", text: $0)] } ?? [])
    }

    static func polyline(_ points: [(Double, Double)], stroke: String, width: Double = 1.5, dash: String? = nil,
                         title: String) -> HTML {
        var attributes = [("points", points.map { "\(c($0.0)),\(c($0.1))" }.joined(separator: " ")), ("fill", "none"),
                          ("stroke", stroke), ("stroke-width", c(width)), ("stroke-linejoin", "round")]
        if let dash { attributes.append(("stroke-dasharray", dash)) }
        return .el("polyline", attributes, [.el("title", text: title)])
    }

    static func circle(_ x: Double, _ y: Double, _ radius: Double, fill: String, title: String) -> HTML {
        .el("circle", [("cx", c(x)), ("cy", c(y)), ("r", c(radius)), ("fill", fill)], [.el("title", text: title)])
    }

    static func text(_ x: Double, _ y: Double, _ string: String, size: Double = 11, anchor: String = "start",
                     fill: String = "#333", extra: [(String, String)] = []) -> HTML {
        .el("text", [("x", c(x)), ("y", c(y)), ("font-size", c(size)), ("text-anchor", anchor), ("fill", fill)] + extra,
            text: string)
    }

    /// An invisible SVG holding what the page's charts refer to: the components pipeline's hatch.
    static var sharedDefinitions: HTML {
        .el("svg", [("width", "0"), ("height", "0"), ("aria-hidden", "true"), ("style", "position:absolute")],
            [hatch(id: "hatch-components", color: Series.components.color)])
    }

    /// A hatch pattern, the second cue for the components pipeline's bars.
    static func hatch(id: String, color: String) -> HTML {
        .el("defs", [], [
            .el("pattern", [("id", id), ("width", "6"), ("height", "6"), ("patternUnits", "userSpaceOnUse"),
                            ("patternTransform", "rotate(45)")], [
                .el("rect", [("width", "6"), ("height", "6"), ("fill", color), ("fill-opacity", "0.35")]),
                .el("line", [("x1", "0"), ("y1", "0"), ("x2", "0"), ("y2", "6"), ("stroke", color), ("stroke-width", "3")]),
            ]),
        ])
    }

    private static func c(_ value: Double) -> String { Format.coordinate(value) }
}
