import Components
import ComponentsPipeline
import Counting
import Harness
import MVC
import Testing
import Views

/// Every counter struct lists each of its counts once: a count added to the struct and not to its list would
/// be neither subtracted, added, written nor shown, a silently wrong number.
@Suite struct CounterSetTests {
    /// Each `Int` stored in `value`, nested structs included, by its path ("views.viewsCreated").
    private func counts(_ value: Any, prefix: String = "") -> [(path: String, value: Int)] {
        Mirror(reflecting: value).children.flatMap { child -> [(path: String, value: Int)] in
            let path = prefix + (child.label ?? "?")
            if let number = child.value as? Int { return [(path, number)] }
            let nested = Mirror(reflecting: child.value)
            return nested.displayStyle == .struct ? counts(child.value, prefix: path + ".") : []
        }
    }

    private func checkListsEveryCount<Set: CounterSet>(_ type: Set.Type) {
        let stored = counts(Set()).map(\.path)
        var listed: [String] = []
        for counter in Set.counters {
            var probe = Set()
            probe[keyPath: counter.keyPath] = 7
            let written = counts(probe).filter { $0.value == 7 }.map(\.path)
            #expect(written.count == 1, "\(Set.self).\(counter.name) writes \(written)")
            #expect(written.first?.split(separator: ".").last.map(String.init) == counter.name,
                    "\(Set.self): the counter named \(counter.name) writes \(written)")
            listed += written
        }
        #expect(listed.sorted() == stored.sorted(), "\(Set.self) lists \(listed), stores \(stored)")
        #expect(Swift.Set(Set.counters.map(\.name)).count == Set.counters.count, "\(Set.self) names a counter twice")
        // Nothing but its counts: since() and add() combine the struct's memory as a row of Ints.
        #expect(MemoryLayout<Set>.size == Set.counters.count * MemoryLayout<Int>.stride, "\(Set.self) holds more than its counts")
    }

    @Test func everyCounterStructListsEachOfItsCountsOnce() {
        checkListsEveryCount(ViewCounters.self)
        checkListsEveryCount(MountCounters.self)
        checkListsEveryCount(MVCCounters.self)
        checkListsEveryCount(DisplayCounters.self)
        checkListsEveryCount(ViewWorkCounters.self)
        checkListsEveryCount(RepetitionCounters.self)
        checkListsEveryCount(FeedLayoutWork.self)
        checkListsEveryCount(RowMountCounts.self)
    }

    @Test func sinceAndAddWorkCounterByCounter() {
        var earlier = MountCounters()
        earlier.viewsCreated = 3
        earlier.attributesApplied = 10
        var later = earlier
        later.viewsCreated = 5
        later.viewsKept = 2
        let delta = later.since(earlier)
        #expect(delta.viewsCreated == 2 && delta.viewsKept == 2 && delta.attributesApplied == 0)
        var sum = earlier
        sum.add(delta)
        #expect(sum == later)
        #expect(MountCounters.counters.first?.column == "views_created")
    }

    @Test func theDisplayStepsCountersAllReachARepetitionsCounters() {
        var display = DisplayCounters()
        for (index, counter) in DisplayCounters.counters.enumerated() { display[keyPath: counter.keyPath] = index + 1 }
        var counters = RepetitionCounters()
        counters.set(display: display)
        let values = Dictionary(uniqueKeysWithValues: counters.values.map { ($0.name, $0.value) })
        for (index, counter) in DisplayCounters.counters.enumerated() { #expect(values[counter.name] == index + 1, "\(counter.name)") }
    }
}
