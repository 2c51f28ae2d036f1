/// One measured frame of one repetition.
public struct FrameSample: Hashable, Sendable, Codable {
    /// The frame index in the scroll script, from 0.
    public let frame: Int
    /// Main-thread milliseconds: the frame's events and its scroll step, waits included.
    public let milliseconds: Double
    /// Bytes allocated on the main thread during the frame.
    public let allocatedBytes: UInt64
    /// Allocation requests during the frame (main thread; see `AllocationReading`).
    public let allocations: UInt64
    /// Views created during the frame (deterministic).
    public let viewsCreated: Int
    /// The scroll offset at the end of the frame, in points.
    public let offset: Double

    public init(frame: Int, milliseconds: Double, allocatedBytes: UInt64, allocations: UInt64, viewsCreated: Int,
                offset: Double) {
        self.frame = frame
        self.milliseconds = milliseconds
        self.allocatedBytes = allocatedBytes
        self.allocations = allocations
        self.viewsCreated = viewsCreated
        self.offset = offset
    }
}
