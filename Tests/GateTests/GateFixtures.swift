import Feed
import Foundation
import Harness

/// Run reports made by hand, with chosen frame times per repetition, for the gate's tests.
enum GateFixtures {
    /// A seeded generator, so "noise" is the same on every run of the tests.
    struct Noise {
        var state: UInt64
        mutating func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
    }

    /// `processes` runs of `report` (each a process of its own, as the gate's unit), seeds from `seed`.
    static func runs(processes: Int = 12, repetitions: Int = 2, scale: Double = 1, noise: Double = 0.02, seed: UInt64 = 1,
                     attributeWrites: Int = 300, cpu: String = "Test CPU", componentsScale: Double? = nil,
                     probe: Double? = nil, workerLayoutCPU: Double? = nil) -> [RunReport] {
        (0..<processes).map { index -> RunReport in
            // Each process a little faster or slower than the next, as processes are.
            let offset: Double = Double(index % 5) - 2
            let process: Double = 1 + noise * offset / 4
            let components: Double? = componentsScale.map { $0 * process }
            let processSeed: UInt64 = seed &* 1_000 &+ UInt64(index)
            return report(repetitions: repetitions, scale: scale * process, noise: noise, seed: processSeed,
                          attributeWrites: attributeWrites, cpu: cpu, componentsScale: components, probe: probe,
                          workerLayoutCPU: workerLayoutCPU)
        }
    }

    /// One scenario, both pipelines, `repetitions` repetitions of 20 frames whose times are `scale` times a
    /// base shape with `noise` relative jitter; counters as given.
    static func report(name: String = "feed", repetitions: Int = 10, scale: Double = 1, noise: Double = 0.02,
                       seed: UInt64 = 1, attributeWrites: Int = 300, cpu: String = "Test CPU", cores: Int = 2,
                       slowdown: InjectedSlowdown? = nil, componentsScale: Double? = nil, probe: Double? = nil,
                       workerLayoutCPU: Double? = nil, work: InjectedWork? = nil) -> RunReport {
        var random = Noise(state: seed)
        let scenario = Scenario(name: name, device: Device(width: 375, height: 667, scale: 2),
                                feed: .generated(GeneratorSpec(seed: 1, stories: 10)),
                                scroll: .constant(pointsPerFrame: 10, frames: 19))
        let results = [PipelineKind.mvc, .components].map { pipeline -> RunResult in
            let factor = pipeline == .components ? (componentsScale ?? scale) : scale
            let reps = (0..<repetitions).map { index -> RepetitionResult in
                let frames = (0..<20).map { frame -> FrameSample in
                    let base = frame == 0 ? 8.0 : 1 + Double(frame % 5) * 0.5
                    let jitter = 1 + noise * (random.next() * 2 - 1)
                    let milliseconds = base * factor * jitter
                    return FrameSample(frame: frame, milliseconds: milliseconds, cpuMilliseconds: milliseconds,
                                       passes: FramePassTimes(mount: milliseconds * 0.6, scroll: milliseconds * 0.4),
                                       allocatedBytes: 100, viewsCreated: 0, offset: 0)
                }
                var passes = PassTotals()
                let total = frames.reduce(0) { $0 + $1.milliseconds }
                passes.add(PassMeasurement(milliseconds: total * 0.6, cpuMilliseconds: total * 0.6), to: .mount)
                passes.add(PassMeasurement(milliseconds: total * 0.4, cpuMilliseconds: total * 0.4), to: .scroll)
                if pipeline == .components, let workerLayoutCPU {
                    // A worker pass: its wall time waited for cores (three times its CPU time, and noisy); the
                    // gate must judge the CPU time.
                    let cpu = workerLayoutCPU * (1 + noise * (random.next() * 2 - 1))
                    passes.add(PassMeasurement(milliseconds: cpu * (3 + random.next() * 3), cpuMilliseconds: cpu,
                                               workerJobs: 10), to: .layout)
                    passes.workerCPUMilliseconds = cpu
                }
                var counters = RepetitionCounters()
                counters.views.attributeWrites = attributeWrites
                counters.views.viewsCreated = 40
                var repetition = RepetitionResult(index: index, frames: frames, budget: 17, passes: passes, counters: counters, peakLiveViews: 40,
                                        firstScreen: FirstScreen(mainThreadMilliseconds: frames[0].milliseconds,
                                                                 wallMilliseconds: frames[0].milliseconds),
                                        memory: MemoryFigures(heapAfterFirstScreen: 0, heapPeak: 0, heapAtEnd: 0,
                                                              sampleInterval: 60, peakResidentBytes: nil))
                repetition.speedProbeMilliseconds = probe.map { $0 * (1 + noise * (random.next() * 2 - 1) / 4) }
                return repetition
            }
            let configuration = RunResult.Configuration(threads: 1, warmUp: 0, framesPerRepetition: 20, budget: 17,
                                                        paced: false, mvcRowHeights: nil, feedPolicy: nil)
            return RunResult(scenario: name, pipeline: pipeline, configuration: configuration, repetitions: reps,
                             counting: reps.first, skippedEvents: [], notes: [])
        }
        var options = RunOptions()
        options.injectedSlowdown = slowdown
        options.injectedWork = work
        let machine = MachineInfo(hostName: "h", operatingSystem: "Linux", processorCount: cores,
                                  activeProcessorCount: cores, physicalMemoryBytes: 1 << 33, buildConfiguration: "release",
                                  cpuModel: cpu, swiftVersion: "6.3")
        return RunReport(startedAt: Date(timeIntervalSince1970: 0), machine: machine, options: options,
                         scenarios: [ScenarioReport(file: "\(name).json", scenario: scenario, results: [results[0], results[1]])])
    }
}
