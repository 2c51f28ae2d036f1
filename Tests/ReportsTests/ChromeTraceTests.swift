import Foundation
import Testing

@testable import Harness
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
            #expect(["X", "C", "M", "i", "s", "f"].contains(phase))
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
            case "i", "s", "f":
                #expect(event["ts"] is Double)
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
        let frame1 = try #require(events.first { ($0["args"] as? [String: Any])?["index"] as? Double == 1 })
        #expect(abs((frame1["ts"] as? Double ?? 0) - 17_000) < 1e-6 && abs((frame1["dur"] as? Double ?? 0) - 900) < 1e-6)
        // Every frame slice is named `frame`, its index an arg, so Perfetto groups them.
        let frames = events.filter { $0["tid"] as? Int == ChromeTrace.threadID("frames") && $0["ph"] as? String == "X" }
        #expect(frames.count == 12 && frames.allSatisfy { $0["name"] as? String == "frame" })
        #expect(frames.compactMap { ($0["args"] as? [String: Any])?["index"] as? Double } == (0..<12).map { Double($0 % 6) })
        let names = events.filter { $0["name"] as? String == "process_name" }.compactMap { ($0["args"] as? [String: Any])?["name"] as? String }
        #expect(names == ["a \"quoted\"\nname · mvc", "a \"quoted\"\nname · components"])
        let threads = Set(events.filter { $0["name"] as? String == "thread_name" }.compactMap {
            ($0["args"] as? [String: Any])?["name"] as? String
        })
        #expect(threads == ["main thread: passes", "main thread: frames", "worker 1", "worker 2"])
    }

    /// The fixture with `trace` as its components pipeline's, and that pipeline's trace events, parsed.
    static func events(_ trace: TraceRecord) throws -> [[String: Any]] {
        var report = ReportFixtures.report()
        report.scenarios[0].results[0].trace = nil
        report.scenarios[0].results[1].trace = trace
        let object = try JSONSerialization.jsonObject(with: ChromeTrace.data(report)) as? [String: Any]
        return try #require(object?["traceEvents"] as? [[String: Any]])
    }

    static func args(_ event: [String: Any]) -> [String: Any] { event["args"] as? [String: Any] ?? [:] }

    static let main = ChromeTrace.threadID("main")

    @Test func eventsAreInstantsOnTheMainThread() throws {
        let trace = TraceRecord(
            slices: [TraceRecord.Slice(name: "frame", track: "frames", startMilliseconds: 17, durationMilliseconds: 2, frame: 1)],
            instants: [TraceRecord.Instant(name: "like", timeMilliseconds: 17.5, frame: 1, story: "s1", skipped: nil),
                       TraceRecord.Instant(name: "insert-at-top", timeMilliseconds: 17.25, frame: 1, story: nil, skipped: nil),
                       TraceRecord.Instant(name: "open", timeMilliseconds: 18, frame: 1, story: "gone",
                                           skipped: "no story \"gone\" in the feed")])
        let events = try Self.events(trace)
        let instants = events.filter { $0["ph"] as? String == "i" }
        // One per event, in time order, thread-scoped on the main thread's passes track, which is named.
        #expect(instants.compactMap { $0["name"] as? String } == ["insert-at-top", "like", "open"])
        #expect(instants.allSatisfy { $0["s"] as? String == "t" && $0["tid"] as? Int == Self.main && $0["dur"] == nil })
        #expect(instants.compactMap { $0["ts"] as? Double } == [17_250, 17_500, 18_000])
        #expect(instants.allSatisfy { Self.args($0)["frame"] as? Double == 1 })
        #expect(instants.map { Self.args($0)["story"] as? String } == [nil, "s1", "gone"])
        #expect(instants.map { Self.args($0)["skipped"] as? String } == [nil, nil, "no story \"gone\" in the feed"])
        #expect(events.contains {
            $0["name"] as? String == "thread_name" && $0["tid"] as? Int == Self.main
                && Self.args($0)["name"] as? String == "main thread: passes"
        })
    }

    @Test func passesAndPhasesCarryTheirCounters() throws {
        let views = ViewWorkCounters(viewsCreated: 3, viewsReused: 4, cellsReused: 5, attributeWrites: 6, textLayouts: 7,
                                     layoutCalls: 8)
        let trace = TraceRecord(slices: [
            TraceRecord.Slice(name: "scroll", track: "main", startMilliseconds: 1, durationMilliseconds: 2, frame: 1,
                              counters: TraceRecord.Counters(cpuMilliseconds: 1.5, allocatedBytes: 4_096, allocations: 12,
                                                             views: views)),
            TraceRecord.Slice(name: "layout", track: "worker 1", startMilliseconds: 1, durationMilliseconds: 1, frame: nil,
                              counters: TraceRecord.Counters(cpuMilliseconds: nil, allocatedBytes: 512, allocations: 2,
                                                             views: nil)),
            TraceRecord.Slice(name: "update", track: "main", startMilliseconds: 4, durationMilliseconds: 1, frame: 1),
        ])
        let slices = try Self.events(trace).filter { $0["ph"] as? String == "X" }
        let scroll = Self.args(try #require(slices.first { $0["name"] as? String == "scroll" }))
        #expect(scroll["frame"] as? Double == 1 && scroll["cpuMilliseconds"] as? Double == 1.5)
        #expect(scroll["allocatedBytes"] as? Double == 4_096 && scroll["allocations"] as? Double == 12)
        #expect(["viewsCreated", "viewsReused", "cellsReused", "attributeWrites", "textLayouts", "layoutCalls"]
            .map { scroll[$0] as? Double } == [3, 4, 5, 6, 7, 8])
        // A worker phase has no CPU time of its own (its job's is read once) and no view work.
        let layout = Self.args(try #require(slices.first { $0["name"] as? String == "layout" }))
        #expect(layout["allocatedBytes"] as? Double == 512 && layout["allocations"] as? Double == 2)
        #expect(layout["cpuMilliseconds"] == nil && layout["viewsCreated"] == nil)
        // A slice recorded without counters (an older run folder) has none.
        let update = Self.args(try #require(slices.first { $0["name"] as? String == "update" }))
        #expect(Set(update.keys) == ["frame"])
    }

    @Test func waitsAreSlicesInsideTheirPass() throws {
        let trace = TraceRecord(slices: [
            TraceRecord.Slice(name: "wait", track: "main", startMilliseconds: 2, durationMilliseconds: 0.5, frame: 1),
            TraceRecord.Slice(name: "scroll", track: "main", startMilliseconds: 2, durationMilliseconds: 1, frame: 1),
            TraceRecord.Slice(name: "wait", track: "main", startMilliseconds: 2.6, durationMilliseconds: 0.2, frame: 1),
        ])
        let slices = try Self.events(trace).filter { $0["ph"] as? String == "X" && $0["tid"] as? Int == Self.main }
        // The pass first, then its waits, so a viewer nests them even where they start at once.
        #expect(slices.compactMap { $0["name"] as? String } == ["scroll", "wait", "wait"])
        let scroll = slices[0]
        let (start, end) = (scroll["ts"] as? Double ?? 0, (scroll["ts"] as? Double ?? 0) + (scroll["dur"] as? Double ?? 0))
        #expect(slices.dropFirst().allSatisfy {
            let ts = $0["ts"] as? Double ?? -1
            return ts >= start && ts + ($0["dur"] as? Double ?? 0) <= end
        })
    }

    @Test func framesFromOlderRunFoldersAreNamedAlike() throws {
        let trace = TraceRecord(slices: [
            TraceRecord.Slice(name: "frame 3", track: "frames", startMilliseconds: 51, durationMilliseconds: 1, frame: 3),
        ])
        let frame = try #require(try Self.events(trace).first { $0["ph"] as? String == "X" })
        #expect(frame["name"] as? String == "frame" && Self.args(frame)["index"] as? Double == 3)
    }

    /// A frame file from before the trace held counters, events and mounts still reads, and makes a trace.
    @Test func olderFrameFileStillMakesATrace() throws {
        var report = ReportFixtures.report()
        report.scenarios[0].results[1].trace?.instants = [
            TraceRecord.Instant(name: "like", timeMilliseconds: 1, frame: 0, story: "s1", skipped: nil),
        ]
        report.scenarios[0].results[1].trace?.mounts = [TraceRecord.Mount(request: 1, frame: 0)]
        let newer = ["counters", "job", "request", "instants", "mounts"]
        let frames = try JSONSerialization.jsonObject(with: JSONEncoder().encode(FrameFile(report)))
        func strip(_ value: Any) -> Any {
            if let object = value as? [String: Any] {
                return object.filter { !newer.contains($0.key) }.mapValues(strip)
            }
            if let array = value as? [Any] { return array.map(strip) }
            return value
        }
        let old = try JSONSerialization.data(withJSONObject: strip(frames))
        #expect(!String(decoding: old, as: UTF8.self).contains("instants"))
        var read = report.withoutFrames()
        try read.attach(JSONDecoder().decode(FrameFile.self, from: old))
        let trace = try #require(read.scenarios[0].results[1].trace)
        #expect(trace.slices.count == report.scenarios[0].results[1].trace?.slices.count)
        #expect(trace.slices.allSatisfy { $0.counters == nil && $0.job == nil && $0.request == nil })
        #expect(trace.instants.isEmpty && trace.mounts.isEmpty)
        #expect(try !ChromeTrace.data(read).isEmpty)
    }

    /// What the trace holds goes through the frame file and back unchanged.
    @Test func frameFileKeepsWhatTheTraceHolds() throws {
        let trace = TraceRecord(
            slices: [TraceRecord.Slice(name: "layout", track: "worker 1", startMilliseconds: 1, durationMilliseconds: 1,
                                       frame: nil, counters: TraceRecord.Counters(cpuMilliseconds: nil, allocatedBytes: 5,
                                                                                  allocations: 1, views: nil),
                                       job: 7, request: 2),
                     TraceRecord.Slice(name: "wait", track: "main", startMilliseconds: 1, durationMilliseconds: 1, frame: 0)],
            samples: [],
            instants: [TraceRecord.Instant(name: "open", timeMilliseconds: 3, frame: 0, story: "s2", skipped: "why")],
            mounts: [TraceRecord.Mount(request: 2, frame: 0)])
        var report = ReportFixtures.report()
        report.scenarios[0].results[1].trace = trace
        let data = try JSONEncoder().encode(FrameFile(report))
        var read = report.withoutFrames()
        try read.attach(JSONDecoder().decode(FrameFile.self, from: data))
        #expect(read.scenarios[0].results[1].trace == trace)
    }

    /// Each worker job whose request a frame mounted flows from its last phase to that frame's slice.
    @Test func jobsFlowToTheFrameThatMountedThem() throws {
        func frame(_ index: Int) -> TraceRecord.Slice {
            TraceRecord.Slice(name: "frame", track: "frames", startMilliseconds: Double(index) * 17, durationMilliseconds: 4,
                              frame: index)
        }
        func phase(_ name: String, worker: Int, at start: Double, job: Int, request: Int?) -> TraceRecord.Slice {
            TraceRecord.Slice(name: name, track: "worker \(worker)", startMilliseconds: start, durationMilliseconds: 1,
                              frame: nil, job: job, request: request)
        }
        let trace = TraceRecord(
            slices: [frame(0), frame(1), frame(2),
                     // Job 5 (request 1) builds then lays out; the first screen (frame 0) waits for it.
                     phase("build", worker: 1, at: 0.5, job: 5, request: 1), phase("layout", worker: 1, at: 1.5, job: 5, request: 1),
                     // Jobs 6 and 7 (request 2), mounted in frame 2; job 8 (request 3) never mounted; job 9 for no request.
                     phase("layout", worker: 2, at: 20, job: 6, request: 2), phase("layout", worker: 1, at: 21, job: 7, request: 2),
                     phase("layout", worker: 1, at: 22, job: 8, request: 3), phase("layout", worker: 2, at: 23, job: 9, request: nil)],
            mounts: [TraceRecord.Mount(request: 1, frame: 0), TraceRecord.Mount(request: 2, frame: 2)])
        let events = try Self.events(trace)
        let starts = events.filter { $0["ph"] as? String == "s" }
        let ends = events.filter { $0["ph"] as? String == "f" }
        #expect(starts.count == 3 && ends.count == 3)
        // One id per flow, its start and end sharing it, the name and the category.
        let ids = starts.compactMap { $0["id"] as? Int }
        #expect(Set(ids).count == 3 && Set(ends.compactMap { $0["id"] as? Int }) == Set(ids))
        #expect((starts + ends).allSatisfy { $0["cat"] as? String == ChromeTrace.flowCategory && $0["name"] as? String == ChromeTrace.flowName })
        let slices = events.filter { $0["ph"] as? String == "X" }
        func within(_ point: [String: Any], _ slice: [String: Any]) -> Bool {
            let (ts, start, dur) = (point["ts"] as? Double ?? -1, slice["ts"] as? Double ?? 0, slice["dur"] as? Double ?? 0)
            return point["tid"] as? Int == slice["tid"] as? Int && start < ts && ts < start + dur
        }
        func slice(job: Int, named name: String) throws -> [String: Any] {
            try #require(slices.first { Self.args($0)["job"] as? Double == Double(job) && $0["name"] as? String == name })
        }
        func frameSlice(_ index: Int) throws -> [String: Any] {
            try #require(slices.first { $0["name"] as? String == "frame" && Self.args($0)["index"] as? Double == Double(index) })
        }
        let flows = try ids.map { id in
            (try #require(starts.first { $0["id"] as? Int == id }), try #require(ends.first { $0["id"] as? Int == id }))
        }
        // From each job's last phase, strictly inside it, to the frame that mounted it, bound to its slice.
        let expected: [(job: Int, phase: String, frame: Int)] = [(5, "layout", 0), (6, "layout", 2), (7, "layout", 2)]
        for (job, phaseName, frameIndex) in expected {
            let phase = try slice(job: job, named: phaseName)
            #expect(Self.args(phase)["request"] as? Double != nil)
            let flow = try #require(flows.first { within($0.0, phase) })
            #expect(within(flow.1, try frameSlice(frameIndex)))
            #expect(flow.1["bp"] as? String == "e" && flow.0["bp"] == nil)
            #expect(flow.1["tid"] as? Int == ChromeTrace.threadID("frames"))
        }
        // No flow from a job no frame mounted, nor from work no request asked for.
        for job in [8, 9] {
            let phase = try slice(job: job, named: "layout")
            #expect(!starts.contains { within($0, phase) })
        }
        // A job the frame waited for flows to where it ended, not back in time.
        let waited = try #require(flows.first { within($0.0, try slice(job: 5, named: "layout")) })
        #expect((waited.1["ts"] as? Double ?? 0) >= 2_500)
    }
}
