import Foundation
import Testing

/// A run's report, a comparison and the index, laid out by headless Chromium at a phone's width (390 px), a
/// small laptop's (1000) and a desktop's (1400): nothing wider than the screen, no box that cuts or scrolls
/// its content, no chart label cut by its chart, and chart text no smaller than 7.5 px. The measuring runs as a
/// script in a copy of each page with its Content-Security-Policy taken out (the page itself runs none), shown
/// in an iframe of the width measured: headless Chromium's window is never narrower than 500 px.
@Suite(.serialized) struct ReportLayoutTests {
    static let widths = [390, 1000, 1400]

    /// Measures the page and appends what it found as JSON in `<pre id="layout-result">`.
    static let probe = """
        <script>
        (() => {
          const viewport = document.documentElement.clientWidth;
          const problems = [];
          const name = (element) => element.tagName.toLowerCase()
            + (typeof element.className === "string" && element.className ? "." + element.className : "")
            + ' "' + (element.textContent || "").trim().slice(0, 50) + '"';
          if (document.documentElement.scrollWidth > viewport) {
            problems.push("the page scrolls sideways: " + document.documentElement.scrollWidth + " px in " + viewport);
          }
          let smallest = 1000;
          for (const element of document.body.querySelectorAll("*")) {
            const tag = element.tagName.toLowerCase();
            const inChart = element.closest("svg") !== null;
            if (inChart && tag !== "svg" && tag !== "text") continue;
            const box = element.getBoundingClientRect();
            if (box.width === 0 && box.height === 0) continue;
            if (box.right > viewport + 0.5 || box.left < -0.5) {
              problems.push(name(element) + " reaches " + Math.round(box.left) + " to " + Math.round(box.right) + " px");
            }
            const style = getComputedStyle(element);
            if (["auto", "scroll", "hidden", "clip"].includes(style.overflowX) && element.scrollWidth > element.clientWidth + 1) {
              problems.push(name(element) + " cuts or scrolls its content: " + element.scrollWidth + " px in " + element.clientWidth);
            }
            if (tag === "text") {
              const chart = element.ownerSVGElement;
              const frame = chart.getBoundingClientRect();
              if (box.right > frame.right + 0.5 || box.left < frame.left - 0.5) {
                problems.push("chart text cut by its chart: " + name(element));
              }
              const matrix = chart.getScreenCTM();
              const size = parseFloat(getComputedStyle(element).fontSize) * (matrix ? matrix.a : 1);
              smallest = Math.min(smallest, size);
              if (size < 7.5) problems.push("chart text " + size.toFixed(1) + " px tall: " + name(element));
            }
          }
          const out = document.createElement("pre");
          out.id = "layout-result";
          out.textContent = JSON.stringify({ viewport, problems: problems.slice(0, 40), count: problems.length, smallest });
          document.body.appendChild(out);
        })();
        </script>
        """

    struct Result: Decodable {
        let viewport: Int
        let problems: [String]
        let count: Int
        let smallest: Double
    }

