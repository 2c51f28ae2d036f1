import Foundation

/// What running one repetition gives (`ScenarioRun.runRepetition`): its result, the events that changed
/// nothing, each frame's allocation requests (where the recorder kept them), and, for a recorded
/// repetition, its trace and first screen.
struct RepetitionOutcome: Sendable {
    var result: RepetitionResult
    let skipped: [SkippedEvent]
    /// Allocation requests per frame (`PassRecorder.countsEachFrame`); empty otherwise.
    let frameRequests: [UInt64]
    /// `nil` unless the repetition was recorded.
    let recording: Recording?

    /// A recorded repetition over time, and its first screen.
    struct Recording: Sendable {
        let trace: TraceRecord
        /// `nil` when the pipeline shows no feed view.
        let wireframe: Wireframe?
        /// A PNG of the first screen as drawn; `nil` unless `RunOptions.keepsFirstScreens`.
        let screenshot: Data?
    }
}
