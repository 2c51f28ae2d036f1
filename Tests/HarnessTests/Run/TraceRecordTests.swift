import Testing
@testable import Harness

/// The first measured repetition is recorded over time (for trace.json) and its first screen drawn (for
/// the report's wireframe).
@MainActor
@Suite struct TraceRecordTests {
    @Test(arguments: PipelineKind.allCases)
    func firstRepetitionIsTracedAndDrawn(pipeline: PipelineKind) throws {
        let scenario = try TestScenarios.smallMixed()
        let result = try ScenarioRun(scenario: scenario, fonts: try TestScenarios.fonts(),
                                     options: RunOptions(repetitions: 2)).run(pipeline)
        let trace = try #require(result.trace)
        // One slice per frame on the frames track, in frame order, each inside the repetition.
        let frames = trace.slices.filter { $0.track == "frames" }
        #expect(frames.map(\.frame) == (0...scenario.frameCount).map { $0 })
        #expect(frames.allSatisfy { $0.durationMilliseconds >= 0 && $0.startMilliseconds >= 0 })
        #expect(zip(frames, frames.dropFirst()).allSatisfy {
            $0.startMilliseconds + $0.durationMilliseconds <= $1.startMilliseconds + 1e-9
        })
        // Every main-thread section lies within its frame.
        for slice in trace.slices where slice.track == "main" {
            guard let index = slice.frame else { continue }
            let frame = frames[index]
            // Within a microsecond: the section's end and the frame's are read from the clock apart.
            #expect(slice.startMilliseconds >= frame.startMilliseconds - 1e-3
                && slice.startMilliseconds + slice.durationMilliseconds
                    <= frame.startMilliseconds + frame.durationMilliseconds + 1e-3)
        }
        let workerSlices = trace.slices.filter { $0.track.hasPrefix("worker ") }
        #expect(workerSlices.isEmpty == (pipeline == .mvc))
        #expect(workerSlices.allSatisfy { ["build", "layout", "display"].contains($0.name) })
        // Worker phases are timed on their own clock and placed on the trace's timeline by its origin: none
        // starts before the repetition (a microsecond of slack for the two clocks' reads). Jobs may start and
        // end after the last frame: the workers drain what was requested (rows drawn ahead) in no frame, a job
        // starting once the work queued before it is done, so at the latest after all the workers' work (and a
        // scheduler's delay) past the last frame.
        if let last = frames.last {
            let end = last.startMilliseconds + last.durationMilliseconds
            let work = workerSlices.reduce(0) { $0 + $1.durationMilliseconds }
            #expect(workerSlices.allSatisfy {
                $0.startMilliseconds >= -1e-3 && $0.durationMilliseconds >= 0 && $0.startMilliseconds <= end + work + 100
            })
            #expect(workerSlices.isEmpty || workerSlices.contains { $0.startMilliseconds <= end })
        }
        #expect(trace.samples.filter { $0.name == "live views" }.count == scenario.frameCount + 1)
        // The first screen: views inside the device, text where there is text.
        let wireframe = try #require(result.wireframe)
        #expect(wireframe.width == scenario.device.width)
        #expect(!wireframe.boxes.isEmpty)
        #expect(wireframe.boxes.contains { $0.text?.isEmpty == false })
        #expect(wireframe.boxes.allSatisfy { $0.y < scenario.device.height && $0.y + $0.height > 0 })
    }
}
