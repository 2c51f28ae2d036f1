import Feed
import Views

/// One pipeline as the harness drives it, for one repetition: set up and show the first screen, then
/// per frame apply that frame's events and move the viewport.
///
/// Contract: every method runs on the main actor and does exactly the main-thread work the frame
/// model (DESIGN.md section 2) gives it; timing and allocation reading happen in `PassRecorder`,
/// counter reading (`counters`, `liveViews`) outside every timed region.
@MainActor
protocol PipelineDriver: AnyObject {
    /// Builds the pipeline and shows the first screen (offset 0), recording its passes.
    func showFirstScreen(_ recorder: PassRecorder) throws

    /// Applies one event as the `update` pass; returns why it was skipped, or nil when applied.
    func apply(_ event: ScenarioEvent, _ recorder: PassRecorder) -> String?

    /// Goes back to the feed from any screen an `open` pushed, as the `navigation` pass; nothing (and
    /// nothing measured) when none is open. The harness calls it at the start of the frame after an
    /// open: the way back is a navigation of its own, timed in that frame.
    func closeScreens(_ recorder: PassRecorder)

    /// Moves the viewport's top to `offset` as the `recycle` pass.
    func scroll(to offset: Double, _ recorder: PassRecorder)

    /// The deterministic counters so far.
    var counters: RunCounters { get }

    /// The main thread's view counters so far, cheap to read (no waiting for the workers): read
    /// around every timed section for the per-pass counters.
    var passCounters: PassCounters { get }

    /// The views in the mounted hierarchy now.
    var liveViews: Int { get }


    /// Frames in which the main thread waited for a layout the workers had not finished (timing-
    /// dependent, so reported but never part of the deterministic counters).
    var framesWaited: Int { get }
}

extension View {
    /// This view and all its descendants.
    /// - Complexity: O(views in the subtree).
    var subtreeCount: Int {
        subviews.reduce(1) { $0 + $1.subtreeCount }
    }
}
