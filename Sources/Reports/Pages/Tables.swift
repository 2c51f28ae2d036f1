/// Tables in report pages: a header row and rows of cells, first column left-aligned, inside a box that
/// scrolls sideways on a phone.
enum Tables {
    struct Cell {
        let text: String
        let cssClass: String?

        init(_ text: String, class cssClass: String? = nil) {
            self.text = text
            self.cssClass = cssClass
        }
    }

    static func make(_ header: [String], _ rows: [[Cell]], caption: String? = nil) -> HTML {
        var children: [HTML] = []
        if let caption { children.append(.el("caption", [("class", "note")], text: caption)) }
        children.append(.el("thead", [], [.el("tr", [], header.map { .el("th", [("scope", "col")], text: $0) })]))
        children.append(.el("tbody", [], rows.map { row in
            .el("tr", [], row.map { cell in
                .el("td", cell.cssClass.map { [("class", $0)] } ?? [], text: cell.text)
            })
        }))
        return .el("div", [("class", "scroll")], [.el("table", [], children)])
    }

    static func plain(_ header: [String], _ rows: [[String]], caption: String? = nil) -> HTML {
        make(header, rows.map { $0.map { Cell($0) } }, caption: caption)
    }
}
