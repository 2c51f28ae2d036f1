import Testing
@testable import Streams

/// Checks that the benchmark measures working streams; the figure itself comes from a release build.
@Suite struct StreamsBenchmarkTests {
    @Test func everyObserverReceivesEveryAnnouncement() {
        let result = StreamsBenchmark.announceThroughMaps(depth: 3, observers: 4, announcements: 5)
        #expect(result.deliveries == 20)
        #expect(result.seconds >= 0)
    }
}
