import Testing
@testable import Streams

@Suite struct ChangingMapTests {
    @Test func mappedValueFollowsTheSource() {
        let (inlet, changes) = Changes<Int>.pipe()
        let total = changes.accumulate(startingFrom: 1) { change, total in total + change }
        let label = total.map { "total \($0)" }
        let updates = Log<String>()
        label.changes.observe(with: updates) { updates, value in updates.append(value) }
        #expect(label.value == "total 1")
        inlet.announce(2)
        #expect(label.value == "total 3")
        #expect(updates.entries == ["total 3"])
    }

    @Test func readsAreCachedPerUpdate() {
        let (inlet, changes) = Changes<Int>.pipe()
        let source = changes.accumulate(startingFrom: 0) { change, _ in change }
        let calls = Log<Int>()
        let mapped = source.map { value in
            calls.append(value)
            return value * 2
        }
        #expect(mapped.value == 0)
        #expect(mapped.value == 0)
        inlet.announce(5)
        #expect(mapped.value == 10)
        #expect(mapped.value == 10)
        // One call for the first read, one for the update stream, one for the read after the update.
        #expect(calls.entries == [0, 5, 5])
    }

    @Test func mappedValueStaysLiveWhenOnlyTheMappedValueIsKept() {
        let (inlet, changes) = Changes<Int>.pipe()
        let doubled = changes.accumulate(startingFrom: 0) { change, total in total + change }.map { $0 * 2 }
        let seenDuringUpdates = Log<Int>()
        doubled.changes.observe(with: seenDuringUpdates) { log, _ in log.append(doubled.value) }
        inlet.announce(1)
        inlet.announce(2)
        #expect(doubled.value == 6)
        #expect(seenDuringUpdates.entries == [2, 6])
    }
}
