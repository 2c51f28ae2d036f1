import Foundation
import Testing

/// The report of a real run, opened in headless Chromium as a person would open it: it renders, every
/// chart is an `<svg>`, nothing is logged to the console, nothing goes to the network, and hostile scenario
/// strings show as text and run nothing.
@Suite(.serialized) struct ReportInBrowserTests {
    /// Debian's `chromium` (scripts/bootstrap installs it), or `nil` where none is installed that runs here.
    /// Ubuntu's `chromium-browser` is a script that starts (or asks to install) the snap, which does not run
    /// in a container: it does not count.
    static let chromium: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .first { FileManager.default.isExecutableFile(atPath: $0) && !isSnapWrapper($0) }

    /// Whether `path` is a script that hands over to a snap.
    static func isSnapWrapper(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = String(decoding: (try? handle.read(upToCount: 8_192)) ?? Data(), as: UTF8.self)
        return head.hasPrefix("#!") && (head.contains("/snap/") || head.contains("snap run") || head.contains("snap install"))
    }

    static let hostile = "<script>document.title='pwned'</script>"
    static let hostileAttribute = "\"><img src=x onerror=\"document.title='pwned'\">"

    /// A small scenario whose name and every story text are script or markup.
    static var scenario: String {
        func json(_ text: String) -> String {
            let data = try? JSONSerialization.data(withJSONObject: [text], options: [.withoutEscapingSlashes])
            return String(decoding: data ?? Data(), as: UTF8.self).dropFirst().dropLast().description
        }
        let stories = (0..<4).map { index in
            """
            { "id": "s\(index)", "author": { "name": \(json(hostileAttribute)) }, "timestamp": "2024-05-01T12:0\(index):00Z",
              "message": \(json(hostile + " and " + hostileAttribute + " & <b>bold</b>")),
              "attachments": [], "likeCount": 1, "commentCount": 0, "comments": [] }
            """
        }
        return """
            {
              "schemaVersion": 2, "name": \(json(hostile)), "description": \(json(hostileAttribute)),
              "device": { "width": 375, "height": 667, "scale": 2 },
              "feed": { "stories": [\(stories.joined(separator: ","))] },
              "scroll": { "kind": "constant", "pointsPerFrame": 10, "frames": 20 },
              "events": [{ "frame": 3, "kind": "like", "story": "s1" }],
              "warmUp": 0, "repetitions": 1, "workers": 1
            }
            """
    }

