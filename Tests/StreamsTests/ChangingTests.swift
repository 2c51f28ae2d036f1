import Testing
@testable import Streams

@Suite struct ChangingTests {
    @Test func valueStartsAtTheInitialValueAndFollowsUpdates() {
        let (inlet, changes) = Changes<Int>.pipe()
        let latest = changes.accumulate(startingFrom: -1) { change, _ in change }
        #expect(latest.value == -1)
        inlet.announce(4)
        #expect(latest.value == 4)
        inlet.announce(9)
        #expect(latest.value == 9)
    }

    @Test func versionCountsUpdates() {
        let (inlet, changes) = Changes<Int>.pipe()
        let latest = changes.accumulate(startingFrom: 0) { change, _ in change }
        #expect(latest.current().version == 0)
        inlet.announce(0)
        inlet.announce(0)
        #expect(latest.current().version == 2)
    }

    @Test func droppingTheChangingDisconnectsItFromItsSource() {
        let (inlet, changes) = Changes<Int>.pipe()
        do {
            let total = changes.accumulate(startingFrom: 0) { change, total in total + change }
            inlet.announce(1)
            #expect(total.value == 1)
            #expect(changes.broadcaster.observerCount == 1)
        }
        inlet.announce(2)
        #expect(changes.broadcaster.observerCount == 0)
    }
}
