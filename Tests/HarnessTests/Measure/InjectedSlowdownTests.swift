import Testing

@testable import Harness

/// The injected slowdown adds thread CPU time in proportion to the section's own CPU time, whatever the
/// thread waited for a core; other passes' sections run as they are.
@Suite struct InjectedSlowdownTests {
    /// Spins until the thread has used `milliseconds` of CPU time.
    static func burn(_ milliseconds: Double) {
        let end = ThreadCPUClock.milliseconds + milliseconds
        while ThreadCPUClock.milliseconds < end {}
    }

    @Test func theSlowedPassUsesThePercentMoreCPUTime() {
        let slowdown = InjectedSlowdown(pass: .layout, percent: 50)
        let start = ThreadCPUClock.milliseconds
        let value = slowdown.apply(to: .layout) { Self.burn(4); return 7 }
        let used = ThreadCPUClock.milliseconds - start
        #expect(value == 7)
        // At least the body's 4 ms and half of it again: the spin stops only once the thread has used it.
        #expect(used >= 6)
    }

    @Test func otherPassesAreNotSlowed() {
        let slowdown = InjectedSlowdown(pass: .layout, percent: 1_000)
        let start = ThreadCPUClock.milliseconds
        slowdown.apply(to: .mount) { Self.burn(2) }
        // 2 ms of its own; slowed, it would have used 22 ms.
        #expect(ThreadCPUClock.milliseconds - start < 20)
    }
}
