/// Time to first screen (docs/design.md, Metrics): the launch frame's main-thread milliseconds, and the wall
/// milliseconds from the pipeline's start (before its model is built) to the first screen mounted, workers
/// included.
public struct FirstScreen: Hashable, Sendable, Codable {
    public let mainThreadMilliseconds: Double
    public let wallMilliseconds: Double

    public init(mainThreadMilliseconds: Double, wallMilliseconds: Double) {
        self.mainThreadMilliseconds = mainThreadMilliseconds
        self.wallMilliseconds = wallMilliseconds
    }
}
