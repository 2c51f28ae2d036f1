/// What a run (`RunSession.run`) tells as it goes: its warnings as they come, and where it is, for a progress
/// bar or progress lines. Called on the main actor, between frames, outside the timed sections.
@MainActor
public protocol RunObserver {
    /// A warning to show now; run.json keeps its own wording of it (`RunReport.warnings`).
    func warning(_ text: String)
    /// A scenario starts; `place` says which, of how many.
    func scenarioStarted(_ place: RunProgress)
    /// A phase of the scenario's run starts (`place` already names it).
    func phaseStarted(_ phase: RunPhase, at place: RunProgress)
    /// A frame is done: `done` of the scenario's `total`.
    func frameDone(at place: RunProgress, done: Int, total: Int)
}
