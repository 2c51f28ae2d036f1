import Dispatch
import Testing
@testable import Streams

@Suite struct ChangesAccumulateTests {
    enum Edit: Sendable {
        case append(String)
        case removeFirst
    }

    @Test func accumulateFoldsEachChangeIntoTheValue() {
        let (edits, changes) = Changes<Edit>.pipe()
        let list = changes.accumulate(startingFrom: ["start"]) { edit, list in
            switch edit {
            case .append(let item): list + [item]
            case .removeFirst: Array(list.dropFirst())
            }
        }
        let updates = Log<[String]>()
        list.changes.observe(with: updates) { updates, value in updates.append(value) }
        #expect(list.value == ["start"])
        edits.announce(.append("a"))
        edits.announce(.removeFirst)
        edits.announce(.append("b"))
        #expect(list.value == ["a", "b"])
        #expect(updates.entries == [["start", "a"], ["a"], ["a", "b"]])
    }

    @Test func observersOfTheUpdatesReadTheUpdateTheyAreGiven() {
        let (inlet, changes) = Changes<Int>.pipe()
        let total = changes.accumulate(startingFrom: 0) { change, total in total + change }
        let mismatches = Log<Int>()
        total.changes.observe(with: mismatches) { mismatches, value in
            if total.value != value {
                mismatches.append(value)
            }
        }
        for value in 1...10 {
            inlet.announce(value)
        }
        #expect(total.value == 55)
        #expect(mismatches.entries.isEmpty)
    }

    @Test func updatesKeepFlowingWhenOnlyTheUpdateStreamIsKept() {
        let (inlet, changes) = Changes<Int>.pipe()
        let updates = changes.accumulate(startingFrom: 0) { change, total in total + change }.changes
        let log = Log<Int>()
        updates.observe(with: log) { log, value in log.append(value) }
        inlet.announce(2)
        inlet.announce(3)
        #expect(log.entries == [2, 5])
    }

    @Test func changesFromManyThreadsAreEachFoldedOnce() {
        let (inlet, changes) = Changes<Int>.pipe()
        let count = changes.accumulate(startingFrom: 0) { _, count in count + 1 }
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<1_000 {
                inlet.announce(1)
            }
        }
        #expect(count.value == 8_000)
    }
}
