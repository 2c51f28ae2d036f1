import Foundation
import Testing

@testable import Reports

/// `trace.json` is Chrome Trace Event JSON a viewer accepts: every slice complete with a duration,
/// timestamps in order on every track, names for processes and threads.
@Suite struct ChromeTraceTests {
    @Test func traceFollowsTheFormat() throws {
        let data = try ChromeTrace.data(ReportFixtures.report(name: "a \"quoted\"\nname"))
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let events = try #require(object?["traceEvents"] as? [[String: Any]])
        #expect(!events.isEmpty)
        var last: [String: Double] = [:]
        var slices = 0
        for event in events {
            let phase = try #require(event["ph"] as? String)
            #expect(["X", "C", "M"].contains(phase))
            #expect(event["pid"] is Int)
            #expect(event["name"] is String)
            switch phase {
            case "X":
                slices += 1
                let ts = try #require(event["ts"] as? Double)
                let dur = try #require(event["dur"] as? Double)
                #expect(dur >= 0 && ts >= 0)
                let track = "\(event["pid"] ?? 0)/\(event["tid"] ?? 0)"
                #expect(ts >= last[track, default: 0], "time goes back on \(track)")
                last[track] = ts
            case "C":
                let args = try #require(event["args"] as? [String: Any])
                #expect(args["value"] is Double)
            default:
                let args = try #require(event["args"] as? [String: Any])
                #expect(args["name"] is String || args["sort_index"] is Double)
            }
        }
        // 2 pipelines x (6 frames x 2 slices + 2 worker jobs).
        #expect(slices == 28)
        // run.json's milliseconds become the trace format's microseconds.
        let frame1 = try #require(events.first { $0["name"] as? String == "frame 1" })
        #expect(abs((frame1["ts"] as? Double ?? 0) - 17_000) < 1e-6 && abs((frame1["dur"] as? Double ?? 0) - 900) < 1e-6)
        let names = events.filter { $0["name"] as? String == "process_name" }.compactMap { ($0["args"] as? [String: Any])?["name"] as? String }
        #expect(names == ["a \"quoted\"\nname · mvc", "a \"quoted\"\nname · components"])
        let threads = Set(events.filter { $0["name"] as? String == "thread_name" }.compactMap {
            ($0["args"] as? [String: Any])?["name"] as? String
        })
        #expect(threads == ["main thread: passes", "main thread: frames", "worker 1", "worker 2"])
    }
}