    /// `page` laid out at `width` px: what the probe found.
    static func measure(_ page: URL, width: Int, in folder: URL, screenshot: URL? = nil) throws -> Result {
        var html = try String(contentsOf: page, encoding: .utf8)
        let policy = try #require(html.range(of: #"<meta http-equiv="Content-Security-Policy"[^>]*>"#, options: .regularExpression))
        html.removeSubrange(policy)
        let body = try #require(html.range(of: "</body>", options: .backwards))
        html.replaceSubrange(body, with: probe + "</body>")
        let directory = page.deletingLastPathComponent()
        let copy = directory.appendingPathComponent("probe-\(width)-" + page.lastPathComponent)
        try Data(html.utf8).write(to: copy)
        defer { try? FileManager.default.removeItem(at: copy) }
        // The page in a frame `width` px wide; once everything has loaded, the frame's result is copied out.
        let frame = directory.appendingPathComponent("frame-\(width)-" + page.lastPathComponent)
        let height = screenshot == nil ? 900 : 6_000
        try Data("""
            <!DOCTYPE html><html><body style="margin:0">
            <iframe id="page" src="\(copy.lastPathComponent)" width="\(width)" height="\(height)" style="border:0"></iframe>
            <script>
            window.addEventListener("load", () => {
              const inner = document.getElementById("page").contentDocument;
              const result = inner && inner.getElementById("layout-result");
              const out = document.createElement("pre");
              out.id = "layout-result";
              out.textContent = result ? result.textContent : "{}";
              document.body.appendChild(out);
            });
            </script></body></html>
            """.utf8).write(to: frame)
        defer { try? FileManager.default.removeItem(at: frame) }
        let dom = try ReportInBrowserTests.chromium(["--dump-dom", "--hide-scrollbars", "--allow-file-access-from-files",
                                                     "--window-size=1500,1000"], page: frame, logs: folder)
        #expect(dom.status == 0, "\(dom.stderr)")
        if let screenshot {
            // For a person to look at: the page at this width, its first 6,000 px.
            _ = try ReportInBrowserTests.chromium(["--hide-scrollbars", "--allow-file-access-from-files",
                                                   "--window-size=\(max(width, 500)),\(height)", "--screenshot=\(screenshot.path)"],
                                                  page: frame, logs: folder)
        }
        let start = try #require(dom.stdout.range(of: #"<pre id="layout-result">"#))
        let end = try #require(dom.stdout.range(of: "</pre>", range: start.upperBound..<dom.stdout.endIndex))
        let json = String(dom.stdout[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
        return try JSONDecoder().decode(Result.self, from: Data(json.utf8))
    }

    /// A scenario that stresses the layout: a long name without a space, long story texts, and many events on
    /// nearby frames.
    static var scenario: String {
        let name = "a-scenario-name-far-longer-than-any-screen-is-wide-" + String(repeating: "x", count: 90)
        let stories = (0..<6).map { index in
            """
            { "id": "s\(index)", "author": { "name": "Author \(index)" }, "timestamp": "2024-05-01T12:0\(index):00Z",
              "message": "\(String(repeating: "A long message that wraps. ", count: 12))",
              "attachments": [], "likeCount": 1, "commentCount": 0, "comments": [] }
            """
        }
        let events = (1..<40).map { #"{ "frame": \#($0), "kind": "like", "story": "s\#($0 % 6)" }"# }
        return """
            {
              "schemaVersion": 2, "name": "\(name)", "description": "Stories and events enough to fill every part of the page.",
              "device": { "width": 375, "height": 667, "scale": 2 },
              "feed": { "stories": [\(stories.joined(separator: ","))] },
              "scroll": { "kind": "constant", "pointsPerFrame": 20, "frames": 60 },
              "events": [\(events.joined(separator: ","))],
              "warmUp": 0, "repetitions": 3, "workers": 1
            }
            """
    }

    @Test(.enabled(if: ReportInBrowserTests.chromium != nil,
                   "no Chromium that runs here: scripts/bootstrap installs Debian's chromium, not on Ubuntu (a snap wrapper) nor with FEEDBENCH_NO_BROWSER=1"))
    func reportComparisonAndIndexFitEveryScreen() throws {
        try CLIRunner.inNewFolder("layout") { folder in
            let file = folder.appendingPathComponent("stress.json")
            try Data(Self.scenario.utf8).write(to: file)
            // Two runs in the default Reports/ (so the index shows a trend), then their comparison.
            for _ in 0..<2 {
                let run = try CLIRunner.run(["run", file.path, "--no-counting-repetition"], in: folder)
                #expect(run.status == 0, "\(run.stderr)")
                Thread.sleep(forTimeInterval: 1.1)  // run folders are named by the second
            }
            let reports = folder.appendingPathComponent("Reports")
            let runs = try FileManager.default.contentsOfDirectory(atPath: reports.path).filter { $0.hasPrefix("run-") }.sorted()
            try #require(runs.count == 2)
            let compare = try CLIRunner.run(["compare", "Reports/\(runs[0])", "Reports/\(runs[1])"], in: folder)
            #expect(compare.status == 0, "\(compare.stderr)")
            let pages = [
                reports.appendingPathComponent(runs[1]).appendingPathComponent("report.html"),
                reports.appendingPathComponent(runs[1]).appendingPathComponent("compare-\(runs[0])").appendingPathComponent("compare.html"),
                reports.appendingPathComponent("index.html"),
            ]
            let shots = ProcessInfo.processInfo.environment["FEEDBENCH_LAYOUT_SCREENSHOTS"].map(URL.init(fileURLWithPath:))
            for page in pages {
                for width in Self.widths {
                    if let shots { try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true) }
                    let shot = shots?.appendingPathComponent("\(page.deletingPathExtension().lastPathComponent)-\(width).png")
                    let result = try Self.measure(page, width: width, in: folder, screenshot: shot)
                    #expect(result.viewport <= width && result.viewport > width - 40, "viewport \(result.viewport)")
                    #expect(result.count == 0, "\(page.lastPathComponent) at \(width) px: \(result.problems)")
                }
            }
        }
    }
}
