import Testing

@testable import Harness

/// `timeout -s INT` signals the process and then its process group: one Ctrl-C can arrive twice, a few
/// microseconds apart. Only an interrupt half a second or more after the first exits at once.
@Suite struct InterruptWatchTests {
    @Test func anInterruptSoonAfterTheFirstIsTheSameOne() {
        let first = 7_000_000_000
        #expect(!InterruptWatch.exitsAtOnce(firstInterrupt: first, now: first + 20_000))
        #expect(!InterruptWatch.exitsAtOnce(firstInterrupt: first, now: first + 499_999_999))
        #expect(InterruptWatch.exitsAtOnce(firstInterrupt: first, now: first + 500_000_000))
        #expect(InterruptWatch.exitsAtOnce(firstInterrupt: first, now: first + 3_000_000_000))
    }
}

/// The signals a run stops on report themselves as a shell does: 128 + the signal's number.
@Suite struct StopSignalTests {
    @Test func exitStatusesAndNames() {
        #expect(StopSignal.interrupt.exitStatus == 130)
        #expect(StopSignal.terminate.exitStatus == 143)
        #expect(StopSignal.hangUp.exitStatus == 129)
        #expect(StopSignal.terminate.name == "SIGTERM")
        #expect("\(StopSignal.hangUp)".contains("SIGHUP"))
        #expect(StopFlag().signal == nil)
    }
}
