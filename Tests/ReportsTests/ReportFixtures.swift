import Feed
import Foundation
import Harness

/// A small run report made by hand: two pipelines, two repetitions of a few frames, a trace, a wireframe,
/// with whatever scenario name and text a test asks for.
enum ReportFixtures {
    static let hostileNames = [
        "<script>document.title='pwned'</script>",
        "\"><img src=x onerror=\"document.title='pwned'\">",
        "comma, \"quote\"\nand a new line",
    ]

    /// `repetitionScales`: one repetition per value, its frame and pass times multiplied by it (noise, or a slowdown).
    static func report(name: String = "fixture", text: String = "A story", frames: Int = 6,
                       formatVersionNote: String = "", repetitionScales: [Double] = [1, 1],
                       options: RunOptions = RunOptions()) -> RunReport {
        let device = Device(width: 375, height: 667, scale: 2)
        let scenario = Scenario(
            name: name, summary: "About \(name)", device: device,
            feed: .generated(GeneratorSpec(seed: 1, stories: 10)), scroll: .constant(pointsPerFrame: 10, frames: frames - 1),
            events: [])
        let configuration = RunResult.Configuration(threads: 2, warmUp: 0, framesPerRepetition: frames, budget: 17,
                                                    paced: false, mvcRowHeights: .estimated, feedPolicy: nil)
        let results = [PipelineKind.mvc, .components].map { pipeline -> RunResult in
            let scale = pipeline == .mvc ? 1.0 : 0.5
            let repetitions = repetitionScales.enumerated().map { index, factor in
                repetition(index, frames: frames, scale: scale * factor, pipeline: pipeline)
            }
            let trace = TraceRecord(
                slices: (0..<frames).flatMap { frame -> [TraceRecord.Slice] in
                    let start = Double(frame) * 17
                    return [TraceRecord.Slice(name: "frame", track: "frames", startMilliseconds: start,
                                              durationMilliseconds: 0.9, frame: frame),
                            TraceRecord.Slice(name: "mount", track: "main", startMilliseconds: start + 0.01,
                                              durationMilliseconds: 0.5, frame: frame)]
                } + [TraceRecord.Slice(name: "layout", track: "worker 2", startMilliseconds: 0.03, durationMilliseconds: 0.08,
                                       frame: nil),
                     TraceRecord.Slice(name: "build", track: "worker 1", startMilliseconds: 0.005, durationMilliseconds: 0.02,
                                       frame: nil)],
                samples: (0..<frames).map {
                    TraceRecord.Sample(name: "live views", timeMilliseconds: Double($0) * 17 + 0.9, value: 40)
                })
            let wireframe = Wireframe(width: 375, height: 667, boxes: [
                Wireframe.Box(kind: "label", x: 10, y: 10, width: 200, height: 20, text: text),
                Wireframe.Box(kind: "image", x: 10, y: 40, width: 355, height: 200, text: nil),
            ])
            return RunResult(scenario: name, pipeline: pipeline, configuration: configuration, repetitions: repetitions,
                             skippedEvents: [], notes: ["a note about \(text)"], trace: trace, wireframe: wireframe)
        }
        let machine = MachineInfo(hostName: "host", operatingSystem: "Linux", processorCount: 2, activeProcessorCount: 2,
                                  physicalMemoryBytes: 1 << 34, buildConfiguration: "release", cpuModel: "Test CPU",
                                  swiftVersion: "6.3")
        return RunReport(startedAt: Date(timeIntervalSince1970: 1_700_000_000), machine: machine, options: options,
                         scenarios: [ScenarioReport(file: "Scenarios/\(name).json", scenario: scenario, results: results)])
    }

    static func frame(_ frame: Int, scale: Double) -> FrameSample {
        let milliseconds: Double = (frame == 0 ? 30 : 1 + Double(frame)) * scale
        return FrameSample(frame: frame, milliseconds: milliseconds, cpuMilliseconds: 0.5,
                           passes: FramePassTimes(mount: 0.5 * scale, scroll: 0.25), allocatedBytes: 1_000,
                           viewsCreated: frame == 0 ? 40 : 0, liveViews: 40, offset: Double(frame) * 10)
    }

    static func repetition(_ index: Int, frames: Int, scale: Double, pipeline: PipelineKind) -> RepetitionResult {
        let samples: [FrameSample] = (0..<frames).map { frame($0, scale: scale) }
        let memory = MemoryFigures(heapAfterFirstScreen: 100_000, heapPeak: 200_000, heapAtEnd: 150_000,
                                   sampleInterval: 60, peakResidentBytes: 30_000_000)
        return RepetitionResult(index: index, frames: samples, budget: 17, passes: passTotals(scale), counters: counters(pipeline),
                                peakLiveViews: 40,
                                firstScreen: FirstScreen(mainThreadMilliseconds: 30 * scale, wallMilliseconds: 35 * scale),
                                memory: memory)
    }

    static func passTotals(_ scale: Double) -> PassTotals {
        var totals = PassTotals()
        totals.add(PassMeasurement(milliseconds: 10 * scale, allocatedBytes: 5_000, allocations: 50,
                                   counters: ViewWorkCounters(viewsCreated: 40, attributeWrites: 100)), to: .mount)
        totals.add(PassMeasurement(milliseconds: 4, allocatedBytes: 2_000, allocations: 20), to: .scroll)
        return totals
    }

    static func counters(_ pipeline: PipelineKind) -> RepetitionCounters {
        var counters = RepetitionCounters()
        counters.views.viewsCreated = 40
        counters.views.attributeWrites = pipeline == .mvc ? 300 : 200
        counters.views.textLayouts = 25
        return counters
    }

    /// A fresh folder under the system's temporary folder.
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feedbench-reports-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
