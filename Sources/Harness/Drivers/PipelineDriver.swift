import Feed
import TextLayout
import Views

/// One pipeline as the harness drives it, for one repetition: frame 0 builds the pipeline and shows the
/// first screen; each later frame mounts what became ready, applies the frame's events and moves the
/// viewport.
///
/// Contract: every method runs on the main actor and does exactly the main-thread work the frame model
/// (docs/design.md, "The frame model") gives it, inside `PassRecorder` sections, which time it; the policy (what to lay
/// out, when to wait, when to mount) is the pipeline's own, the driver only calls it. Counter reading
/// (`counters`, `liveViews`) happens outside every timed region.
@MainActor
package protocol PipelineDriver: AnyObject {
    /// Frame 0: builds the pipeline's model and controllers and shows the first screen (offset 0).
    func showFirstScreen(_ recorder: PassRecorder) throws

    /// The start of frame `frame` (1…N): results that became ready since the last frame are mounted
    /// (components with asynchronous updates), as the `update` pass.
    func beginFrame(_ frame: Int, _ recorder: PassRecorder)

    /// Applies one event of frame `frame`; returns why it was skipped, or nil when applied.
    func apply(_ event: ScenarioEvent, frame: Int, _ recorder: PassRecorder) -> String?

    /// Goes back to the feed from any screen an `open` pushed, as the `navigation` pass; nothing (and
    /// nothing measured) when none is open. The harness calls it at the start of the frame after an
    /// open: the way back is a navigation of its own, timed in that frame.
    func closeScreens(_ recorder: PassRecorder)

    /// Moves the viewport's top to `offset` as the `scroll` pass.
    func scroll(to offset: Double, _ recorder: PassRecorder)

    /// After the last frame, in no frame: waits for the workers and mounts what is still in flight (an
    /// `update` section of the repetition's totals), so the counters and update latencies are complete.
    func finish(_ recorder: PassRecorder)

    /// Each applied event's latency so far, in event order.
    var updates: [UpdateLatency] { get }

    /// The pipeline requests (numbered as the components pipeline's prefetcher numbers them) whose results
    /// were first mounted since the last call: the harness asks at the end of each frame of a traced
    /// repetition, outside every timed section. None for a pipeline without worker requests.
    func takeMountedRequests() -> [Int]

    /// The deterministic counters so far.
    var counters: RepetitionCounters { get }

    /// What the pipeline's text engine spent typesetting so far: on the main thread (which made it) and on the
    /// workers.
    var typesetting: TypesettingTime { get }

    /// The main thread's view counters so far, cheap to read (no waiting for the workers): read
    /// around every timed section for the per-pass counters.
    var viewWorkCounters: ViewWorkCounters { get }

    /// The views in the mounted hierarchy now.
    var liveViews: Int { get }

    /// The context of the pipeline's views, whose display step ends every section; `nil` before it exists.
    var viewContext: ViewContext? { get }

    /// The view the feed's rows are subviews of, in feed coordinates (for the wireframe of the first screen).
    var feedView: View? { get }
}

extension PipelineDriver {
    func takeMountedRequests() -> [Int] { [] }

    /// Runs `body` as a section of `pass`, ended by the display step, as at the end of a run loop turn: the
    /// text the section set or resized is typeset, lazily, inside the section's time; then the views whose
    /// content changed draw, timed as a section of the `display` pass of its own (when the pipeline draws).
    /// Its result is the body's, which a section run for its effect leaves unused.
    @discardableResult
    func section<Result>(_ pass: Pass, _ recorder: PassRecorder, _ body: () throws -> Result) rethrows -> Result {
        let result = try recorder.measure(pass) {
            let result = try body()
            viewContext?.layoutPendingText()
            return result
        }
        if let context = viewContext, context.needsDrawing {
            // The photos these views show were downloaded ahead, as a feed's image prefetcher does: made now,
            // outside the timed section, which pays for decoding and drawing them only.
            context.preparePendingPhotos()
            recorder.measure(.display) { context.drawPending() }
        }
        return result
    }
}

extension View {
    /// This view and all its descendants.
    /// - Complexity: O(views in the subtree).
    var subtreeCount: Int {
        subviews.reduce(1) { $0 + $1.subtreeCount }
    }
}
