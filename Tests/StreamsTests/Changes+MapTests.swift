import Testing
@testable import Streams

@Suite struct ChangesMapTests {
    @Test func mapTransformsEachValueInOrder() {
        let (inlet, changes) = Changes<Int>.pipe()
        let mapped = changes.map { "#\($0 * 10)" }
        let log = Log<String>()
        mapped.observe(with: log) { log, value in log.append(value) }
        for value in 1...3 {
            inlet.announce(value)
        }
        #expect(log.entries == ["#10", "#20", "#30"])
    }

    @Test func transformRunsOncePerValueWhateverTheNumberOfObservers() {
        let (inlet, changes) = Changes<Int>.pipe()
        let transforms = Log<Int>()
        let mapped = changes.map { value in
            transforms.append(value)
            return value
        }
        let log = Log<Int>()
        for _ in 0..<3 {
            mapped.observe(with: log) { log, value in log.append(value) }
        }
        inlet.announce(7)
        #expect(transforms.entries == [7])
        #expect(log.entries == [7, 7, 7])
    }

    @Test func aChainStaysConnectedWhileItsLastStreamIsAlive() {
        let (inlet, changes) = Changes<Int>.pipe()
        // Only the last stream of the chain is kept: the intermediate ones must stay alive.
        let chain = changes.map { $0 + 1 }.map { $0 * 2 }.map { $0 - 3 }
        let log = Log<Int>()
        chain.observe(with: log) { log, value in log.append(value) }
        inlet.announce(1)
        #expect(log.entries == [1])
    }

    @Test func aDroppedMappedStreamDisconnectsFromItsSource() {
        let (inlet, changes) = Changes<Int>.pipe()
        let log = Log<Int>()
        do {
            let mapped = changes.map { $0 + 1 }
            mapped.observe(with: log) { log, value in log.append(value) }
            inlet.announce(1)
            #expect(changes.broadcaster.observerCount == 1)
        }
        inlet.announce(2)
        #expect(log.entries == [2])
        #expect(changes.broadcaster.observerCount == 0)
    }
}
