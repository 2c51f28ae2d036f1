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
        // Named alike, so a viewer groups them: the index is the slice's frame.
        #expect(frames.allSatisfy { $0.name == "frame" })
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

    /// The waits, counters and events the first measured repetition recorded, against what it measured.
    @Test(arguments: PipelineKind.allCases)
    func sectionsCarryCountersAndWaitsAndEventsAreKept(pipeline: PipelineKind) throws {
        let scenario = try TestScenarios.smallMixed()
        let result = try ScenarioRun(scenario: scenario, fonts: try TestScenarios.fonts(),
                                     options: RunOptions(repetitions: 1)).run(pipeline)
        let trace = try #require(result.trace)
        let frames = try #require(result.repetitions.first?.frames)
        let main = trace.slices.filter { $0.track == "main" }
        let sections = main.filter { $0.name != "wait" }
        let waits = main.filter { $0.name == "wait" }
        // Every section carries what it counted; each frame's add up to what the frame measured.
        #expect(sections.allSatisfy { $0.counters?.views != nil && $0.counters?.cpuMilliseconds != nil })
        for frame in frames {
            let own = sections.filter { $0.frame == frame.frame }.compactMap(\.counters)
            #expect(own.reduce(0) { $0 &+ $1.allocatedBytes } == frame.allocatedBytes)
            #expect(own.reduce(0) { $0 + ($1.views?.viewsCreated ?? 0) } == frame.viewsCreated)
        }
        // A wait is a slice wherever the frame waited, inside one of the frame's sections, as long as the
        // frame says it waited.
        #expect(Set(waits.compactMap(\.frame)) == Set(frames.filter(\.waited).map(\.frame)))
        for frame in frames where frame.waited {
            let total = waits.filter { $0.frame == frame.frame }.reduce(0) { $0 + $1.durationMilliseconds }
            #expect(abs(total - frame.passes.wait) < 1e-9)
        }
        #expect(waits.allSatisfy { wait in
            wait.counters == nil && sections.contains {
                $0.frame == wait.frame && $0.startMilliseconds <= wait.startMilliseconds
                    && wait.startMilliseconds + wait.durationMilliseconds <= $0.startMilliseconds + $0.durationMilliseconds
            }
        })
        // The components pipeline's first screen waits for its layouts; MVC never waits.
        #expect(waits.contains { $0.frame == 0 } == (pipeline == .components))
        // Worker phases count their bytes and requests, not a CPU time of their own.
        #expect(trace.slices.filter { $0.track.hasPrefix("worker ") }.allSatisfy {
            $0.counters != nil && $0.counters?.cpuMilliseconds == nil && $0.counters?.views == nil
        })
        // One instant per scenario event, in order, inside its frame; a skipped one says why.
        #expect(trace.instants.map(\.name) == scenario.events.map(\.kind.rawValue))
        #expect(trace.instants.map(\.frame) == scenario.events.map(\.frame))
        #expect(trace.instants.map(\.story) == scenario.events.map(\.storyID?.rawValue))
        #expect(trace.instants.compactMap { instant in instant.skipped.map { SkippedEvent(frame: instant.frame, kind: instant.name, reason: $0) } }
            == result.skippedEvents)
        let frameSlices = trace.slices.filter { $0.track == "frames" }
        #expect(trace.instants.allSatisfy { instant in
            frameSlices.contains {
                $0.frame == instant.frame && $0.startMilliseconds <= instant.timeMilliseconds
                    && instant.timeMilliseconds <= $0.startMilliseconds + $0.durationMilliseconds
            }
        })
    }

    /// Each worker job says which request it did work for, and the trace which frame first mounted that
    /// request's result: the first screen's in frame 0, each mounted no earlier than its jobs ran.
    @Test func workerJobsKnowTheFrameThatMountedTheirResult() throws {
        let scenario = try TestScenarios.smallMixed()
        let result = try ScenarioRun(scenario: scenario, fonts: try TestScenarios.fonts(),
                                     options: RunOptions(repetitions: 1)).run(.components)
        let trace = try #require(result.trace)
        let phases = trace.slices.filter { $0.track.hasPrefix("worker ") }
        #expect(!phases.isEmpty && phases.allSatisfy { $0.job != nil && $0.request != nil })
        // A job's phases run on one worker, for one request.
        let jobs = Dictionary(grouping: phases) { $0.job ?? 0 }
        #expect(jobs.values.allSatisfy { Set($0.map(\.track)).count == 1 && Set($0.map(\.request)).count == 1 })
        // A request is mounted once; the first screen's (request 1, laid out by jobs) in frame 0.
        let mounts = trace.mounts
        #expect(Set(mounts.map(\.request)).count == mounts.count)
        #expect(mounts.first == TraceRecord.Mount(request: 1, frame: 0))
        #expect(phases.contains { $0.request == 1 })
        // A frame mounts no job that started after it ended.
        let frames = trace.slices.filter { $0.track == "frames" }
        let mountedIn = Dictionary(uniqueKeysWithValues: mounts.map { ($0.request, $0.frame) })
        for phase in phases {
            guard let request = phase.request, let index = mountedIn[request] else { continue }
            let frame = frames[index]
            #expect(phase.startMilliseconds <= frame.startMilliseconds + frame.durationMilliseconds + 1e-2)
        }
        // MVC has no worker requests.
        let mvc = try ScenarioRun(scenario: scenario, fonts: try TestScenarios.fonts(),
                                  options: RunOptions(repetitions: 1)).run(.mvc)
        #expect(mvc.trace?.mounts.isEmpty == true)
    }
}
