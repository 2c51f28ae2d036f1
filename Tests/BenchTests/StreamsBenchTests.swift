import Testing
import Bench

/// Checks that the benchmark measures working streams; the figure itself comes from a release build.
@Suite struct StreamsBenchTests {
    @Test func everyObserverReceivesEveryAnnouncement() {
        let result = StreamsBench.announceThroughMaps(depth: 3, observers: 4, announcements: 5)
        #expect(result.deliveries == 20)
        // The announcements were timed: a clock read that measured nothing would give 0.
        #expect(result.milliseconds > 0 && result.milliseconds.isFinite)
        #expect(abs(result.nanosecondsPerDelivery - result.milliseconds * 1e6 / 20) <= 1e-9 * result.nanosecondsPerDelivery)
    }

    /// Deliveries count the observers' calls, not the announcements: none without observers or without
    /// announcements, and a chain of no maps delivers as a long one does.
    @Test(arguments: [(0, 4, 5, 20), (3, 0, 5, 0), (3, 4, 0, 0), (10, 1, 7, 7)])
    func deliveriesAreObserversTimesAnnouncements(depth: Int, observers: Int, announcements: Int, deliveries: Int) {
        let result = StreamsBench.announceThroughMaps(depth: depth, observers: observers, announcements: announcements)
        #expect(result.deliveries == deliveries)
    }
}