    /// Runs Chromium headless on `page` with `arguments`; its standard error (the console log) and status.
    static func chromium(_ arguments: [String], page: URL, logs: URL) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium ?? "/usr/bin/chromium")
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
            "--disable-sync", "--no-first-run", "--disable-default-apps", "--user-data-dir=\(logs.appendingPathComponent("profile").path)",
            "--enable-logging=stderr", "--v=0",
        ] + arguments + [page.absoluteString]
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }

    /// The URLs of the requests in Chromium's net log that a page started (not the browser itself).
    static func pageRequests(netLog: URL) throws -> [String] {
        let data = try Data(contentsOf: netLog)
        let log = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], "no net log")
        let constants = try #require(log["constants"] as? [String: Any])
        let types = try #require(constants["logEventTypes"] as? [String: Int])
        let start = try #require(types["URL_REQUEST_START_JOB"])
        let events = try #require(log["events"] as? [[String: Any]])
        return events.compactMap { event in
            guard event["type"] as? Int == start, let params = event["params"] as? [String: Any],
                  let url = params["url"] as? String else { return nil }
            return params["initiator"] as? String == "not an origin" ? nil : url
        }
    }

    /// Ubuntu's wrapper is told from Debian's launcher script.
    @Test func aSnapWrapperIsNoBrowser() throws {
        try CLIRunner.inNewFolder("snap") { folder in
            let wrapper = folder.appendingPathComponent("chromium-browser")
            try Data("#!/bin/sh\n# transitional package\nexec /snap/bin/chromium \"$@\"\n".utf8).write(to: wrapper)
            let launcher = folder.appendingPathComponent("chromium")
            try Data("#!/bin/sh\n# Chromium launcher\nexec /usr/lib/chromium/chromium \"$@\"\n".utf8).write(to: launcher)
            #expect(Self.isSnapWrapper(wrapper.path))
            #expect(!Self.isSnapWrapper(launcher.path))
        }
    }

    @Test(.enabled(if: chromium != nil,
                   "no Chromium that runs here: scripts/bootstrap installs Debian's chromium, not on Ubuntu (a snap wrapper) nor with FEEDBENCH_NO_BROWSER=1"))
    func reportRendersOfflineWithoutScriptsOrErrors() throws {
        try CLIRunner.inNewFolder("browser") { folder in
            let file = folder.appendingPathComponent("hostile.json")
            try Data(Self.scenario.utf8).write(to: file)
            let out = folder.appendingPathComponent("run")
            let run = try CLIRunner.run(["run", file.path, "--out", out.path])
            #expect(run.status == 0, "\(run.stderr)")
            let page = out.appendingPathComponent("report.html")
            let html = try String(contentsOf: page, encoding: .utf8)

            // The DOM as Chromium built it: the title is the page's own, the hostile strings are text.
            let netLog = folder.appendingPathComponent("net-log.json")
            let dom = try Self.chromium(["--dump-dom", "--log-net-log=\(netLog.path)"], page: page, logs: folder)
            #expect(dom.status == 0, "\(dom.stderr)")
            #expect(dom.stdout.contains("<title>FeedBench: &lt;script&gt;document.title='pwned'&lt;/script&gt;</title>"))
            #expect(!dom.stdout.contains("pwned</title>") || dom.stdout.contains("&lt;/script&gt;</title>"))
            // The only images are the two first screens as drawn, inline JPEG previews; no hostile string made one.
            let images = dom.stdout.components(separatedBy: "<img").dropFirst()
            #expect(images.count == 2)
            #expect(images.allSatisfy { $0.hasPrefix(#" src="data:image/jpeg;base64,"#) && !$0.contains("onerror") })
            #expect(!dom.stdout.lowercased().contains("<script"))
            #expect(dom.stdout.contains("Scenario: &lt;script&gt;"))
            for heading in ["Verdict", "Frame time, frame by frame", "Distribution of frame times", "Where the time goes",
                            "Allocations and memory", "Counters", "First screen", "The run"] {
                #expect(dom.stdout.contains(">\(heading)</h"), "missing the heading \(heading)")
            }
            // One <svg> per chart: the shared patterns, timeline, distribution, pass bars, two wireframes.
            #expect(dom.stdout.components(separatedBy: "<svg").count - 1 == 6)
            // No console message at all (errors, CSP violations, script output).
            let console = dom.stderr.split(separator: "\n").filter { $0.contains("CONSOLE") }
            #expect(console.isEmpty, "console: \(console)")
            // The network log holds no request the page made. Chromium's own background requests (updates,
            // accounts) carry the initiator "not an origin"; a file page's requests carry its opaque origin.
            let requests = try Self.pageRequests(netLog: netLog)
            #expect(requests.isEmpty, "the page made network requests: \(requests)")
            #expect(html.contains(#"content="default-src 'none'"#) || html.contains("default-src &#39;none&#39;"))

            // The page as drawn: a screenshot, kept beside the run for a person to look at.
            let shot = out.appendingPathComponent("screenshot.png")
            let picture = try Self.chromium(["--hide-scrollbars", "--window-size=1280,3000", "--screenshot=\(shot.path)"],
                                            page: page, logs: folder)
            #expect(picture.status == 0, "\(picture.stderr)")
            let png = try Data(contentsOf: shot)
            #expect(png.count > 10_000)
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
            // Kept where the closing note can point to it.
            let kept = FileManager.default.temporaryDirectory.appendingPathComponent("feedbench-report-screenshot.png")
            try? FileManager.default.removeItem(at: kept)
            try? FileManager.default.copyItem(at: shot, to: kept)
        }
    }
}
