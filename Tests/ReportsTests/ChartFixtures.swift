import Foundation
import Harness

@testable import Reports

/// Results with the frame times a chart test asks for, and small readers of the SVG the charts write.
enum ChartFixtures {
    /// Both pipelines, one repetition each, frame `i` taking `mvc(i)` and `components(i)` milliseconds.
    static func results(frames: Int, budget: Double = 16.7, mvc: @escaping (Int) -> Double,
                        components: @escaping (Int) -> Double) -> [RunResult] {
        let configuration = RunResult.Configuration(threads: 2, warmUp: 0, framesPerRepetition: frames, budget: budget,
                                                    paced: false, mvcRowHeights: .estimated, feedPolicy: nil)
        return [(PipelineKind.mvc, mvc), (.components, components)].map { pipeline, time in
            var repetition = ReportFixtures.repetition(0, frames: frames, scale: 1, pipeline: pipeline)
            let samples = repetition.frames.map { sample in
                FrameSample(frame: sample.frame, milliseconds: time(sample.frame), cpuMilliseconds: sample.cpuMilliseconds,
                            passes: sample.passes, allocatedBytes: sample.allocatedBytes,
                            viewsCreated: sample.viewsCreated, liveViews: sample.liveViews, offset: sample.offset)
            }
            repetition = RepetitionResult(index: 0, frames: samples, budget: budget, passes: repetition.passes,
                                          counters: repetition.counters, peakLiveViews: repetition.peakLiveViews,
                                          firstScreen: repetition.firstScreen, memory: repetition.memory)
            return RunResult(scenario: "charts", pipeline: pipeline, configuration: configuration,
                             repetitions: [repetition], skippedEvents: [], notes: [])
        }
    }

    /// Every `<text …>label</text>` of the markup: its attributes by name, and its text.
    static func texts(_ markup: String) -> [(attributes: [String: String], text: String)] {
        elements("text", in: markup).map { attributes, rest in
            (attributes, String(rest.prefix { $0 != "<" }))
        }
    }

    /// Every `<name …>`'s attributes, and the markup after its `>`.
    static func elements(_ name: String, in markup: String) -> [(attributes: [String: String], rest: Substring)] {
        markup.components(separatedBy: "<\(name) ").dropFirst().map { chunk in
            let head = chunk.prefix { $0 != ">" }
            var attributes: [String: String] = [:]
            for pair in head.components(separatedBy: "\" ") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                guard parts.count == 2 else { continue }
                attributes[String(parts[0])] = String(parts[1].filter { $0 != "\"" })
            }
            return (attributes, chunk.dropFirst(head.count + 1))
        }
    }
}
