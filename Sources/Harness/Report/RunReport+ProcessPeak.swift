import Allocations

extension RunReport {
    /// Records the whole process's peak resident size so far (`processPeakResidentBytes`): done last, once every
    /// other file of the run folder is made, just before run.json is encoded.
    public mutating func recordProcessPeak() {
        processPeakResidentBytes = ResidentMemory.processPeakBytes
    }
}
