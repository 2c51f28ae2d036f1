/// What one repetition held in memory (docs/design.md, Metrics, "memory"). Heap figures are jemalloc's live
/// heap (`stats.allocated`) minus its value just before the pipeline was made, so they are the pipeline's
/// own (its model, views, layouts, text cache), not the fonts or the scenario's input stories; they are
/// read outside every timed region. The peak is sampled: after the launch frame, then every
/// `sampleInterval` frames, and after the last frame.
public struct MemoryFigures: Hashable, Sendable, Codable {
    /// Live heap after the launch frame, in bytes.
    public let heapAfterFirstScreen: Int64
    /// The largest live heap sampled, in bytes.
    public let heapPeak: Int64
    /// Live heap after the last frame (before the pipeline is released), in bytes.
    public let heapAtEnd: Int64
    /// Frames between two samples of the peak.
    public let sampleInterval: Int
    /// The process's peak resident set size during the repetition, in bytes: `VmHWM` reset to the resident size
    /// just before the repetition, read after its last frame. The whole process's, not the pipeline's own: fonts,
    /// code, every thread, and what earlier repetitions left resident (the allocator keeps freed pages), so
    /// both pipelines of a run often show about the same figure. `nil` where Linux's `/proc` does not say, or
    /// the kernel refused the reset (the figure would then be the process's peak so far). The whole run's peak,
    /// writing the run folder included, is `RunReport.processPeakResidentBytes`.
    public let peakResidentBytes: UInt64?
    /// The bytes of the pipeline's bitmaps (`BitmapMemory`: views' backing stores, and the components
    /// pipeline's rows drawn ahead; a bitmap shared by a row and a view counted once) after the launch frame,
    /// at their most during the repetition (every change seen, not sampled), and after the last frame. `nil`
    /// in runs from before drawing.
    public var bitmapBytesAfterFirstScreen: Int64?
    public var bitmapPeakBytes: Int64?
    public var bitmapBytesAtEnd: Int64?

    public init(heapAfterFirstScreen: Int64, heapPeak: Int64, heapAtEnd: Int64, sampleInterval: Int,
                peakResidentBytes: UInt64?) {
        self.heapAfterFirstScreen = heapAfterFirstScreen
        self.heapPeak = heapPeak
        self.heapAtEnd = heapAtEnd
        self.sampleInterval = sampleInterval
        self.peakResidentBytes = peakResidentBytes
    }
}
