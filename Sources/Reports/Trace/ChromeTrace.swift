import Foundation
import Harness

/// `trace.json` in the Chrome Trace Event format, which Perfetto's UI and `chrome://tracing` open: one
/// process per scenario and pipeline, a track (thread) for the main thread's passes, one for the frames and
/// one per worker queue; every slice a complete (`X`) event with its duration: every frame named `frame`,
/// its index in `args.index` (so Perfetto groups them), the passes and worker phases with their counters
/// as args, the main thread's waits for the workers as `wait` slices inside their passes. Flows lead from
/// each worker job to the frame that mounted its result (`flows`). The scenario's events are instants
/// (`i`, thread scope) on the passes track; live views and allocated bytes are counter tracks. Slices are
/// sorted by time within each track.
///
/// Only the first measured repetition of each pipeline is recorded (`RunResult.trace`).
enum ChromeTrace {
    struct Event: Encodable {
        let name: String
        let ph: String
        let pid: Int
        let tid: Int
        let ts: Double?
        let dur: Double?
        let args: [String: Argument]?
        /// An instant's scope (`t`: its thread).
        var s: String? = nil
        /// A flow's category and id, which its start and end share, and the end's binding point (`e`: the
        /// slice around it).
        var cat: String? = nil
        var id: Int? = nil
        var bp: String? = nil

        enum Argument: Encodable {
            case text(String)
            case number(Double)

            func encode(to encoder: any Encoder) throws {
                var container = encoder.singleValueContainer()
                switch self {
                case .text(let text): try container.encode(text)
                case .number(let number): try container.encode(number.isFinite ? number : 0)
                }
            }
        }
    }

    struct Document: Encodable {
        let traceEvents: [Event]
        let displayTimeUnit = "ms"
        let otherData: [String: String]
    }

    /// The tracks of one process, in the order they are shown.
    static func threadID(_ track: String) -> Int {
        switch track {
        case "frames": return 1
        case "main": return 2
        default:
            // A track name read from a run folder can hold any number: only plausible worker numbers get their own id.
            if track.hasPrefix("worker "), let number = Int(track.dropFirst("worker ".count)), (0...1_000_000).contains(number) {
                return 10 + number
            }
            return 9
        }
    }

    static func events(_ report: RunReport) -> [Event] {
        var events: [Event] = []
        var process = 0
        var flowID = 1
        for scenario in report.scenarios {
            for result in scenario.results {
                guard let trace = result.trace else { continue }
                process += 1
                let pid = process
                events.append(Event(name: "process_name", ph: "M", pid: pid, tid: 0, ts: nil, dur: nil,
                                    args: ["name": .text("\(scenario.scenario.name) · \(result.pipeline.rawValue)")]))
                events.append(Event(name: "process_sort_index", ph: "M", pid: pid, tid: 0, ts: nil, dur: nil,
                                    args: ["sort_index": .number(Double(pid))]))
                // Events are instants on the main thread's passes track, which a trace with events has.
                let tracks = Set(trace.slices.map(\.track) + (trace.instants.isEmpty ? [] : ["main"]))
                    .sorted { threadID($0) < threadID($1) }
                for track in tracks {
                    let name = track == "main" ? "main thread: passes" : track == "frames" ? "main thread: frames" : track
                    events.append(Event(name: "thread_name", ph: "M", pid: pid, tid: threadID(track), ts: nil, dur: nil,
                                        args: ["name": .text(name)]))
                    events.append(Event(name: "thread_sort_index", ph: "M", pid: pid, tid: threadID(track), ts: nil,
                                        dur: nil, args: ["sort_index": .number(Double(threadID(track)))]))
                }
                // A slice before the slices it holds (a wait inside its pass), should two start at once.
                let ordered = trace.slices.enumerated().sorted {
                    (threadID($0.element.track), $0.element.startMilliseconds, -$0.element.durationMilliseconds, $0.offset)
                        < (threadID($1.element.track), $1.element.startMilliseconds, -$1.element.durationMilliseconds, $1.offset)
                }
                for (_, slice) in ordered {
                    var args: [String: Event.Argument] = [:]
                    // Frames share one name, so Perfetto groups them (and sums their durations); the index is an arg.
                    let isFrame = slice.track == "frames"
                    if let frame = slice.frame { args[isFrame ? "index" : "frame"] = .number(Double(frame)) }
                    if let counters = slice.counters { args.merge(arguments(counters)) { first, _ in first } }
                    if let job = slice.job { args["job"] = .number(Double(job)) }
                    if let request = slice.request { args["request"] = .number(Double(request)) }
                    events.append(Event(name: isFrame ? "frame" : slice.name, ph: "X", pid: pid, tid: threadID(slice.track),
                                        ts: max(0, slice.startMilliseconds * 1_000), dur: max(0, slice.durationMilliseconds * 1_000),
                                        args: args.isEmpty ? nil : args))
                }
                events += flows(trace, pid: pid, nextID: &flowID)
                for instant in trace.instants.sorted(by: { $0.timeMilliseconds < $1.timeMilliseconds }) {
                    var args: [String: Event.Argument] = ["frame": .number(Double(instant.frame))]
                    if let story = instant.story { args["story"] = .text(story) }
                    if let skipped = instant.skipped { args["skipped"] = .text(skipped) }
                    events.append(Event(name: instant.name, ph: "i", pid: pid, tid: threadID("main"),
                                        ts: max(0, instant.timeMilliseconds * 1_000), dur: nil, args: args, s: "t"))
                }
                for sample in trace.samples.sorted(by: { ($0.name, $0.timeMilliseconds) < ($1.name, $1.timeMilliseconds) }) {
                    events.append(Event(name: sample.name, ph: "C", pid: pid, tid: 0, ts: max(0, sample.timeMilliseconds * 1_000), dur: nil,
                                        args: ["value": .number(sample.value)]))
                }
            }
        }
        return events
    }

    /// A section's or phase's counters as a slice's args, named as run.json names them.
    static func arguments(_ counters: TraceRecord.Counters) -> [String: Event.Argument] {
        var args: [String: Event.Argument] = ["allocatedBytes": .number(Double(counters.allocatedBytes)),
                                              "allocations": .number(Double(counters.allocations))]
        if let cpu = counters.cpuMilliseconds { args["cpuMilliseconds"] = .number(cpu) }
        if let views = counters.views {
            for (name, value) in [("viewsCreated", views.viewsCreated), ("viewsReused", views.viewsReused),
                                  ("cellsReused", views.cellsReused), ("attributeWrites", views.attributeWrites),
                                  ("textLayouts", views.textLayouts), ("layoutCalls", views.layoutCalls)] {
                args[name] = .number(Double(value))
            }
        }
        return args
    }

    static func data(_ report: RunReport) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let document = Document(traceEvents: events(report),
                                otherData: ["generator": "feedbench", "startedAt": report.startedAt,
                                            "note": "first measured repetition of each pipeline; times in microseconds "
                                                + "from the repetition's start"])
        var data = try encoder.encode(document)
        data.append(UInt8(ascii: "\n"))
        return data
    }
}
