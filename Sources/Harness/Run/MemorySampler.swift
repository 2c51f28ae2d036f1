import Allocations
import Drawing

/// Samples the live heap of one repetition, outside the timed sections: the baseline when it is made
/// (before the pipeline), after the first screen, every `interval` frames, and at the end; and the
/// process's peak resident size, reset at the start.
struct MemorySampler {
    let interval: Int
    let baseline: Int64
    var afterFirstScreen: Int64 = 0
    var peak: Int64 = 0
    /// The bitmaps alive before the pipeline was made (none, unless a snapshot is held).
    let bitmapBaseline: Int64
    var bitmapsAfterFirstScreen: Int64 = 0
    /// Whether the kernel started a new resident peak for the repetition (`MemoryFigures.peakResidentBytes`).
    let residentPeakReset: Bool

    init(interval: Int) {
        self.interval = interval
        residentPeakReset = ResidentMemory.resetPeak()
        baseline = Int64(Jemalloc.liveHeapBytes())
        BitmapMemory.resetPeak()
        bitmapBaseline = Int64(BitmapMemory.liveBytes)
    }

    private func sample() -> Int64 { Int64(Jemalloc.liveHeapBytes()) - baseline }

    mutating func firstScreenShown() {
        afterFirstScreen = sample()
        peak = max(peak, afterFirstScreen)
        bitmapsAfterFirstScreen = Int64(BitmapMemory.liveBytes) - bitmapBaseline
    }

    mutating func frameEnded(_ frame: Int) {
        guard frame > 0, frame.isMultiple(of: interval) else { return }
        peak = max(peak, sample())
    }

    mutating func finish() -> MemoryFigures {
        let end = sample()
        var figures = MemoryFigures(heapAfterFirstScreen: afterFirstScreen, heapPeak: max(peak, end), heapAtEnd: end,
                                    sampleInterval: interval,
                                    peakResidentBytes: residentPeakReset ? ResidentMemory.peakBytes : nil)
        figures.bitmapBytesAfterFirstScreen = bitmapsAfterFirstScreen
        figures.bitmapPeakBytes = Int64(BitmapMemory.peakBytes) - bitmapBaseline
        figures.bitmapBytesAtEnd = Int64(BitmapMemory.liveBytes) - bitmapBaseline
        return figures
    }
}
