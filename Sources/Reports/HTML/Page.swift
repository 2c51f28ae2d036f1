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

    /// Readable on a laptop and a phone: one column, nothing wider than the screen. Table cells wrap; under
    /// 640 px each table row is stacked, its cells labelled with their columns; charts scale to the width.
    /// MVC and components keep their colours everywhere, and a second cue (a dashed line, a hatched bar, a
    /// label) so the meaning does not rest on colour alone.
    static let css = """
        :root { --mvc: #1f5fa8; --components: #d2691e; --bad: #b00020; --ok: #1b7a1b; --warn: #9a6a00; }
        * { box-sizing: border-box; }
        body { font: 15px/1.45 -apple-system, "Segoe UI", "DejaVu Sans", sans-serif; margin: 0 auto; padding: 16px;
               max-width: 1200px; color: #1d1d1f; background: #fff; overflow-wrap: break-word; }
        h1 { font-size: 1.6em; margin: 0.2em 0; } h2 { font-size: 1.3em; margin-top: 1.6em; border-bottom: 1px solid #ddd; }
        h3 { font-size: 1.05em; margin-top: 1.2em; } h4 { font-size: 1em; margin: 0.8em 0 0.3em 0; }
        .note { color: #555; font-size: 0.92em; }
        .verdict { border-left: 4px solid #888; padding: 2px 0 2px 12px; margin: 12px 0 18px 0; }
        .verdict h3 { margin-top: 0.3em; }
        .sentence { font-weight: 600; }
        .cards { display: flex; flex-wrap: wrap; gap: 12px; }
        .card { border: 1px solid #ccc; border-radius: 8px; padding: 10px 14px; min-width: 0; flex: 1 1 300px; }
        .card h4 { margin: 0 0 6px 0; }
        .mvc { color: var(--mvc); } .components { color: var(--components); }
        .band-good { color: var(--ok); font-weight: bold; } .band-warning { color: var(--warn); font-weight: bold; }
        .band-critical { color: var(--bad); font-weight: bold; }
        .worse { color: var(--bad); } .better { color: var(--ok); }
        .scroll { max-width: 100%; overflow-x: auto; }
        table { border-collapse: collapse; margin: 8px 0; font-variant-numeric: tabular-nums; max-width: 100%; }
        caption { text-align: left; caption-side: bottom; padding-top: 4px; }
        th, td { border-bottom: 1px solid #e2e2e2; padding: 3px 8px; text-align: right; vertical-align: top; }
        th:first-child, td:first-child { text-align: left; overflow-wrap: anywhere; }
        svg { max-width: 100%; height: auto; }
        svg text { font-family: "DejaVu Sans", sans-serif; }
        .wireframes { display: flex; flex-wrap: wrap; gap: 16px; }
        .wireframes figure { margin: 0; max-width: 100%; }
        details summary { cursor: pointer; color: #555; }
        code { background: #f4f4f4; padding: 0 3px; }
        @media (max-width: 640px) {
          body { padding: 10px; }
          table, tbody, tr, td, caption { display: block; width: 100%; }
          thead { display: none; }
          tr { border-bottom: 1px solid #ccc; padding: 4px 0; }
          td, td:first-child { text-align: left; border: 0; padding: 1px 0; }
          td[data-label]::before { content: attr(data-label) ": "; color: #555; }
        }
        """
}
