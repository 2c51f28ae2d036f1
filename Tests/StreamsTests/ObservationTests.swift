import Synchronization
import Testing
@testable import Streams

@Suite struct ObservationTests {
    @Test func cancelEndsTheObservationAndReleasesIt() {
        let (inlet, changes) = Changes<Int>.pipe()
        let log = Log<Int>()
        let observation = changes.observe(with: log) { log, value in log.append(value) }
        inlet.announce(1)
        observation.cancel()
        observation.cancel()
        inlet.announce(2)
        #expect(log.entries == [1])
        #expect(changes.broadcaster.observerCount == 0)
    }

    @Test func contextLifetimeEndsTheObservationWithoutARetainCycle() {
        let (inlet, changes) = Changes<Int>.pipe()
        let calls = Log<Int>()
        weak var weakContext: Context?
        do {
            let context = Context()
            // The context keeps its own observation: the shape that would leak if the stream held it.
            context.keep(changes.observe(with: context) { _, value in calls.append(value) })
            weakContext = context
            inlet.announce(1)
        }
        #expect(weakContext == nil)
        inlet.announce(2)
        #expect(calls.entries == [1])
        #expect(changes.broadcaster.observerCount == 0)
    }

    @Test func cancelFromInsideItsOwnHandlerStopsFurtherCalls() {
        let (inlet, changes) = Changes<Int>.pipe()
        let log = Log<Int>()
        let observation = Mutex<Observation?>(nil)
        observation.withLock { slot in
            slot = changes.observe(with: log) { log, value in
                log.append(value)
                observation.withLock { $0?.cancel() }
            }
        }
        inlet.announce(1)
        inlet.announce(2)
        #expect(log.entries == [1])
    }
}
