import Foundation
import Harness

/// `trace.json` in the Chrome Trace Event format, which Perfetto's UI and `chrome://tracing` open: one
/// process per scenario and pipeline, a track (thread) for the main thread's passes, one for the frames and
/// one per worker queue; every slice a complete (`X`) event with its duration; live views and allocated
/// bytes as counter tracks. Events are sorted by time within each track.
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
        for scenario in report.scenarios {
            for result in scenario.results {
                guard let trace = result.trace else { continue }
                process += 1
                let pid = process
                events.append(Event(name: "process_name", ph: "M", pid: pid, tid: 0, ts: nil, dur: nil,
                                    args: ["name": .text("\(scenario.scenario.name) · \(result.pipeline.rawValue)")]))
                events.append(Event(name: "process_sort_index", ph: "M", pid: pid, tid: 0, ts: nil, dur: nil,
                                    args: ["sort_index": .number(Double(pid))]))
                let tracks = Set(trace.slices.map(\.track)).sorted { threadID($0) < threadID($1) }
                for track in tracks {
                    let name = track == "main" ? "main thread: passes" : track == "frames" ? "main thread: frames" : track
                    events.append(Event(name: "thread_name", ph: "M", pid: pid, tid: threadID(track), ts: nil, dur: nil,
                                        args: ["name": .text(name)]))
                    events.append(Event(name: "thread_sort_index", ph: "M", pid: pid, tid: threadID(track), ts: nil,
                                        dur: nil, args: ["sort_index": .number(Double(threadID(track)))]))
                }
                let ordered = trace.slices.enumerated().sorted {
                    (threadID($0.element.track), $0.element.startMilliseconds, $0.offset)
                        < (threadID($1.element.track), $1.element.startMilliseconds, $1.offset)
                }
                for (_, slice) in ordered {
                    var args: [String: Event.Argument] = [:]
                    if let frame = slice.frame { args["frame"] = .number(Double(frame)) }
                    events.append(Event(name: slice.name, ph: "X", pid: pid, tid: threadID(slice.track),
                                        ts: max(0, slice.startMilliseconds * 1_000), dur: max(0, slice.durationMilliseconds * 1_000),
                                        args: args.isEmpty ? nil : args))
                }
                for sample in trace.samples.sorted(by: { ($0.name, $0.timeMilliseconds) < ($1.name, $1.timeMilliseconds) }) {
                    events.append(Event(name: sample.name, ph: "C", pid: pid, tid: 0, ts: max(0, sample.timeMilliseconds * 1_000), dur: nil,
                                        args: ["value": .number(sample.value)]))
                }
            }
        }
        return events
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
