/// Tables in report pages: a header row and rows of cells, first column left-aligned. Cells wrap to fit the
/// page; on a phone each row is stacked, every cell labelled with its column (`Page.css`).
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
        // Each cell names its column, for the stacked layout a phone gets (the header row is hidden there).
        children.append(.el("tbody", [], rows.map { row in
            .el("tr", [], row.enumerated().map { index, cell in
                var attributes: [(String, String)] = []
                if index < header.count, !header[index].isEmpty { attributes.append(("data-label", header[index])) }
                if let css = cell.cssClass { attributes.append(("class", css)) }
                return .el("td", attributes, text: cell.text)
            })
        }))
        return .el("div", [("class", "scroll")], [.el("table", [], children)])
    }

    static func plain(_ header: [String], _ rows: [[String]], caption: String? = nil) -> HTML {
        make(header, rows.map { $0.map { Cell($0) } }, caption: caption)
    }
}
