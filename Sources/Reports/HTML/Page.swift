/// The shell of every report page: one file, inline CSS, no script, and a Content-Security-Policy that
/// forbids every network load and every script (inline styles and `data:` images only), so a page opens
/// from disk, offline, and can be attached to a CI job or mailed.
enum Page {
    /// The policy the page declares in its `<meta>`.
    static let contentSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; "
        + "base-uri 'none'; form-action 'none'"

    static func document(title: String, body: [HTML]) -> String {
        let html = HTML.el("html", [("lang", "en")], [
            .el("head", [], [
                .el("meta", [("charset", "utf-8")]),
                .el("meta", [("http-equiv", "Content-Security-Policy"), ("content", contentSecurityPolicy)]),
                .el("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")]),
                .el("title", text: title),
                .styleSheet(css),
            ]),
            // Patterns every chart uses, defined once per page (ids are unique in a document).
            .el("body", [], [SVG.sharedDefinitions] + body),
        ])
        return "<!DOCTYPE html>\n" + html.render() + "\n"
    }

    /// Readable on a laptop and a phone: one column that wraps, tables that scroll sideways, charts that
    /// scale. MVC and components keep their colours everywhere, and a second cue (a dashed line, a hatched
    /// bar, a label) so the meaning does not rest on colour alone.
    static let css = """
        :root { --mvc: #1f5fa8; --components: #d2691e; --bad: #b00020; --ok: #1b7a1b; --warn: #9a6a00; }
        body { font: 15px/1.45 -apple-system, "Segoe UI", "DejaVu Sans", sans-serif; margin: 0 auto; padding: 16px;
               max-width: 1200px; color: #1d1d1f; background: #fff; }
        h1 { font-size: 1.6em; margin: 0.2em 0; } h2 { font-size: 1.3em; margin-top: 1.6em; border-bottom: 1px solid #ddd; }
        h3 { font-size: 1.05em; margin-top: 1.2em; }
        .note { color: #555; font-size: 0.92em; }
        .cards { display: flex; flex-wrap: wrap; gap: 12px; }
        .card { border: 1px solid #ccc; border-radius: 8px; padding: 10px 14px; min-width: 260px; flex: 1; }
        .card h3 { margin: 0 0 6px 0; }
        .mvc { color: var(--mvc); } .components { color: var(--components); }
        .band-good { color: var(--ok); font-weight: bold; } .band-warning { color: var(--warn); font-weight: bold; }
        .band-critical { color: var(--bad); font-weight: bold; }
        .worse { color: var(--bad); } .better { color: var(--ok); }
        .scroll { overflow-x: auto; }
        table { border-collapse: collapse; margin: 8px 0; font-variant-numeric: tabular-nums; }
        th, td { border-bottom: 1px solid #e2e2e2; padding: 3px 10px; text-align: right; white-space: nowrap; }
        th:first-child, td:first-child { text-align: left; }
        svg { max-width: 100%; height: auto; }
        svg text { font-family: "DejaVu Sans", sans-serif; }
        .wireframes { display: flex; flex-wrap: wrap; gap: 16px; }
        .wireframes figure { margin: 0; }
        code { background: #f4f4f4; padding: 0 3px; }
        """
}
